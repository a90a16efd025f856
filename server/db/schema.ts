import { sql } from 'drizzle-orm';
import {
    boolean,
    date,
    foreignKey,
    index,
    integer,
    jsonb,
    pgTable,
    primaryKey,
    text,
    timestamp,
    uniqueIndex,
    uuid,
} from 'drizzle-orm/pg-core';
import { APPROVAL_METHODS, APPROVAL_STATES, LINE_APPROVALS } from '../../common/approvals';
import { ASSISTANT_FEATURES, ASSISTANT_OUTCOMES, ASSISTANT_SOURCES } from '../../common/assistant';
import { BOOKING_SOURCES, BOOKING_STATUSES } from '../../common/bookings';
import { JOB_STATUSES, LINE_KINDS, PAYMENT_METHODS } from '../../common/jobs';
import { LOCALES } from '../../common/locales';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../../common/messages';
import { NOTIFICATION_KIND_NAMES } from '../../common/notifications';
import { bigNumber, createdAt, recordStamps, updatedAt } from './columns';
import { tenantKey } from './tenant-key';
import { workspaceUsers } from './workspace-users';
import { adminRecords, userRecords, workspaceRecords } from '../modules/backoffice/tables';
import { customerResource } from '../modules/customer/resource';
import { discountResource } from '../modules/discount/resource';
import { productResource } from '../modules/product/resource';
import { serviceResource } from '../modules/service/resource';
import { supplierResource } from '../modules/supplier/resource';
import { vehicleResource } from '../modules/vehicle/resource';
import { PORTAL_PURPOSES } from '../../common/portal';

export { workspaceUsers };

// Platform tables: users, admins and workspaces (declared in server/modules/backoffice/tables.ts), their members
// (workspace-users.ts), and what belongs to them.
export const admins = adminRecords.table;
export const users = userRecords.table;
export const workspaces = workspaceRecords.table;

/** One row per signed-in token family; a workspace session hangs off the user session it was opened from. */
export const sessions = pgTable(
    'sessions',
    {
        id: uuid('id').primaryKey(),
        kind: text('kind', { enum: ['user', 'workspace', 'admin'] }).notNull(),
        parentId: uuid('parent_id'),
        userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
        adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
        workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
        createdAt: createdAt(),
        lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
        revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
        ip: text('ip'),
        userAgent: text('user_agent'),
    },
    t => [
        index('sessions_parent_idx').on(t.parentId),
        index('sessions_user_idx').on(t.userId),
        index('sessions_admin_idx').on(t.adminId),
        index('sessions_last_seen_idx').on(t.lastSeenAt),
    ],
);

export const passwordResets = pgTable(
    'password_resets',
    {
        tokenHash: text('token_hash').primaryKey(),
        userId: integer('user_id')
            .notNull()
            .references(() => users.id, { onDelete: 'cascade' }),
        expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
        usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
        createdAt: createdAt(),
    },
    t => [index('password_resets_user_idx').on(t.userId)],
);

export const assets = pgTable(
    'assets',
    {
        uuid: uuid('uuid').primaryKey(),
        workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
        uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
        uploaderAdminId: integer('uploader_admin_id').references(() => admins.id, { onDelete: 'set null' }),
        contentType: text('content_type').notNull(),
        sizeBytes: integer('size_bytes').notNull(),
        storageName: text('storage_name').notNull(),
        isPublic: boolean('is_public').notNull().default(false),
        pinned: boolean('pinned').notNull().default(false),
        global: boolean('global').notNull().default(false),
        createdAt: createdAt(),
    },
    t => [index('assets_uploader_user_idx').on(t.uploaderUserId), index('assets_workspace_idx').on(t.workspaceId)],
);

// Tenant tables: (workspace_id, id) keys, foreign keys that carry workspace_id, row-level security.

