import { count, and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { customers, vehicles } from '../../db/schema';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { Text } from '../../http/schemas';

const digitsOnly = (keyword: string) => keyword.replace(/[\s\-()]/g, '');

/** The `customer_name` keyword of a table whose records point at a customer: that customer's name. */
export const customerNameKeyword = (table: { workspaceId: PgColumn; customerId: PgColumn }) => ({
    name: 'customer_name',
    match: (pattern: SQL) => sql`${table.customerId} IN (SELECT ${customers.id} FROM ${customers}
    WHERE ${customers.workspaceId} = ${table.workspaceId} AND ${customers.name} ILIKE ${pattern})`,
});

/** The garage's customers (`relationship/customer`). */
export const customerResource = defineResource({
    name: 'relationship/customer',
    permission: 'customer',
    title: 'Customer',
    table: customers,
    fields: {
        name: field.text({ required: true }),
        type: field.enum(customers.type, 'relationship.customer.type'),
        company_name: field.text(),
        phone: field.phone(),
        email: field.email(),
        address: field.multiline({ maxLength: 500 }),
        preferred_locale: field.enum(customers.preferredLocale, 'common.locale'),
        notes: field.multiline(),
        tags: field.tags(),
        marketing_consent: field.boolean({ default: false }),
    },
    computed: {
        vehicle_count: {
            schema: Type.Integer({ 'x-kind': 'integer' }),
            sql: sql<number>`(SELECT count(*)::int FROM vehicles v
        WHERE v.workspace_id = "customers"."workspace_id" AND v.customer_id = "customers"."id")`,
        },
        // What their invoices still ask for (an invoiced job not yet paid in full).
        balance_cents: {
            schema: Type.Integer({ 'x-kind': 'money' }),
            sql: sql<number>`(SELECT coalesce(sum(j.balance_cents), 0)::bigint FROM jobs j
        WHERE j.workspace_id = "customers"."workspace_id" AND j.customer_id = "customers"."id" AND j.status = 'invoiced')`,
        },
    },
    sortable: ['name', 'created_at'],
    keyword: [
        'name',
        'company_name',
        'email',
        {
            name: 'phone',
            sql: sql`regexp_replace(${customers.phone}, '[^0-9+]', '', 'g')`,
            normalize: digitsOnly,
        },
    ],
    filters: {
        type: {
            schema: Type.Enum(customers.type.enumValues),
            where: (value: string) => eq(customers.type, value as 'company'),
        },
        tag: {
            schema: Text({ minLength: 1, maxLength: 40 }),
            where: (value: string) => sql`${customers.tags} @> ARRAY[${value}]::text[]`,
        },
    },
    deleteGuards: [
        {
            count: async (tx, workspaceId, id) => {
                const [row] = await tx
                    .select({ n: count() })
                    .from(vehicles)
                    .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.customerId, id)));
                return row.n;
            },
            message: 'This customer still has vehicles: move or delete them first',
        },
    ],
});
