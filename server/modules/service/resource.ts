import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ACTIVE_BOOKING_STATUSES } from '../../../common/bookings';
import { Text } from '../../http/schemas';
import { defineResource, type Resource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** The bookings of the workspace that name service `id` (bookings.service_ids has no foreign key). */
const holding = ({ columns }: Resource, workspaceId: number, id: number) =>
    and(eq(columns.workspace_id, workspaceId), sql`${columns.service_ids} @> ARRAY[${id}::int]`);

const BOOKINGS = 'motor-garage/booking';

/** The labour menu: canned work with a price and a duration (`motor-garage/service`). */
export const serviceResource = defineResource({
    name: 'motor-garage/service',
    permission: 'service',
    title: 'Service',
    table: 'services',
    fields: {
        code: field.text({ required: true, maxLength: 30 }),
        name: field.text({ required: true }),
        name_zh: field.text({ description: "The Chinese name, printed on a zh-hk or zh-cn customer's invoices" }),
        description: field.multiline({ maxLength: 2000 }),
        category: field.text({ maxLength: 60 }),
        price_cents: field.money(),
        duration_minutes: field.integer({ minimum: 0, maximum: 100_000, default: 60 }),
        active: field.boolean({ default: true }),
    },
    sortable: ['code', 'name', 'category', 'price_cents', 'created_at'],
    keyword: ['code', 'name', 'name_zh'],
    filters: {
        category: {
            schema: Text({ maxLength: 60 }),
            where: (value: string, { category }) => sql`lower(${category}) = lower(${value})`,
        },
        active: { schema: Type.Boolean(), where: (value: boolean, { active }) => eq(active, value) },
    },
    unique: {
        services_code_key: { field: 'code', error: 'code_taken', message: 'Another service already has this code' },
    },
    // A job line's service is kept by its foreign key (409 in_use too); a booking's only by this guard.
    deleteGuards: [
        {
            count: async (tx, workspaceId, id, bookings) => {
                const [row] = await tx
                    .select({ n: count() })
                    .from(bookings.table)
                    .where(
                        and(
                            holding(bookings, workspaceId, id),
                            inArray(bookings.columns.status, [...ACTIVE_BOOKING_STATUSES]),
                        ),
                    );
                return row.n;
            },
            resource: BOOKINGS,
            message: 'A booking still to come holds this service: take it off the booking first',
        },
    ],
    hooks: {
        // What is left are past bookings (completed, cancelled, no show): they forget the service, so they stay saveable.
        beforeDelete: async ({ tx, tenant, id, resolve }) => {
            const bookings = resolve(BOOKINGS);
            const { service_ids, version, updated_at } = bookings.columns;
            await tx.execute(
                sql`UPDATE ${bookings.table} SET ${sql.identifier(service_ids.name)} = array_remove(${service_ids}, ${id}::int),
                ${sql.identifier(version.name)} = ${version} + 1, ${sql.identifier(updated_at.name)} = now()
                WHERE ${holding(bookings, tenant!, id)}`,
            );
        },
    },
    labels: {
        'zh-hk': {
            one: '服務',
            many: '服務',
            fields: {
                name_zh: '中文名稱',
                code: '代號',
                name: '名稱',
                description: '說明',
                category: '類別',
                price_cents: '價錢',
                duration_minutes: '所需時間（分鐘）',
                active: '啟用',
            },
        },
        'zh-cn': {
            one: '服务',
            many: '服务',
            fields: {
                name_zh: '中文名称',
                code: '代号',
                name: '名称',
                description: '说明',
                category: '类别',
                price_cents: '价格',
                duration_minutes: '所需时间（分钟）',
                active: '启用',
            },
        },
        en: {
            fields: {
                name_zh: 'Chinese name',
                price_cents: 'Price',
                duration_minutes: 'Duration (minutes)',
            },
        },
    },
    menu: { order: 60, icon: 'Build' },
});