export const authGroups = pgTable(
    'auth_groups',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        id: integer('id').notNull().generatedByDefaultAsIdentity(),
        name: text('name').notNull(),
        description: text('description').notNull().default(''),
        permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
        createdAt: createdAt(),
        updatedAt: updatedAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        uniqueIndex('auth_groups_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    ],
);

export const authGroupMembers = pgTable(
    'auth_group_members',
    {
        workspaceId: integer('workspace_id').notNull(),
        authGroupId: integer('auth_group_id').notNull(),
        workspaceUserId: integer('workspace_user_id').notNull(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.authGroupId, t.workspaceUserId] }),
        foreignKey({
            columns: [t.workspaceId, t.authGroupId],
            foreignColumns: [authGroups.workspaceId, authGroups.id],
        }).onDelete('cascade'),
        foreignKey({
            columns: [t.workspaceId, t.workspaceUserId],
            foreignColumns: [workspaceUsers.workspaceId, workspaceUsers.id],
        }).onDelete('cascade'),
        index('auth_group_members_member_idx').on(t.workspaceId, t.workspaceUserId),
    ],
);

// The garage's records (declared resources: server/resources/). Keyword search indexes (pg_trgm) are in a custom
// migration, because they exist only where the extension does.

export const customers = customerResource.table;

export const vehicles = vehicleResource.table;

export const suppliers = supplierResource.table;

export const products = productResource.table;

export const services = serviceResource.table;

export const discounts = discountResource.table;

// Jobs and invoices (one row: a job becomes an invoice when invoiced). Money in cents, quantities in thousandths,
// all totals computed by the server. Trigram indexes on the numbers and the assignee's foreign key (ON DELETE SET
// NULL of one column, which drizzle cannot express) are in a custom migration.

