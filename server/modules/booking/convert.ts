import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ACTIVE_BOOKING_STATUSES, convertPermissions, type BookingStatus } from '../../../common/bookings';
import { bookings, jobs } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { conflict, forbidden, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath, type Resource } from '../../resources/declare';
import { lockRecord } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { normalizeValues, writeRecord } from '../../resources/write';
import { loadLines } from '../job/lines';
import { jobResource } from '../job/resource';
import { updateJob } from '../job/workflow';
import { lockBays } from './capacity';
import { bookingResource } from './resource';
import { bookingParties } from './walk-in';

const ConvertBody = Type.Object(
    {
        status: Type.Optional(
            Type.Enum(['quote', 'scheduled'], { description: "The new job's status (default: scheduled)" }),
        ),
    },
    { additionalProperties: false },
);

/**
 * `POST …/booking/{id}/convert`: the booking becomes a job (quote or scheduled) with its customer, vehicle, times
 * and a line per booked service, and is marked arrived; converting twice is 409 `already_converted`. A walk-in's
 * customer and vehicle are found or created (walk-in.ts) and the booking names them too.
 */
export default async function bookingConvertRoutes(app: App, { resolve }: { resolve: (name: string) => Resource }) {
    app.post(
        `${resourcePath(bookingResource)}/:id/convert`,
        {
            config: { auth: 'workspace', permission: 'invoice:write' },
            schema: {
                operationId: 'convertBooking',
                summary: 'Make a job of a booking (the booking is then arrived)',
                description:
                    "A walk-in's customer is the workspace's customer with the same phone (spacing and +852 aside), " +
                    'else a new one; its vehicle the one with the same plate (kept with its own owner), else a new ' +
                    "one of that customer. The booking then names them. A walk-in's conversion also needs " +
                    'customer:write (no customer on file) and vehicle:write (no vehicle on file).',
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
            const permissions = await app.permissionsOf(request);
            const { workspaceId } = principal;
            const { id } = request.params;
            const job = await withTenant(app.db, workspaceId, async tx => {
                // Its bay passes from the booking to the job: the bay lock first, as every write that takes a bay.
                await lockBays(tx);
                const booking = await lockRecord(tx, bookingResource, workspaceId, id);
                if (!booking) throw notFound();
                if (!convertPermissions(booking).every(permission => permissions.has(permission))) throw forbidden();
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
                const { customerId, vehicleId } = await bookingParties(
                    tx,
                    { principal, workspaceId, resolve },
                    booking,
                );
                const values = await normalizeValues(jobResource, {
                    customer_id: customerId,
                    vehicle_id: vehicleId,
                    scheduled_start: (booking.start_at as Date).toISOString(),
                    scheduled_end: (booking.end_at as Date).toISOString(),
                    complaint: booking.notes ?? '',
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
                    resolve,
                });
                const record = await updateJob(tx, workspaceId, created.id as number, {
                    bookingId: id,
                    status: (request.body as { status?: string }).status ?? 'scheduled',
                });
                await tx
                    .update(bookings)
                    .set({
                        status: 'arrived',
                        customerId,
                        vehicleId,
                        updatedAt: new Date(),
                        version: sql`${bookings.version} + 1`,
                    })
                    .where(and(eq(bookings.workspaceId, workspaceId), eq(bookings.id, id)));
                return {
                    ...record,
                    lines: await loadLines(tx, workspaceId, record.id as number),
                    payments: [],
                    approval: null,
                    answers: [],
                };
            });
            return ok(request, job);
        },
    );
}
