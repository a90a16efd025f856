import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { type Locale } from '../../../common/locales';
import {
    MESSAGE_KIND_NEEDS,
    MESSAGE_KINDS,
    MESSAGE_STATUSES,
    REMINDER_KINDS,
    TEMPLATE_BODY_MAX_LENGTH,
    TEMPLATE_SUBJECT_MAX_LENGTH,
    type MessageChannel,
    type MessageKind,
} from '../../../common/messages';
import { messages, users, workspaceUsers } from '../../db/schema';
import { AppError, conflict, invalid } from '../../http/errors';
import { Id, Nullable, Timestamp } from '../../http/schemas';
import { defineResource, type WriteContext } from '../../resources/declare';
import { field } from '../../resources/fields';
import { composeMessage } from './compose';
import { loadMessageContext, type MessageContext } from './context';

const createOnly = (definition: ReturnType<typeof field.text>) => ({ ...definition, createOnly: true });
const readOnlyText = () => field.readOnly(Nullable(Type.String()));

/** Where a message on `channel` goes for this customer: their e-mail, or their phone ('' when they have none). */
export const recipientOf = (channel: MessageChannel, customer: { email: string; phone: string }) =>
    channel === 'email' ? customer.email : channel === 'link' ? '' : customer.phone;

/** Reminders go only to customers who agreed to them: 409 `no_reminder_consent`. */
export function assertConsent(kind: MessageKind, customer: { reminderConsent: boolean }) {
    if (REMINDER_KINDS.includes(kind) && !customer.reminderConsent)
        throw conflict('no_reminder_consent', 'This customer does not want reminders', 'customer_id');
}

/** A new draft: the record it is about named, consent checked, its wording the template filled in. */
async function draft({ tx, tenant, principal, record, values, origin }: WriteContext) {
    const kind = record.kind as MessageKind;
    const needs = MESSAGE_KIND_NEEDS[kind];
    if (!record[needs]) throw invalid(needs, 'required', `A ${kind} message names its ${needs}`);
    const context: MessageContext = await loadMessageContext(tx, tenant!, record as never);
    assertConsent(kind, context.customer);
    const locale = (record.locale ?? context.customer.preferredLocale) as Locale;
    const by = principal.kind === 'workspace' ? principal.membershipId : null;
    const composed = await composeMessage(tx, kind, context, { locale, by, origin });
    values.locale = locale;
    values.subject ??= composed.subject;
    values.body ??= composed.body;
    values.to = recipientOf(record.channel as MessageChannel, context.customer);
    values.created_by = by;
    // A job's or booking's message shows on its vehicle's page too.
    values.vehicle_id ??= context.vehicle?.id ?? null;
    values.portal_link_id = composed.portalLinkId;
    values.template_values = composed.values;
}

/** Messages to customers: drafts (editable until sent), and the customer's timeline of what was sent. */
export const messageResource = defineResource({
    name: 'motor-garage/message',
    permission: 'message',
    title: 'Message',
    table: messages,
    fields: {
        kind: createOnly(field.enum(messages.kind, 'motor-garage.message.kind', { required: true })),
        customer_id: createOnly(field.reference('relationship/customer', { required: true })),
        vehicle_id: createOnly(field.reference('motor-garage/vehicle')),
        job_id: createOnly(field.reference('motor-garage/invoice')),
        booking_id: createOnly(field.reference('motor-garage/booking')),
        channel: field.enum(messages.channel, 'motor-garage.message.channel', { required: true }),
        // Its default is the customer's language, not the column's.
        locale: { ...field.enum(messages.locale, 'common.locale'), hookDefault: true },
        subject: field.text({ maxLength: TEMPLATE_SUBJECT_MAX_LENGTH }),
        body: field.multiline({ maxLength: TEMPLATE_BODY_MAX_LENGTH }),
        to: field.readOnly(Type.String()),
        status: field.readOnly(Type.Enum([...MESSAGE_STATUSES], { 'x-enum-namespace': 'motor-garage.message.status' })),
        provider_message_id: readOnlyText(),
        error: readOnlyText(),
        scheduled_for: field.readOnly(Nullable(Timestamp)),
        sent_at: field.readOnly(Nullable(Timestamp)),
        created_by: field.readOnly(Nullable(Type.Integer())),
        due_date: field.readOnly(
            Nullable(
                Type.String({ format: 'date', 'x-kind': 'date', description: "A reminder's day; null otherwise" }),
            ),
        ),
        template_values: field.readOnly(
            Nullable(
                Type.Record(Type.String(), Type.String(), {
                    description:
                        'What its placeholders were filled with when drafted: the parameters of an approved WhatsApp template',
                }),
            ),
        ),
        portal_link_id: field.readOnly(
            Nullable(
                Type.Integer({ description: "The invoice link its {{link}} gives: revoke it with the job's share" }),
            ),
        ),
    },
    computed: {
        created_by_name: {
            schema: Nullable(Type.String({ description: 'Who wrote it: the member’s display name (else username)' })),
            sql: sql`(SELECT coalesce(nullif(${users.displayName}, ''), ${users.username}) FROM ${workspaceUsers}
                JOIN ${users} ON ${users.id} = ${workspaceUsers.userId}
                WHERE ${workspaceUsers.workspaceId} = ${messages.workspaceId} AND ${workspaceUsers.id} = ${messages.createdBy})`,
        },
    },
    sortable: ['created_at', 'sent_at', 'status', 'kind'],
    defaultSort: { field: 'created_at', asc: false },
    keyword: ['body', 'to'],
    filters: {
        customer_id: {
            schema: Id({ 'x-reference': 'relationship/customer' }),
            where: (v: number) => eq(messages.customerId, v),
        },
        vehicle_id: {
            schema: Id({ 'x-reference': 'motor-garage/vehicle' }),
            where: (v: number) => eq(messages.vehicleId, v),
        },
        job_id: { schema: Id({ 'x-reference': 'motor-garage/invoice' }), where: (v: number) => eq(messages.jobId, v) },
        booking_id: {
            schema: Id({ 'x-reference': 'motor-garage/booking' }),
            where: (v: number) => eq(messages.bookingId, v),
        },
        kind: { schema: Type.Enum([...MESSAGE_KINDS]), where: (v: string) => eq(messages.kind, v as MessageKind) },
        status: { schema: Type.Enum([...MESSAGE_STATUSES]), where: (v: string) => eq(messages.status, v as 'draft') },
        reminder: {
            schema: Type.Boolean({ description: 'true: the reminders the daily run made (those with a due_date)' }),
            where: (v: boolean) => (v ? isNotNull(messages.dueDate) : isNull(messages.dueDate)),
        },
    },
    hooks: {
        beforeWrite: async context => {
            if (!context.current) return draft(context);
            if (context.current.status !== 'draft')
                throw new AppError(409, 'message_not_draft', 'This message was sent: it can no longer change');
        },
        beforeDelete: ({ current }) => {
            if (current.status !== 'draft')
                throw new AppError(409, 'message_not_draft', 'This message was sent: it stays on the timeline');
        },
    },
    menu: { order: 80, icon: 'Chat' },
});
