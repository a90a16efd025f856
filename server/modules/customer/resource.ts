import { count, and, eq, sql } from 'drizzle-orm';
import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { bigNumber } from '../../db/columns';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { Nullable, Text } from '../../http/schemas';
import { CONSENT_SOURCES } from '../../../common/consent';
import { LOCALES } from '../../../common/locales';
import { staffConsent } from './consent';
import { lastVisitSchema } from '../../garage/last-visit';
import { plateKeyword, withVehiclePlate } from '../../garage/plates';

const CUSTOMER_TYPES = ['individual', 'company'] as const;

/** The garage's customers (`relationship/customer`). */
export const customerResource = defineResource({
    name: 'relationship/customer',
    permission: 'customer',
    title: 'Customer',
    table: 'customers',
    fields: {
        name: field.text({ required: true }),
        type: field.enum(CUSTOMER_TYPES, 'relationship.customer.type', { default: 'individual' }),
        company_name: field.text(),
        phone: field.phone(),
        email: field.email(),
        address: field.multiline({ maxLength: 500 }),
        preferred_locale: field.enum(LOCALES, 'common.locale', { default: 'zh-hk' }),
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
    columns: {
        consentSource: text('consent_source', { enum: CONSENT_SOURCES }),
        consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
        // Kept by triggers on jobs and vehicles (migration 0016_list_sorts), so that lists sort by them from an index.
        balanceCents: bigNumber('balance_cents').notNull().default(0),
        lastVisit: timestamp('last_visit', { withTimezone: true, mode: 'date' }),
        vehicleCount: integer('vehicle_count').notNull().default(0),
    },
    computed: {
        vehicle_count: { schema: Type.Integer({ 'x-kind': 'integer' }), sql: ({ vehicle_count }) => vehicle_count },
        // What their invoices still ask for (an invoiced job not yet paid in full).
        balance_cents: { schema: Type.Integer({ 'x-kind': 'money' }), sql: ({ balance_cents }) => balance_cents },
        last_visit: { schema: lastVisitSchema('their'), sql: ({ last_visit }) => last_visit },
    },
    sortable: ['name', 'balance_cents', 'last_visit', 'vehicle_count', 'created_at'],
    keyword: [
        'name',
        'company_name',
        'email',
        'phone',
        {
            name: 'plate',
            match: (pattern, workspaceId, { id }) => withVehiclePlate(id, 'customerId')(pattern, workspaceId),
            normalize: plateKeyword,
        },
    ],
    filters: {
        type: {
            schema: Type.Enum([...CUSTOMER_TYPES]),
            where: (value: string, { type }) => eq(type, value),
        },
        tag: {
            schema: Text({ minLength: 1, maxLength: 40 }),
            where: (value: string, { tags }) => sql`${tags} @> ARRAY[${value}]::text[]`,
        },
    },
    indexes: t => [
        index('customers_type_idx').on(t.workspaceId, t.type, t.id),
        index('customers_tags_idx').using('gin', t.tags),
    ],
    hooks: {
        beforeWrite: ({ current, values }) => staffConsent(current, values),
    },
    deleteGuards: [
        {
            count: async (tx, workspaceId, id, vehicles) => {
                const [row] = await tx
                    .select({ n: count() })
                    .from(vehicles.table)
                    .where(and(eq(vehicles.columns.workspace_id, workspaceId), eq(vehicles.columns.customer_id, id)));
                return row.n;
            },
            resource: 'motor-garage/vehicle',
            message: 'This customer still has vehicles: move or delete them first',
        },
    ],
    labels: {
        'zh-hk': {
            one: '客戶',
            many: '客戶',
            fields: {
                name: '姓名',
                type: '類型',
                company_name: '公司',
                phone: '電話',
                email: '電郵',
                address: '地址',
                preferred_locale: '慣用語言',
                notes: '備註',
                tags: '標籤',
                reminder_consent: '同意接收提示',
                consent_source: '同意來源',
                consent_at: '同意日期',
                marketing_consent: '同意接收推廣',
                vehicle_count: '車輛',
                balance_cents: '欠款',
                last_visit: '上次到訪',
            },
        },
        'zh-cn': {
            one: '客户',
            many: '客户',
            fields: {
                name: '姓名',
                type: '类型',
                company_name: '公司',
                phone: '电话',
                email: '电子邮件',
                address: '地址',
                preferred_locale: '首选语言',
                notes: '备注',
                tags: '标签',
                reminder_consent: '同意接收提醒',
                consent_source: '同意来源',
                consent_at: '同意日期',
                marketing_consent: '同意接收推广',
                vehicle_count: '车辆',
                balance_cents: '欠款',
                last_visit: '上次到访',
            },
        },
        en: {
            fields: {
                company_name: 'Company',
                preferred_locale: 'Preferred language',
                reminder_consent: 'Agrees to reminders',
                consent_source: 'Consent given by',
                consent_at: 'Consent given on',
                marketing_consent: 'Agrees to marketing',
                vehicle_count: 'Vehicles',
                balance_cents: 'Balance owed',
            },
        },
    },
    menu: { order: 40, icon: 'People' },
});
