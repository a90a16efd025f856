import { count, and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { customers, vehicles } from '../../db/schema';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { likePattern } from '../../http/reply';
import { Nullable, Text } from '../../http/schemas';
import { CONSENT_SOURCES } from '../../../common/consent';
import { staffConsent } from './consent';
import { lastVisitSchema, plateKeyword, withVehiclePlate } from '../vehicle/resource';

const digitsOnly = (keyword: string) => keyword.replace(/[\s\-()]/g, '');

/** A phone as keyword searches match it (customers_phone_trgm indexes it): its digits and plus sign. */
const phoneDigits = sql`regexp_replace(${customers.phone}, '[^0-9+]', '', 'g')`;

/** The calling code a garage's customers' numbers are typed with or without: `+852 9123 4567` is `9123 4567`. */
export const HOME_CALLING_CODE = /^\+?852(?=\d{8}$)/;

/** A phone as customers are matched by it: its digits and plus sign (as `phoneDigits`), without the home calling code. */
export const phoneKey = (phone: string) => phone.replace(/[^0-9+]/g, '').replace(HOME_CALLING_CODE, '');

/** The customers whose phone's `phoneKey` is `key`: found on the phone's trigram index, then compared whole. */
export const customerPhoneIs = (key: string) =>
    sql`${phoneDigits} ILIKE ${likePattern(key)} AND regexp_replace(${phoneDigits}, ${HOME_CALLING_CODE.source}, '') = ${key}`;

type PointsAtCustomer = { customerId: PgColumn };

/** For a table whose records point at a customer: those whose customer's `expression` is ILIKE `pattern`. */
const customerMatches = (table: PointsAtCustomer, expression: SQL | PgColumn) => (pattern: SQL, workspaceId: SQL) =>
    sql`${table.customerId} = ANY(ARRAY(SELECT ${customers.id} FROM ${customers}
    WHERE ${customers.workspaceId} = ${workspaceId} AND ${expression} ILIKE ${pattern}))`;

/** The `customer_name` keyword of a table whose records point at a customer: that customer's name. */
export const customerNameKeyword = (table: PointsAtCustomer) => ({
    name: 'customer_name',
    match: customerMatches(table, customers.name),
});

/** The `customer_phone` keyword of a table whose records point at a customer: that customer's phone, any spacing. */
export const customerPhoneKeyword = (table: PointsAtCustomer) => ({
    name: 'customer_phone',
    match: customerMatches(table, phoneDigits),
    normalize: digitsOnly,
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
        // Given, never assumed: a tick in the staff form or on the online booking page (consent.ts).
        reminder_consent: field.boolean(),
        consent_source: field.readOnly(
            Nullable(
                Type.Enum([...CONSENT_SOURCES], {
                    'x-kind': 'enum',
                    'x-enum-namespace': 'relationship.customer.consent_source',
                    description:
                        'Where the reminder consent came from; null without consent (or given before sources were kept)',
                }),
            ),
        ),
        consent_at: field.readOnly(
            Nullable(
                Type.String({ format: 'date-time', description: 'When the reminder consent was given (null without)' }),
            ),
        ),
        marketing_consent: field.boolean(),
    },
    computed: {
        // Kept by the database as their vehicles and jobs change (migration 0016_list_sorts).
        vehicle_count: { schema: Type.Integer({ 'x-kind': 'integer' }), sql: customers.vehicleCount },
        // What their invoices still ask for (an invoiced job not yet paid in full).
        balance_cents: { schema: Type.Integer({ 'x-kind': 'money' }), sql: customers.balanceCents },
        last_visit: { schema: lastVisitSchema('their'), sql: customers.lastVisit },
    },
    sortable: ['name', 'balance_cents', 'last_visit', 'vehicle_count', 'created_at'],
    keyword: [
        'name',
        'company_name',
        'email',
        { name: 'phone', sql: phoneDigits, normalize: digitsOnly },
        {
            name: 'plate',
            match: withVehiclePlate(customers.id, vehicles.customerId),
            normalize: plateKeyword,
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
    hooks: {
        beforeWrite: ({ current, values }) => staffConsent(current, values),
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
            resource: 'motor-garage/vehicle',
            message: 'This customer still has vehicles: move or delete them first',
        },
    ],
});