export const jobs = pgTable(
    'jobs',
    {
        ...tenantKey(),
        number: text('number').notNull(),
        status: text('status', { enum: JOB_STATUSES }).notNull().default('quote'),
        customerId: integer('customer_id'),
        vehicleId: integer('vehicle_id'),
        /** The booking the job was converted from. */
        bookingId: integer('booking_id'),
        /** A workspace_users id (the member doing the work). */
        assigneeId: integer('assignee_id'),
        scheduledStart: timestamp('scheduled_start', { withTimezone: true, mode: 'date' }),
        scheduledEnd: timestamp('scheduled_end', { withTimezone: true, mode: 'date' }),
        mileageIn: integer('mileage_in'),
        complaint: text('complaint').notNull().default(''),
        internalNotes: text('internal_notes').notNull().default(''),
        notes: text('notes').notNull().default(''),
        discountId: integer('discount_id'),
        // The discount's name as the job was last priced (an invoice keeps the one it was invoiced with).
        discountName: text('discount_name').notNull().default(''),
        taxRateBp: integer('tax_rate_bp').notNull().default(0),
        subtotalCents: bigNumber('subtotal_cents').notNull().default(0),
        discountCents: bigNumber('discount_cents').notNull().default(0),
        taxCents: bigNumber('tax_cents').notNull().default(0),
        totalCents: bigNumber('total_cents').notNull().default(0),
        paidCents: bigNumber('paid_cents').notNull().default(0),
        balanceCents: bigNumber('balance_cents').notNull().default(0),
        invoiceNumber: text('invoice_number'),
        invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
        dueDate: date('due_date', { mode: 'string' }),
        /** Where its estimate stands with the customer (common/approvals.ts). */
        approvalState: text('approval_state', { enum: APPROVAL_STATES }).notNull().default('none'),
        ...recordStamps(),
        /**
         * When the job happens: its scheduled start, else when it was written down. A stored column, not an index on the
         * expression, so that the list's from / to are an index range under row-level security (an expression's
         * condition is only a filter there).
         */
        happensAt: timestamp('happens_at', { withTimezone: true, mode: 'date' }).generatedAlwaysAs(
            sql`coalesce(scheduled_start, created_at)`,
        ),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({ columns: [t.workspaceId, t.customerId], foreignColumns: [customers.workspaceId, customers.id] }),
        foreignKey({ columns: [t.workspaceId, t.vehicleId], foreignColumns: [vehicles.workspaceId, vehicles.id] }),
        foreignKey({ columns: [t.workspaceId, t.discountId], foreignColumns: [discounts.workspaceId, discounts.id] }),
        foreignKey({ columns: [t.workspaceId, t.bookingId], foreignColumns: [bookings.workspaceId, bookings.id] }),
        uniqueIndex('jobs_number_key').on(t.workspaceId, t.number),
        uniqueIndex('jobs_invoice_number_key')
            .on(t.workspaceId, t.invoiceNumber)
            .where(sql`${t.invoiceNumber} IS NOT NULL`),
        index('jobs_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
        index('jobs_approval_state_idx').on(t.workspaceId, t.approvalState, t.createdAt, t.id),
        index('jobs_status_idx').on(t.workspaceId, t.status, t.createdAt, t.id),
        index('jobs_customer_idx').on(t.workspaceId, t.customerId, t.createdAt, t.id),
        index('jobs_vehicle_idx').on(t.workspaceId, t.vehicleId, t.createdAt, t.id),
        // A vehicle's service history, newest first (modules/vehicle/history.ts).
        index('jobs_vehicle_history_idx').on(t.workspaceId, t.vehicleId, t.happensAt, t.id),
        index('jobs_assignee_idx').on(t.workspaceId, t.assigneeId, t.id),
        index('jobs_scheduled_start_idx').on(t.workspaceId, t.scheduledStart, t.id),
        // The list's from / to.
        index('jobs_happens_at_idx').on(t.workspaceId, t.happensAt, t.id),
        index('jobs_number_idx').on(t.workspaceId, sql`lower(${t.number})`, t.id),
        index('jobs_total_idx').on(t.workspaceId, t.totalCents, t.id),
        index('jobs_balance_idx').on(t.workspaceId, t.balanceCents, t.id),
        index('jobs_due_date_idx').on(t.workspaceId, t.dueDate, t.id),
        // Invoices by when they were issued, read from the index alone (status, total and id are in it).
        index('jobs_invoiced_at_idx')
            .on(t.workspaceId, t.invoicedAt, t.status, t.totalCents, t.id)
            .where(sql`${t.invoicedAt} IS NOT NULL`),
        // What is still owed, summed from the index alone, in total and by days past the due date (aging).
        index('jobs_unpaid_idx')
            .on(t.workspaceId, t.dueDate, t.balanceCents)
            .where(sql`${t.status} = 'invoiced'`),
        // The overdue invoices (the list's `overdue` filter): unpaid ones by due date.
        index('jobs_overdue_idx')
            .on(t.workspaceId, t.dueDate, t.id)
            .where(sql`${t.status} = 'invoiced' AND ${t.balanceCents} > 0`),
        // Lets deleting a discount check its foreign key without reading every job.
        index('jobs_discount_idx')
            .on(t.workspaceId, t.discountId)
            .where(sql`${t.discountId} IS NOT NULL`),
        // A booking becomes one job at most.
        uniqueIndex('jobs_booking_key')
            .on(t.workspaceId, t.bookingId)
            .where(sql`${t.bookingId} IS NOT NULL`),
    ],
);

// A customer's slot in the workshop. Overlapping pending, confirmed and arrived bookings may not outnumber the
// workspace's bays; a booking is at most a week long, so overlaps are found in a bounded range of start_at.
export const bookings = pgTable(
    'bookings',
    {
        ...tenantKey(),
        customerId: integer('customer_id'),
        walkInName: text('walk_in_name').notNull().default(''),
        walkInPhone: text('walk_in_phone').notNull().default(''),
        vehicleId: integer('vehicle_id'),
        plate: text('plate').notNull().default(''),
        serviceIds: integer('service_ids')
            .array()
            .notNull()
            .default(sql`'{}'::integer[]`),
        startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
        endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
        status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
        notes: text('notes').notNull().default(''),
        /** Who made it: staff, or the customer on the online booking page. */
        source: text('source', { enum: BOOKING_SOURCES }).notNull().default('staff'),
        /** The address an online booking came from (its per-address limit); null for staff's. */
        clientAddress: text('client_address'),
        ...recordStamps(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({ columns: [t.workspaceId, t.customerId], foreignColumns: [customers.workspaceId, customers.id] }),
        foreignKey({ columns: [t.workspaceId, t.vehicleId], foreignColumns: [vehicles.workspaceId, vehicles.id] }),
        index('bookings_start_at_idx').on(t.workspaceId, t.startAt, t.id),
        index('bookings_status_idx').on(t.workspaceId, t.status, t.startAt, t.id),
        index('bookings_customer_idx').on(t.workspaceId, t.customerId, t.startAt, t.id),
        index('bookings_vehicle_idx')
            .on(t.workspaceId, t.vehicleId)
            .where(sql`${t.vehicleId} IS NOT NULL`),
        index('bookings_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
        // The online booking page's limit: one address's bookings of the last hour.
        index('bookings_client_address_idx')
            .on(t.workspaceId, t.clientAddress, t.createdAt)
            .where(sql`${t.clientAddress} IS NOT NULL`),
    ],
);

export const jobLines = pgTable(
    'job_lines',
    {
        ...tenantKey(),
        jobId: integer('job_id').notNull(),
        position: integer('position').notNull(),
        kind: text('kind', { enum: LINE_KINDS }).notNull(),
        productId: integer('product_id'),
        serviceId: integer('service_id'),
        description: text('description').notNull().default(''),
        // The Chinese the printed invoice reads for a zh-hk or zh-cn customer: the part's or service's name_zh as added.
        descriptionZh: text('description_zh').notNull().default(''),
        quantityMilli: integer('quantity_milli').notNull().default(0),
        unitPriceCents: integer('unit_price_cents').notNull().default(0),
        discountCents: integer('discount_cents').notNull().default(0),
        lineTotalCents: bigNumber('line_total_cents').notNull().default(0),
        /** The customer's answer on their estimate link; null: not asked, or the line changed since. */
        approval: text('approval', { enum: LINE_APPROVALS }),
        /** The signed approval that gave `approval`. */
        approvalId: integer('approval_id'),
        /**
         * Whether the line is billed (common/approvals.ts `isBillable`): kept by the server as answers come, and read by
         * the totals, the stock an invoice takes and the statistics' triggers.
         */
        billable: boolean('billable').notNull().default(true),
        createdAt: createdAt(),
        updatedAt: updatedAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }).onDelete(
            'cascade',
        ),
        foreignKey({ columns: [t.workspaceId, t.productId], foreignColumns: [products.workspaceId, products.id] }),
        foreignKey({ columns: [t.workspaceId, t.serviceId], foreignColumns: [services.workspaceId, services.id] }),
        // A job's lines in order; the statistics' daily item figures read a job's amounts from the index alone.
        index('job_lines_job_idx').on(
            t.workspaceId,
            t.jobId,
            t.position,
            t.kind,
            t.serviceId,
            t.productId,
            t.quantityMilli,
            t.lineTotalCents,
        ),
        foreignKey({
            columns: [t.workspaceId, t.approvalId],
            foreignColumns: [jobApprovals.workspaceId, jobApprovals.id],
        }),
        index('job_lines_product_idx').on(t.workspaceId, t.productId),
        index('job_lines_service_idx').on(t.workspaceId, t.serviceId),
    ],
);

export const jobPayments = pgTable(
    'job_payments',
    {
        ...tenantKey(),
        jobId: integer('job_id').notNull(),
        amountCents: integer('amount_cents').notNull(),
        method: text('method', { enum: PAYMENT_METHODS }).notNull(),
        paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
        reference: text('reference').notNull().default(''),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }).onDelete(
            'cascade',
        ),
        index('job_payments_job_idx').on(t.workspaceId, t.jobId, t.paidAt),
        index('job_payments_paid_at_idx').on(t.workspaceId, t.paidAt, t.amountCents),
    ],
);

