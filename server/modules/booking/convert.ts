import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../common/bookings';
import { bookings, jobs } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { conflict, forbidden, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { resourceByName } from '../../resources';
import { resourcePath } from '../../resources/declare';
import { lockRecord } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { normalizeValues, writeRecord } from '../../resources/write';
import { loadLines } from '../job/lines';
import { jobResource } from '../job/resource';
import { updateJob } from '../job/workflow';
import { lockBays } from './capacity';
import { bookingResource } from './resource';

const ConvertBody = Type.Object(
    {
        status: Type.Optional(
            Type.Enum(['quote', 'scheduled'], { description: "The new job's status (default: scheduled)" }),
        ),
    },
    { additionalProperties: false },
);

/** What a walk-in left on the booking, kept on the job since the job has no such fields. */
const walkInNote = (booking: Record<string, unknown>) =>
    [
        booking.customer_id ? '' : [booking.walk_in_name, booking.walk_in_phone].filter(Boolean).join(', '),
        booking.vehicle_id ? '' : booking.plate,
    ]
        .filter(Boolean)
        .join(' · ');

/**
 * `POST …/booking/{id}/convert`: the booking becomes a job (quote or scheduled) with its customer, vehicle, times
 * and a line per booked service, and is marked arrived; converting twice is 409 `already_converted`.
 */
export default async function bookingConvertRoutes(app: App) {
    app.post(
        `${resourcePath(bookingResource)}/:id/convert`,
        {
            config: { auth: 'workspace', permission: 'invoice:write' },
            schema: {
                operationId: 'convertBooking',
                summary: 'Make a job of a booking (the booking is then arrived)',
                tags: [bookingResource.name],
                security: bearer,
                params: IdParams,
                body: ConvertBody,
                response: responses({ 200: Ok(detailSchema(jobResource)) }),
            },
            preValidation: async request => {
                request.body ??= {};
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            if (!(await app.permissionsOf(request)).has('booking:write')) throw forbidden();
            const { workspaceId } = principal;
            const { id } = request.params;
            const job = await withTenant(app.db, workspaceId, async tx => {
                // Its bay passes from the booking to the job: the bay lock first, as every write that takes a bay.
                await lockBays(tx);
                const booking = await lockRecord(tx, bookingResource, workspaceId, id);
                if (!booking) throw notFound();
                const [converted] = await tx
                    .select({ id: jobs.id })
                    .from(jobs)
                    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.bookingId, id)));
                if (converted) throw conflict('already_converted', `This booking is already job ${converted.id}`);
                if (!ACTIVE_BOOKING_STATUSES.includes(booking.status as BookingStatus)) {
                    throw conflict(
                        'invalid_transition',
                        `A booking that is ${String(booking.status).replace('_', ' ')} cannot become a job`,
                        'status',
                    );
                }
                const values = await normalizeValues(jobResource, {
                    customer_id: booking.customer_id ?? null,
                    vehicle_id: booking.vehicle_id ?? null,
                    scheduled_start: (booking.start_at as Date).toISOString(),
                    scheduled_end: (booking.end_at as Date).toISOString(),
                    complaint: booking.notes ?? '',
                    internal_notes: walkInNote(booking),
                    lines: (booking.service_ids as number[]).map(serviceId => ({
                        kind: 'service',
                        service_id: serviceId,
                        quantity_milli: 1000,
                    })),
                });
                const created = await writeRecord(tx, jobResource, {
                    principal,
                    tenant: workspaceId,
                    values,
                    resolve: resourceByName,
                });
                const record = await updateJob(tx, workspaceId, created.id as number, {
                    bookingId: id,
                    status: (request.body as { status?: string }).status ?? 'scheduled',
                });
                await tx
                    .update(bookings)
                    .set({ status: 'arrived', updatedAt: new Date(), version: sql`${bookings.version} + 1` })
                    .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, id)));
                return { ...record, lines: await loadLines(tx, workspaceId, record.id as number), payments: [] };
            });
            return ok(request, job);
        },
    );
}
