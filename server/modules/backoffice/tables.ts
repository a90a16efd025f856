import { eq, sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { PAYMENT_METHODS } from '../../../common/jobs';
import { DEFAULT_OPENING_HOURS, type WeekHours } from '../../../common/online-booking';
import { SUSPENSION_REASON_MAX_LENGTH } from '../../../common/suspension';
import { workspaceUsers } from '../../db/workspace-users';
import { Id, Nullable, Timestamp } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { accountDeclaration } from './account-resource';

/*
 * The back-office's declared resources and the tables they build. The rules that read sessions and memberships are
 * added in admins.ts, users.ts and workspaces.ts: the code of those reads these tables, so it is not imported here.
 */

export const adminRecords = defineResource({
    ...accountDeclaration('admins'),
    name: 'admin/admin',
    title: 'Admin',
    menu: { order: 10, icon: 'AdminPanelSettings' },
});

export const userRecords = defineResource({
    ...accountDeclaration('users'),
    name: 'admin/user',
    title: 'User',
    menu: { order: 20, icon: 'PersonOutline' },
});

const WORKSPACE_STATUSES = ['active', 'suspended'] as const;

const settingsText = () => field.readOnly(Type.String());

export const workspaceRecords = defineResource({
    name: 'admin/workspace',
    scope: 'platform',
    title: 'BackofficeWorkspace',
    table: 'workspaces',
    fields: {
        name: field.text({ required: true, maxLength: 100 }),
        avatar: field.image(),
        status: field.enum(WORKSPACE_STATUSES, 'admin.status', { default: 'active' }),
        suspension_reason: field.text({
            nullable: true,
            maxLength: SUSPENSION_REASON_MAX_LENGTH,
            description:
                "Why the workspace is suspended, shown to its members: required with status 'suspended' " +
                "(400 validation_failed {field: 'suspension_reason', error: 'required'}), cleared on reactivation",
        }),
        suspended_at: field.readOnly(Nullable(Timestamp)),
        owner_user_id: field.writeOnly(Id({ 'x-kind': 'reference', 'x-reference': 'admin/user' }), {
            column: null,
            required: true,
            createOnly: true,
            reference: 'admin/user',
        }),
        address: settingsText(),
        phone: settingsText(),
        email: settingsText(),
        business_registration_no: settingsText(),
        currency: settingsText(),
        tax_rate_bp: field.readOnly(Type.Integer()),
        timezone: settingsText(),
        bays: field.readOnly(Type.Integer()),
        invoice_footer: settingsText(),
        invoice_footer_zh: settingsText(),
        fps_id: settingsText(),
        whatsapp: settingsText(),
    },
    // The garage's settings (its own to edit, read only here) and the suspension's record.
    columns: {
        address: text('address').notNull().default(''),
        phone: text('phone').notNull().default(''),
        email: text('email').notNull().default(''),
        businessRegistrationNo: text('business_registration_no').notNull().default(''),
        currency: text('currency').notNull().default('HKD'),
        taxRateBp: integer('tax_rate_bp').notNull().default(0),
        timezone: text('timezone').notNull().default('Asia/Hong_Kong'),
        bays: integer('bays').notNull().default(3),
        invoiceFooter: text('invoice_footer').notNull().default(''),
        invoiceFooterZh: text('invoice_footer_zh').notNull().default(''),
        // What the printed invoice's FPS QR code pays, in its normal form (see common/fps.ts); '' when no QR is printed.
        fpsId: text('fps_id').notNull().default(''),
        /** The number customers reach the garage on by WhatsApp, as typed ('' for none); pages link to click-to-chat. */
        whatsapp: text('whatsapp').notNull().default(''),
        /** How the garage takes payment (common/jobs.ts PAYMENT_METHODS), as its customers' invoice page lists them. */
        paymentMethods: text('payment_methods', { enum: PAYMENT_METHODS })
            .array()
            .notNull()
            .default(sql`'{cash,card,fps}'::text[]`),
        /** The online booking page's address, /portal/book/<slug>: lower-case letters, digits and '-'. */
        slug: text('slug'),
        /** Whether customers may book at /portal/book/<slug> (off until the garage turns it on). */
        onlineBooking: boolean('online_booking').notNull().default(false),
        /** When customers may book online, Monday first (common/online-booking.ts): the garage's wall clock. */
        openingHours: jsonb('opening_hours').$type<WeekHours>().notNull().default(DEFAULT_OPENING_HOURS),
        /** Days the garage is closed whatever the weekday (public holidays, its own). */
        closedDates: date('closed_dates', { mode: 'string' })
            .array()
            .notNull()
            .default(sql`'{}'::date[]`),
        /** How many hours ahead an online booking must start at least. */
        bookingNoticeHours: integer('booking_notice_hours').notNull().default(2),
        /** How many days ahead customers may book online (today is day 0). */
        bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
        // When and by which platform admin the workspace was suspended (with suspension_reason); null while it is active.
        suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
        suspendedByAdminId: integer('suspended_by_admin_id').references(() => adminRecords.table.id, {
            onDelete: 'set null',
        }),
    },
    computed: {
        workspace_id: { schema: Type.Integer(), sql: ({ id }) => id },
        suspended_by: {
            schema: Nullable(Type.String({ description: 'The platform admin who suspended it' })),
            sql: ({ suspended_by_admin_id }) =>
                sql`(select ${adminRecords.table.username} from ${adminRecords.table} where ${adminRecords.table.id} = ${suspended_by_admin_id})`,
        },
        // Qualified by hand: a bare column name would bind to the inner table.
        member_count: {
            schema: Type.Integer(),
            sql: ({ id }) =>
                sql`(select count(*)::int from ${workspaceUsers} as member where member.workspace_id = ${id.table}.id)`,
        },
    },
    sortable: ['name', 'status', 'created_at'],
    defaultSort: { field: 'created_at', asc: false },
    keyword: ['name'],
    filters: {
        status: {
            schema: Type.Enum([...WORKSPACE_STATUSES]),
            where: (value: string, { status }) => eq(status, value),
        },
    },
    // The avatar index answers the public logo route (server/modules/portal/garage-face.ts).
    indexes: t => [uniqueIndex('workspaces_slug_key').on(t.slug), index('workspaces_avatar_idx').on(t.avatar)],
    menu: { order: 30, icon: 'Workspaces' },
});