/**
 * A part's stock as a ledger: every change is a movement (an adjustment with its reason, or a job's invoice and
 * void), and the product's stock_milli is their sum, kept in the same transaction.
 */
export { stockMovements } from '../modules/product/stock-movements';

/** The last number given out per workspace, kind and year (server/modules/job/numbers.ts): gapless sequences. */
export const numberCounters = pgTable(
    'number_counters',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        kind: text('kind', { enum: ['job', 'invoice'] }).notNull(),
        year: integer('year').notNull(),
        last: integer('last').notNull(),
    },
    t => [primaryKey({ columns: [t.workspaceId, t.kind, t.year] })],
);

// The statistics' daily figures per workspace, kept by triggers on jobs, job_lines and job_payments in the same
// transactions as the writes (migration 0023_statistic_days): a day is the workspace's local day, a figure the sum of
// what the rows of that day add. Three tables, so that a transaction always locks them in one order (a day's money,
// then its items, then its job counts): a payment and an invoice at once never wait on each other in a circle.

/** Payments received (by paid_at) and invoices issued (by invoiced_at; invoiced or paid, not void) per day. */
export const statisticDays = pgTable(
    'statistic_days',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        day: date('day', { mode: 'string' }).notNull(),
        revenueCents: bigNumber('revenue_cents').notNull().default(0),
        invoices: bigNumber('invoices').notNull().default(0),
        invoicedCents: bigNumber('invoiced_cents').notNull().default(0),
    },
    t => [primaryKey({ columns: [t.workspaceId, t.day] })],
);

