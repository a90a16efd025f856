import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { SENDABLE_STATUSES, type MessageChannel, type MessageKind } from '../../../common/messages';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { customers, messages } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { AppError, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Nullable, Ok, responses } from '../../http/schemas';
import { configuredMailer } from '../../mail';
import { requirePrincipal } from '../../plugins/auth';
import { resourcePath } from '../../resources/declare';
import { findRecord, lockRecord } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { phoneKey } from '../customer/resource';
import { assertConsent, messageResource, recipientOf } from './resource';

const Sent = Type.Object(
    {
        ...detailSchema(messageResource).properties,
        click_to_chat_url: Nullable(
            Type.String({ description: 'WhatsApp by hand: the link that opens the chat with the message typed in' }),
        ),
    },
    { title: 'SentMessage' },
);

/** A phone as WhatsApp wants it: E.164 digits, Hong Kong's 8-digit numbers with 852. */
export const whatsappNumber = (phone: string) => {
    const local = phoneKey(phone).replace(/^\+/, '');
    return /^\d{8}$/.test(local) ? `852${local}` : local;
};

export const clickToChatUrl = (phone: string, body: string) =>
    `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(body)}`;

const NO_CONTACT: Record<MessageChannel, [string, string] | null> = {
    email: ['customer_has_no_email', 'This customer has no e-mail address'],
    whatsapp: ['customer_has_no_phone', 'This customer has no phone number'],
    sms: ['customer_has_no_phone', 'This customer has no phone number'],
    link: null,
};

const setStatus = (tx: Tx, workspaceId: number, id: number, values: Partial<typeof messages.$inferInsert>) =>
    tx
        .update(messages)
        .set({ ...values, updatedAt: new Date(), version: sql`${messages.version} + 1` })
        .where(and(eq(messages.workspaceId, workspaceId), eq(messages.id, id)));

/**
 * Sends a draft: e-mail through the mailer (SMTP, else the outbox); WhatsApp by hand through click-to-chat (the
 * Cloud API comes with delivery on pg-boss); a link is handed over by hand. Once only: 409 `already_sent`.
 */
export default async function messageSendRoutes(app: App, options: { config: Config }) {
    const mailer = configuredMailer(options.config, app.log);
    app.addHook('onClose', async () => mailer.close());

    /** Checks and claims the message (queued for e-mail, sent for what goes by hand), in one transaction. */
    const claim = (workspaceId: number, id: number) =>
        withTenant(app.db, workspaceId, async tx => {
            const message = await lockRecord(tx, messageResource, workspaceId, id);
            if (!message) throw notFound();
            if (!SENDABLE_STATUSES.includes(message.status as never))
                throw conflict('already_sent', 'This message was already sent');
            const [customer] = await tx
                .select()
                .from(customers)
                .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, message.customer_id as number)));
            assertConsent(message.kind as MessageKind, customer);
            const channel = message.channel as MessageChannel;
            const to = recipientOf(channel, customer);
            const noContact = NO_CONTACT[channel];
            if (noContact && !to) throw new AppError(400, noContact[0], noContact[1]);
            if (channel === 'sms') throw new AppError(400, 'channel_not_configured', 'SMS is not set up');
            const byHand = channel !== 'email';
            await setStatus(
                tx,
                workspaceId,
                id,
                byHand ? { to, status: 'sent', sentAt: new Date() } : { to, status: 'queued' },
            );
            return { channel, to, subject: String(message.subject), body: String(message.body) };
        });

    app.post(
        `${resourcePath(messageResource)}/:id/send`,
        {
            config: { auth: 'workspace', permission: 'message:write' },
            schema: {
                operationId: 'sendMessage',
                summary: 'Send a draft (once): e-mail now, WhatsApp by hand through click_to_chat_url',
                tags: [messageResource.name],
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(Sent) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { id } = request.params;
            const message = await claim(workspaceId, id);
            if (message.channel === 'email') {
                const outcome = await mailer
                    .send({ to: message.to, subject: message.subject, text: message.body })
                    .then(
                        () => ({ status: 'sent' as const, sentAt: new Date(), error: null }),
                        (error: Error) => ({ status: 'failed' as const, error: error.message.slice(0, 500) }),
                    );
                await withTenant(app.db, workspaceId, tx => setStatus(tx, workspaceId, id, outcome));
            }
            const record = await withTenant(app.db, workspaceId, tx =>
                findRecord(tx, messageResource, workspaceId, id),
            );
            const chat = message.channel === 'whatsapp' ? clickToChatUrl(message.to, message.body) : null;
            return ok(request, { ...record!, click_to_chat_url: chat });
        },
    );
}
