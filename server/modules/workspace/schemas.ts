import { Type } from 'typebox';
import type { workspaces, workspaceUsers } from '../../db/schema';
import { Nullable, Text, Timestamp } from '../../http/schemas';
import { SLUG_PATTERN } from '../../../common/online-booking';
import { PAYMENT_METHODS } from '../../../common/jobs';
import { WORKSPACE_ROLES } from '../../../common/roles';
import { BookingRulesBody, BookingRulesRecord } from './booking-rules';

export const WorkspaceSummary = Type.Object(
    {
        id: Type.Integer(),
        workspace_id: Type.Integer(),
        name: Type.String(),
        avatar: Nullable(Type.String({ format: 'uuid' })),
        status: Type.Enum(['active', 'suspended']),
        suspension_reason: Nullable(
            Type.String({ description: 'Why the platform suspended the workspace; null while it is active' }),
        ),
        suspended_at: Nullable(Timestamp),
    },
    { title: 'WorkspaceSummary' },
);

export const WorkspaceRecord = Type.Object(
    {
        ...WorkspaceSummary.properties,
        address: Type.String(),
        phone: Type.String(),
        email: Type.String(),
        business_registration_no: Type.String(),
        currency: Type.String(),
        tax_rate_bp: Type.Integer(),
        timezone: Type.String(),
        bays: Type.Integer(),
        invoice_footer: Type.String(),
        invoice_footer_zh: Type.String({
            description:
                "Printed instead of invoice_footer on a zh-hk or zh-cn customer's invoices; '' for the English one",
        }),
        fps_id: Type.String({
            description:
                "What the printed invoice's FPS QR code pays: an FPS ID (7 or 9 digits), a Hong Kong mobile number (its 8 digits) or a lower-case e-mail; '' for no QR code",
        }),
        whatsapp: Type.String({
            description: "The number customers reach the garage on by WhatsApp, as typed; '' for none",
        }),
        payment_methods: Type.Array(Type.Enum([...PAYMENT_METHODS]), {
            description: "How the garage takes payment, as its customers' invoice page lists them",
        }),
        slug: Nullable(
            Type.String({
                description: 'The online booking page is /portal/book/<slug>; null: the workspace has none',
            }),
        ),
        online_booking: Type.Boolean({ description: 'Whether customers may book online (off by default)' }),
        ...BookingRulesRecord,
        created_at: Timestamp,
        version: Type.Integer({
            minimum: 1,
            description: "The record's version (the back-office's workspace record too): see If-Match",
        }),
    },
    { title: 'Workspace' },
);

export const WorkspaceUserRecord = Type.Object(
    {
        id: Type.Integer(),
        workspace_id: Type.Integer(),
        user_id: Type.Integer(),
        role: Type.Enum([...WORKSPACE_ROLES]),
        workspace: WorkspaceSummary,
    },
    { title: 'WorkspaceUser' },
);

export const CreateWorkspaceBody = Type.Object(
    {
        name: Text({ minLength: 1, maxLength: 100 }),
        avatar: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    },
    { additionalProperties: false },
);

type WorkspaceRow = typeof workspaces.$inferSelect;

export const toWorkspaceSummary = (row: WorkspaceRow) => ({
    id: row.id,
    workspace_id: row.id,
    name: row.name,
    avatar: row.avatar,
    status: row.status,
    suspension_reason: row.suspensionReason,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
});

export const toWorkspace = (row: WorkspaceRow) => ({
    ...toWorkspaceSummary(row),
    address: row.address,
    phone: row.phone,
    email: row.email,
    business_registration_no: row.businessRegistrationNo,
    currency: row.currency,
    tax_rate_bp: row.taxRateBp,
    timezone: row.timezone,
    bays: row.bays,
    invoice_footer: row.invoiceFooter,
    invoice_footer_zh: row.invoiceFooterZh,
    fps_id: row.fpsId,
    whatsapp: row.whatsapp,
    payment_methods: row.paymentMethods,
    slug: row.slug,
    online_booking: row.onlineBooking,
    opening_hours: row.openingHours,
    closed_dates: row.closedDates,
    booking_notice_hours: row.bookingNoticeHours,
    booking_horizon_days: row.bookingHorizonDays,
    created_at: row.createdAt.toISOString(),
    version: row.version,
});

export const toWorkspaceUser = (membership: typeof workspaceUsers.$inferSelect, workspace: WorkspaceRow) => ({
    id: membership.id,
    workspace_id: membership.workspaceId,
    user_id: membership.userId,
    role: membership.role,
    workspace: toWorkspaceSummary(workspace),
});

export const UpdateWorkspaceBody = Type.Object(
    {
        name: Text({ minLength: 1, maxLength: 100 }),
        avatar: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
        address: Type.Optional(Text({ maxLength: 500 })),
        phone: Type.Optional(Text({ maxLength: 50 })),
        email: Type.Optional(Type.Union([Type.Literal(''), Text({ format: 'email', maxLength: 254 })])),
        business_registration_no: Type.Optional(Text({ maxLength: 100 })),
        currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
        tax_rate_bp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
        timezone: Type.Optional(
            Text({
                minLength: 1,
                maxLength: 64,
                description:
                    "A name PostgreSQL's pg_timezone_names lists and Intl accepts, in any case; stored as PostgreSQL spells it. " +
                    "Anything else is 400 validation_failed with {field: 'timezone', error: 'invalid_value'}",
            }),
        ),
        bays: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        invoice_footer: Type.Optional(Text({ maxLength: 2000 })),
        invoice_footer_zh: Type.Optional(Text({ maxLength: 2000 })),
        fps_id: Type.Optional(
            Text({
                maxLength: 254,
                description:
                    "An FPS ID, a Hong Kong mobile number (+852, spaces and dashes allowed) or an e-mail, stored normalized; '' for none. Anything else is 400 validation_failed with {field: 'fps_id', error: 'invalid_value'}",
            }),
        ),
        whatsapp: Type.Optional(
            Text({
                maxLength: 50,
                description:
                    "A phone number WhatsApp reaches (8 digits are a Hong Kong number; others with their country code); '' for none. Anything else is 400 validation_failed with {field: 'whatsapp', error: 'invalid_value'}",
            }),
        ),
        payment_methods: Type.Optional(
            Type.Array(Type.Enum([...PAYMENT_METHODS]), { uniqueItems: true, maxItems: PAYMENT_METHODS.length }),
        ),
        slug: Type.Optional(
            Nullable(
                Type.String({
                    pattern: SLUG_PATTERN,
                    description:
                        "The online booking page's address, /portal/book/<slug>: 3–50 lower-case letters, digits and '-', " +
                        "unique among workspaces (another's is 409 slug_taken); null for none",
                }),
            ),
        ),
        online_booking: Type.Optional(
            Type.Boolean({ description: 'Customers may book at /portal/book/<slug>; turning it on needs a slug' }),
        ),
        ...BookingRulesBody,
        version: Type.Optional(
            Type.Integer({
                minimum: 1,
                maximum: 2_147_483_647,
                description: 'The version the client read: another one is 409 stale',
            }),
        ),
    },
    { additionalProperties: false },
);