/** The invoiced service and product lines per day of their invoice, by item: the top lists. */
export const statisticItemDays = pgTable(
    'statistic_item_days',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        day: date('day', { mode: 'string' }).notNull(),
        kind: text('kind', { enum: ['service', 'product'] }).notNull(),
        itemId: integer('item_id').notNull(),
        /** How many lines: an item counts while one of its lines is on an invoice of the range, even at 0. */
        lines: bigNumber('lines').notNull().default(0),
        quantityMilli: bigNumber('quantity_milli').notNull().default(0),
        revenueCents: bigNumber('revenue_cents').notNull().default(0),
    },
    t => [primaryKey({ columns: [t.workspaceId, t.day, t.kind, t.itemId] })],
);

/** Jobs written down per day (created_at), by the status they have now. */
export const statisticJobDays = pgTable(
    'statistic_job_days',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        day: date('day', { mode: 'string' }).notNull(),
        status: text('status', { enum: JOB_STATUSES }).notNull(),
        jobs: bigNumber('jobs').notNull().default(0),
    },
    t => [primaryKey({ columns: [t.workspaceId, t.day, t.status] })],
);

/**
 * Single-purpose links a customer opens without signing in (/portal/<purpose>/<token>). Only the SHA-256 of the
 * token is kept; the public lookup by that hash is the one read across workspaces (migration 0024's policy).
 */
export const portalLinks = pgTable(
    'portal_links',
    {
        ...tenantKey(),
        tokenHash: text('token_hash').notNull(),
        purpose: text('purpose', { enum: PORTAL_PURPOSES }).notNull(),
        jobId: integer('job_id'),
        bookingId: integer('booking_id'),
        /** An `opt_out` link's customer. */
        customerId: integer('customer_id'),
        expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
        revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
        /** When the customer first opened it. */
        firstViewedAt: timestamp('first_viewed_at', { withTimezone: true, mode: 'date' }),
        /** A workspace_users id; null once that member has left. */
        createdBy: integer('created_by'),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        uniqueIndex('portal_links_token_hash_key').on(t.tokenHash),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }).onDelete(
            'cascade',
        ),
        foreignKey({
            columns: [t.workspaceId, t.bookingId],
            foreignColumns: [bookings.workspaceId, bookings.id],
        }).onDelete('cascade'),
        foreignKey({
            columns: [t.workspaceId, t.customerId],
            foreignColumns: [customers.workspaceId, customers.id],
        }).onDelete('cascade'),
        index('portal_links_job_idx').on(t.workspaceId, t.jobId),
        index('portal_links_customer_idx').on(t.workspaceId, t.customerId),
    ],
);

// A customer's signature on an estimate link: who signed, when, from where, and a hash of the estimate they saw.

