import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { LOCALES } from '../../../common/locales';
import { SLOT_STEP_MINUTES, wallClock } from '../../../common/online-booking';
import type { Db, Tx } from '../../db/client';
import { workspaces } from '../../db/schema';
import { AppError, conflict, invalid } from '../../http/errors';
import { Day, Id, Moment, Text, Timestamp } from '../../http/schemas';
import { resourceByName } from '../../resources';
import { normalizeValues, writeRecord } from '../../resources/write';
import type { Principal } from '../auth/sessions';
import { lockBays } from '../booking/capacity';
import { bookingResource } from '../booking/resource';
import { bookingParties } from '../booking/walk-in';
import { phoneKey } from '../customer/resource';
import { plateKeyword } from '../vehicle/resource';
import { candidateStarts, chosenServices, freeStarts } from './book-slots';
import { BookingPage, bookingView, PortalGarage } from './booking-view';

export const BookPage = Type.Object(
    {
        garage: PortalGarage,
        services: Type.Array(
            Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                name_zh: Type.String({ description: "The Chinese name; '' when the garage gave none" }),
                duration_minutes: Type.Integer(),
            }),
        ),
    },
    { title: 'OnlineBookingPage' },
);

export const FreeSlots = Type.Object(
    {
        date: Type.String({ format: 'date' }),
        duration_minutes: Type.Integer({ description: 'How long the chosen services take together' }),
        slots: Type.Array(
            Type.Object({
                starts_at: Timestamp,
                time: Type.String({ description: "The start on the garage's clocks, HH:mm" }),
            }),
        ),
    },
    { title: 'FreeSlots' },
);

export const SlotsQuery = Type.Object({
    date: Day({ description: "The day, in the garage's zone" }),
    service_ids: Type.String({
        pattern: '^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,19}$',
        description: 'Service ids, comma-separated',
    }),
});

export const BookBody = Type.Object(
    {
        service_ids: Type.Array(Id(), { minItems: 1, maxItems: 20 }),
        starts_at: Moment({ description: 'One of the free starts GET …/slots answers' }),
        name: Text({ minLength: 1, maxLength: 120 }),
        phone: Text({ minLength: 1, maxLength: 50, description: 'Hong Kong numbers may leave out +852' }),
        plate: Text({ minLength: 1, maxLength: 20 }),
        note: Type.Optional(Text({ maxLength: 2000 })),
        locale: Type.Optional(
            Type.Enum([...LOCALES], {
                description: 'The language the customer booked in: a new customer’s preferred one',
            }),
        ),
    },
    { additionalProperties: false },
);

export const BookedAnswer = Type.Object(
    { garage: PortalGarage, booking: BookingPage.properties.booking },
    { title: 'OnlineBooking' },
);

/** The customer booking online has no account: they write a booking, and their customer and vehicle when new. */
const ONLINE_CUSTOMER: Principal = { kind: 'user', sessionId: 'online-booking', userId: 0 };

const pageNotFound = () => new AppError(404, 'booking_page_not_found', 'This garage takes no bookings online here');

/** The workspace whose online booking page `slug` is: 404 `booking_page_not_found` when none or when it is off. */
export async function bookingWorkspace(db: Db, slug: string) {
    const [workspace] = await db
        .select({ id: workspaces.id, timezone: workspaces.timezone })
        .from(workspaces)
        .where(and(eq(workspaces.slug, slug), eq(workspaces.onlineBooking, true), eq(workspaces.status, 'active')));
    if (!workspace) throw pageNotFound();
    return workspace;
}

export const splitIds = (ids: string) => ids.split(',').map(Number);

/** The free starts of `date` for the services `ids`, with their time on the garage's clocks. */
export async function freeSlots(tx: Tx, workspace: { id: number; timezone: string }, date: string, ids: number[]) {
    const { minutes } = await chosenServices(tx, workspace.id, ids);
    const starts = await freeStarts(tx, workspace.id, date, workspace.timezone, minutes);
    return {
        date,
        duration_minutes: minutes,
        slots: starts.map(start => ({
            starts_at: start.toISOString(),
            time: wallClock(start, workspace.timezone).time,
        })),
    };
}

/**
 * A pending booking from the online booking page, under the bay lock staff bookings take: its customer the
 * workspace's one with that phone, else a new one; its vehicle the one with that plate, else a new one. A start that
 * is not a slot of the day is 400; a slot every bay of which is taken, 409 `slot_full`.
 */
export async function bookOnline(
    tx: Tx,
    workspace: { id: number; timezone: string },
    body: Static<typeof BookBody>,
): Promise<Static<typeof BookedAnswer>> {
    const workspaceId = workspace.id;
    if (phoneKey(body.phone).replace(/\D/g, '').length < 8) {
        throw invalid('phone', 'invalid_value', 'Give a phone number the garage can call');
    }
    if (!plateKeyword(body.plate)) throw invalid('plate', 'required', "Give the car's plate");
    const { ids, minutes } = await chosenServices(tx, workspaceId, body.service_ids);
    const start = new Date(body.starts_at);
    const day = wallClock(start, workspace.timezone).day;
    const starts = await candidateStarts(tx, day, workspace.timezone, minutes);
    if (!starts.some(candidate => candidate.getTime() === start.getTime())) {
        throw invalid(
            'starts_at',
            'invalid_value',
            `Choose a free time: every ${SLOT_STEP_MINUTES} minutes in opening hours`,
        );
    }
    await lockBays(tx);
    const caller = { principal: ONLINE_CUSTOMER, workspaceId };
    const { customerId, vehicleId } = await bookingParties(tx, caller, {
        walk_in_name: body.name.trim(),
        walk_in_phone: body.phone.trim(),
        plate: body.plate,
        preferred_locale: body.locale,
    });
    const values = await normalizeValues(bookingResource, {
        customer_id: customerId,
        vehicle_id: vehicleId,
        service_ids: ids,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
        status: 'pending',
        notes: body.note ?? '',
    });
    try {
        const booking = await writeRecord(tx, bookingResource, {
            principal: ONLINE_CUSTOMER,
            tenant: workspaceId,
            values,
            resolve: resourceByName,
        });
        const { garage, booking: shown } = await bookingView(tx, workspaceId, booking.id as number);
        return { garage, booking: shown };
    } catch (error) {
        if (error instanceof AppError && error.key === 'no_capacity') {
            throw conflict('slot_full', 'Every bay is taken at this time: choose another', 'starts_at');
        }
        throw error;
    }
}
