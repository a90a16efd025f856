import type { paths } from '../../../api/schema';
import { publicApi } from '../../../api/publicClient';
import { portalRequest } from '../portalRequest';

type Data<P extends keyof paths, M extends 'get' | 'post', S extends 200 | 201> = paths[P][M] extends {
    responses: { [K in S]: { content: { 'application/json': { data: infer D } } } };
}
    ? D
    : never;

export type BookPage = Data<'/public/v3/portal/book/{slug}', 'get', 200>;
export type FreeSlots = Data<'/public/v3/portal/book/{slug}/slots', 'get', 200>;
export type Booked = Data<'/public/v3/portal/book/{slug}', 'post', 201>;
export type BookBody = paths['/public/v3/portal/book/{slug}']['post']['requestBody']['content']['application/json'];

export const openBookPage = (slug: string) =>
    portalRequest<BookPage>(publicApi.GET('/public/v3/portal/book/{slug}', { params: { path: { slug } } }));

export const loadSlots = (slug: string, date: string, serviceIds: number[]) =>
    portalRequest<FreeSlots>(
        publicApi.GET('/public/v3/portal/book/{slug}/slots', {
            params: { path: { slug }, query: { date, service_ids: serviceIds.join(',') } },
        }),
    );

/** A refused booking: the server's error key, and the field it names first (`starts_at`: the time is no longer free). */
export interface BookingRefused {
    error: string;
    field?: string;
}

export async function sendBooking(slug: string, body: BookBody): Promise<Booked | BookingRefused> {
    try {
        const { data, error } = await publicApi.POST('/public/v3/portal/book/{slug}', {
            params: { path: { slug } },
            body,
        });
        if (data?.success) return data.data;
        const refused = error as { error?: string; details?: { field: string }[] } | undefined;
        return { error: refused?.error ?? 'unknown', field: refused?.details?.[0]?.field };
    } catch {
        return { error: 'unknown' };
    }
}