export const jobApprovals = pgTable(
    'job_approvals',
    {
        ...tenantKey(),
        jobId: integer('job_id').notNull(),
        portalLinkId: integer('portal_link_id'),
        /** Signed on the link, or told to staff by phone or in person (`approve-lines`). */
        method: text('method', { enum: APPROVAL_METHODS }).notNull().default('link'),
        /** The member who recorded an answer told to them (a workspace_users id), and their name then. */
        recordedBy: integer('recorded_by'),
        recordedByName: text('recorded_by_name').notNull().default(''),
        note: text('note').notNull().default(''),
        signatureName: text('signature_name').notNull(),
        signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
        ipAddress: text('ip_address').notNull().default(''),
        userAgent: text('user_agent').notNull().default(''),
        /** SHA-256 of the estimate as the customer saw it (server/modules/portal/estimate-hash.ts). */
        estimateHash: text('estimate_hash').notNull(),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }).onDelete(
            'cascade',
        ),
        foreignKey({
            columns: [t.workspaceId, t.portalLinkId],
            foreignColumns: [portalLinks.workspaceId, portalLinks.id],
        }),
        index('job_approvals_job_idx').on(t.workspaceId, t.jobId, t.signedAt),
        // the daily reminder run's declined-work follow-ups, by the day they were signed
        index('job_approvals_signed_at_idx').on(t.workspaceId, t.signedAt),
    ],
);

// Messages to customers: a workspace's own wording of a kind's template in one language (else the default in
// server/modules/message/defaults), and every message drafted or sent (the customer's timeline).

export const messageTemplates = pgTable(
    'message_templates',
    {
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => workspaces.id, { onDelete: 'cascade' }),
        kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
        locale: text('locale', { enum: LOCALES }).notNull(),
        subject: text('subject').notNull().default(''),
        body: text('body').notNull(),
        updatedAt: updatedAt(),
    },
    t => [primaryKey({ columns: [t.workspaceId, t.kind, t.locale] })],
);

export const messages = pgTable(
    'messages',
    {
        ...tenantKey(),
        customerId: integer('customer_id').notNull(),
        vehicleId: integer('vehicle_id'),
        jobId: integer('job_id'),
        bookingId: integer('booking_id'),
        kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
        channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
        to: text('to').notNull().default(''),
        locale: text('locale', { enum: LOCALES }).notNull().default('zh-hk'),
        subject: text('subject').notNull().default(''),
        body: text('body').notNull().default(''),
        status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('draft'),
        providerMessageId: text('provider_message_id'),
        error: text('error'),
        scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }),
        sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
        /** The delivery job sending it now (server/modules/message/delivery), and since when: one sender at a time. */
        claimedBy: text('claimed_by'),
        claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
        /** The portal link its {{link}} gives (to revoke it); null when it gives none. */
        portalLinkId: integer('portal_link_id'),
        /** A workspace_users id (who drafted it); null for the server's own reminders. */
        createdBy: integer('created_by'),
        /** A reminder's day (the expiry, service or booking day it is about, the earliest of a customer's vehicle
         * reminders); null for other messages. What each reminder was about is kept in `reminder_items`. */
        dueDate: date('due_date', { mode: 'string' }),
        /** What its placeholders were filled with: an approved WhatsApp template's parameters. */
        templateValues: jsonb('template_values').$type<Record<string, string>>(),
        ...recordStamps(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        // A customer's timeline goes with them.
        foreignKey({
            columns: [t.workspaceId, t.customerId],
            foreignColumns: [customers.workspaceId, customers.id],
        }).onDelete('cascade'),
        foreignKey({ columns: [t.workspaceId, t.vehicleId], foreignColumns: [vehicles.workspaceId, vehicles.id] }),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }),
        foreignKey({ columns: [t.workspaceId, t.bookingId], foreignColumns: [bookings.workspaceId, bookings.id] }),
        index('messages_customer_idx').on(t.workspaceId, t.customerId, t.createdAt, t.id),
        index('messages_vehicle_idx').on(t.workspaceId, t.vehicleId, t.createdAt, t.id),
        index('messages_job_idx').on(t.workspaceId, t.jobId, t.createdAt, t.id),
        index('messages_booking_idx').on(t.workspaceId, t.bookingId, t.createdAt, t.id),
        index('messages_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
        index('messages_status_idx').on(t.workspaceId, t.status, t.createdAt, t.id),
        // The WhatsApp webhook finds a message by the provider's id, before it knows the workspace.
        index('messages_provider_message_id_idx').on(t.providerMessageId),
        // The delivery sweep finds the queued messages of every workspace.
        index('messages_queued_idx')
            .on(t.workspaceId, t.id)
            .where(sql`${t.status} = 'queued'`),
    ],
);

