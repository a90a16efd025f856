import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { DEFAULT_OPENING_HOURS, type WeekHours } from '../../common/online-booking';
import { recordStamps } from './columns';

// Platform tables: not scoped to one workspace.

/** Users and platform admins are separate tables of the same shape. */
const accountColumns = () => ({
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    avatar: uuid('avatar'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
        .notNull()
        .default('active'),
    ...recordStamps(),
});

export const users = pgTable('users', accountColumns(), t => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_display_name_idx').on(sql`lower(${t.displayName})`, t.id),
    index('users_status_idx').on(t.status, t.id),
]);

export const admins = pgTable('admins', accountColumns(), t => [
    uniqueIndex('admins_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`),
    index('admins_created_at_idx').on(t.createdAt, t.id),
    index('admins_display_name_idx').on(sql`lower(${t.displayName})`, t.id),
    index('admins_status_idx').on(t.status, t.id),
]);

export const workspaces = pgTable(
    'workspaces',
    {
        id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
        name: text('name').notNull(),
        avatar: uuid('avatar'),
        status: text('status', { enum: ['active', 'suspended'] })
            .notNull()
            .default('active'),
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
        // Why, when and by which platform admin the workspace was suspended; all null while it is active.
        suspensionReason: text('suspension_reason'),
        suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
        suspendedByAdminId: integer('suspended_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
        ...recordStamps(),
    },
    t => [
        index('workspaces_name_idx').on(sql`lower(${t.name})`, t.id),
        index('workspaces_status_idx').on(t.status, t.id),
        index('workspaces_created_at_idx').on(t.createdAt, t.id),
        uniqueIndex('workspaces_slug_key').on(t.slug),
    ],
);
