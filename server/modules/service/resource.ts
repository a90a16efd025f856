import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ACTIVE_BOOKING_STATUSES } from '../../../common/bookings';
import { bookings, services } from '../../db/schema';
import { Text } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** The bookings of the workspace that name service `id` (bookings.service_ids has no foreign key). */
const holding = (workspaceId: number, id: number) =>
    and(eq(bookings.workspaceId, workspaceId), sql`${bookings.serviceIds} @> ARRAY[${id}::int]`);

/** The labour menu: canned work with a price and a duration (`motor-garage/service`). */
export const serviceResource = defineResource({
    name: 'motor-garage/service',
    permission: 'service',
    title: 'Service',
    table: services,
    fields: {
        code: field.text({ required: true, maxLength: 30 }),
        name: field.text({ required: true }),
        name_zh: field.text({ description: "The Chinese name, printed on a zh-hk or zh-cn customer's invoices" }),
        description: field.multiline({ maxLength: 2000 }),
        category: field.text({ maxLength: 60 }),
        price_cents: field.money(),
        duration_minutes: field.integer({ minimum: 0, maximum: 100_000 }),
        active: field.boolean(),
    },
    sortable: ['code', 'name', 'category', 'price_cents', 'created_at'],
    keyword: ['code', 'name', 'name_zh'],
    filters: {
        category: {
            schema: Text({ maxLength: 60 }),
            where: (value: string) => sql`lower(${services.category}) = lower(${value})`,
        },
        active: { schema: Type.Boolean(), where: (value: boolean) => eq(services.active, value) },
    },
    unique: {
        services_code_key: { field: 'code', error: 'code_taken', message: 'Another service already has this code' },
    },
    // A job line's service is kept by its foreign key (409 in_use too); a booking's only by this guard.
    deleteGuards: [
        {
            count: async (tx, workspaceId, id) => {
                const [row] = await tx
                    .select({ n: count() })
                    .from(bookings)
                    .where(and(holding(workspaceId, id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
                return row.n;
            },
            resource: 'motor-garage/booking',
            message: 'A booking still to come holds this service: take it off the booking first',
        },
    ],
    hooks: {
        // What is left are past bookings (completed, cancelled, no show): they forget the service, so they stay saveable.
        beforeDelete: async ({ tx, tenant, id }) => {
            await tx
                .update(bookings)
                .set({
                    serviceIds: sql`array_remove(${bookings.serviceIds}, ${id}::int)`,
                    version: sql`${bookings.version} + 1`,
                    updatedAt: new Date(),
                })
                .where(holding(tenant!, id));
        },
    },
});