/** A workspace's reminders: the kinds switched off, the channel they go on, and the last local day they ran. */
export const reminderSettings = pgTable('reminder_settings', {
    workspaceId: integer('workspace_id')
        .primaryKey()
        .references(() => workspaces.id, { onDelete: 'cascade' }),
    disabledKinds: text('disabled_kinds', { enum: MESSAGE_KINDS })
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('whatsapp'),
    /** At most this many reminder messages a local day; the rest wait for the next day's run. */
    remindersPerDay: integer('reminders_per_day').notNull().default(50),
    lastRunDay: date('last_run_day', { mode: 'string' }),
    updatedAt: updatedAt(),
});

/**
 * What each reminder message of the daily run was about, an item a row, so that no item is reminded twice: a vehicle's
 * licence, examination, insurance or service by its calendar date, a booking by its start instant, declined work by
 * the signature's instant (`due_key`), never by a local day that moves with the workspace's zone.
 */
export const reminderItems = pgTable(
    'reminder_items',
    {
        ...tenantKey(),
        kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
        customerId: integer('customer_id').notNull(),
        vehicleId: integer('vehicle_id'),
        bookingId: integer('booking_id'),
        jobId: integer('job_id'),
        dueKey: text('due_key').notNull(),
        /** The day it is about (for a booking, its local day when reminded). */
        dueDate: date('due_date', { mode: 'string' }).notNull(),
        /** The message it went in; null once a draft was deleted (the item still counts as reminded). */
        messageId: integer('message_id'),
        /** The run's local day. */
        madeOn: date('made_on', { mode: 'string' }).notNull(),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({
            columns: [t.workspaceId, t.customerId],
            foreignColumns: [customers.workspaceId, customers.id],
        }).onDelete('cascade'),
        foreignKey({
            columns: [t.workspaceId, t.vehicleId],
            foreignColumns: [vehicles.workspaceId, vehicles.id],
        }).onDelete('cascade'),
        foreignKey({
            columns: [t.workspaceId, t.bookingId],
            foreignColumns: [bookings.workspaceId, bookings.id],
        }).onDelete('cascade'),
        foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }).onDelete(
            'cascade',
        ),
        // The message foreign key (ON DELETE SET NULL of message_id alone) is written in migration 0036.
        uniqueIndex('reminder_items_key').on(
            t.workspaceId,
            t.kind,
            sql`coalesce(${t.bookingId}, ${t.jobId}, ${t.vehicleId})`,
            t.dueKey,
        ),
        index('reminder_items_due_idx').on(t.workspaceId, t.dueDate),
        index('reminder_items_message_idx').on(t.workspaceId, t.messageId),
        index('reminder_items_made_on_idx').on(t.workspaceId, t.madeOn),
    ],
);

/**
 * Every call to the assistant: who, what, which assistant answered, how it ended, how long it took and
 * what the model counted. A workspace's calls of the day are its quota. `prompt` only with AI_LOG_PROMPTS=true.
 */
export const assistantCalls = pgTable(
    'assistant_calls',
    {
        ...tenantKey(),
        userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
        feature: text('feature', { enum: ASSISTANT_FEATURES }).notNull(),
        source: text('source', { enum: ASSISTANT_SOURCES }),
        outcome: text('outcome', { enum: ASSISTANT_OUTCOMES }).notNull().default('pending'),
        latencyMs: integer('latency_ms'),
        promptTokens: integer('prompt_tokens'),
        completionTokens: integer('completion_tokens'),
        error: text('error'),
        prompt: jsonb('prompt'),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        // The day's quota: a range of one workspace's calls by time.
        index('assistant_calls_created_at_idx').on(t.workspaceId, t.createdAt),
    ],
);

