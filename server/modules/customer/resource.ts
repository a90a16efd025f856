import { count, and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { customers, vehicles } from '../../db/schema';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { Nullable, Text } from '../../http/schemas';
import { CONSENT_SOURCES } from '../../../common/consent';
import { staffConsent } from './consent';
import { digitsOnly, phoneDigits } from '../../garage/customers';
import { lastVisitSchema } from '../../garage/last-visit';
import { plateKeyword, withVehiclePlate } from '../../garage/plates';

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
        reminder_consent: field.boolean({ default: false }),
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
        marketing_consent: field.boolean({ default: false }),
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
            message: 'This customer still has vehicles: move or delete them first',
        },
    ],
});