/**
 * The parts a service usually needs (the pads of a brake job), for the assistant's job draft to bring: for every car,
 * or for one make (and model, matched as the start of the vehicle's). Gone with its service or its part.
 */
export const serviceUsualParts = pgTable(
    'service_usual_parts',
    {
        ...tenantKey(),
        serviceId: integer('service_id').notNull(),
        productId: integer('product_id').notNull(),
        quantityMilli: integer('quantity_milli').notNull().default(1000),
        /** '' for every make; otherwise compared without case. */
        make: text('make').notNull().default(''),
        /** '' for every model of the make. */
        model: text('model').notNull().default(''),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({
            columns: [t.workspaceId, t.serviceId],
            foreignColumns: [services.workspaceId, services.id],
        }).onDelete('cascade'),
        foreignKey({
            columns: [t.workspaceId, t.productId],
            foreignColumns: [products.workspaceId, products.id],
        }).onDelete('cascade'),
        index('service_usual_parts_service_idx').on(t.workspaceId, t.serviceId),
        index('service_usual_parts_product_idx').on(t.workspaceId, t.productId),
    ],
);

/** A workspace's own OpenAI-compatible model; its API key sealed (server/crypto/secret-box.ts). */
export const assistantSettings = pgTable('assistant_settings', {
    workspaceId: integer('workspace_id')
        .primaryKey()
        .references(() => workspaces.id, { onDelete: 'cascade' }),
    baseUrl: text('base_url'),
    model: text('model'),
    apiKeySealed: text('api_key_sealed'),
    updatedAt: updatedAt(),
});

/**
 * A workspace's own WhatsApp Cloud API number and SMS account, in place of the platform's; their
 * tokens sealed (server/crypto/secret-box.ts). `whatsapp_templates`: each message kind's approved template at Meta.
 */
export const messageChannelSettings = pgTable('message_channel_settings', {
    workspaceId: integer('workspace_id')
        .primaryKey()
        .references(() => workspaces.id, { onDelete: 'cascade' }),
    whatsappPhoneNumberId: text('whatsapp_phone_number_id'),
    whatsappTokenSealed: text('whatsapp_token_sealed'),
    whatsappTemplates: jsonb('whatsapp_templates').$type<Record<string, string>>().notNull().default({}),
    smsUrl: text('sms_url'),
    smsFrom: text('sms_from'),
    smsTokenSealed: text('sms_token_sealed'),
    updatedAt: updatedAt(),
});

/**
 * What staff are told of: one row per member told, each read on its own. `title_key` and `args` are
 * the web app's translation of the title; `resource` and `record_id` what it opens.
 */
export const notifications = pgTable(
    'notifications',
    {
        ...tenantKey(),
        /** The workspace_users id told. */
        memberId: integer('member_id'),
        kind: text('kind', { enum: NOTIFICATION_KIND_NAMES as [string, ...string[]] }).notNull(),
        resource: text('resource').notNull(),
        recordId: integer('record_id').notNull(),
        titleKey: text('title_key').notNull(),
        args: jsonb('args').$type<Record<string, string | number>>().notNull().default({}),
        readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
        createdAt: createdAt(),
    },
    t => [
        primaryKey({ columns: [t.workspaceId, t.id] }),
        foreignKey({
            columns: [t.workspaceId, t.memberId],
            foreignColumns: [workspaceUsers.workspaceId, workspaceUsers.id],
        }).onDelete('cascade'),
        // A member's notifications, newest first, and their unread count.
        index('notifications_member_idx').on(t.workspaceId, t.memberId, t.createdAt, t.id),
        index('notifications_unread_idx')
            .on(t.workspaceId, t.memberId)
            .where(sql`${t.readAt} IS NULL`),
    ],
);
