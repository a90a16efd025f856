import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { SENDABLE_STATUSES, type MessageChannel, type MessageKind } from '../../../common/messages';
import { customers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { AppError, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Nullable, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { resourcePath } from '../../resources/declare';
import { findRecord, lockRecord } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { updateMessage } from './delivery/claims';
import { SEND_MESSAGE } from './delivery/job';
import { automaticChannels } from './delivery/providers';
import { clickToChatUrl, requirePhoneNumber } from './phone';
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

const NO_CONTACT: Record<MessageChannel, [string, string] | null> = {
    email: ['customer_has_no_email', 'This customer has no e-mail address'],
    whatsapp: ['customer_has_no_phone', 'This customer has no phone number'],
    sms: ['customer_has_no_phone', 'This customer has no phone number'],
    link: null,
};

/** Channels that reach a phone: its number must be valid E.164 (a Hong Kong number may omit +852). */
const PHONE_CHANNELS: MessageChannel[] = ['whatsapp', 'sms'];

/**
 * Sends a draft (or a failed message again). The channels the server sends itself (e-mail; WhatsApp and SMS when
 * set up, by the workspace or the platform) become `queued` with a delivery job, in one transaction; WhatsApp without
 * the Cloud API goes by hand through click-to-chat, and a link is handed over by hand: both `sent` at once. SMS
 * without a provider: 400.
 */
export default async function messageSendRoutes(app: App) {
    /** Checks and claims the message, and queues its job when the server sends it, in one transaction. */
    const send = (workspaceId: number, id: number) =>
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
            const automatic = automaticChannels(await app.channelsOf(tx, workspaceId));
            const to = recipientOf(channel, customer);
            const noContact = NO_CONTACT[channel];
            if (noContact && !to) throw new AppError(400, noContact[0], noContact[1]);
            if (PHONE_CHANNELS.includes(channel)) requirePhoneNumber(to);
            if (automatic.includes(channel)) {
                // A failed message sent again forgets its last try (a late report about it must not move this one).
                const retry = { error: null, sentAt: null, providerMessageId: null };
                await updateMessage(tx, workspaceId, id, { to, status: 'queued', ...retry });
                await app.enqueueMessage(workspaceId, id, tx);
            } else if (channel === 'sms') {
                throw new AppError(400, 'channel_not_configured', 'SMS is not set up');
            } else {
                await updateMessage(tx, workspaceId, id, { to, status: 'sent', sentAt: new Date(), error: null });
            }
            const chat = channel === 'whatsapp' && !automatic.includes(channel);
            return { clickToChat: chat ? clickToChatUrl(to, String(message.body))! : null };
        });

    app.post(
        `${resourcePath(messageResource)}/:id/send`,
        {
            config: { auth: 'workspace', permission: 'message:write' },
            schema: {
                operationId: 'sendMessage',
                summary:
                    'Send a draft or a failed message (once): queued for e-mail, and for WhatsApp and SMS when set up; ' +
                    'WhatsApp otherwise by hand through click_to_chat_url',
                description:
                    'WhatsApp and SMS need the customer’s phone as a valid E.164 number (8 digits alone are a Hong ' +
                    'Kong number, +852): otherwise 400 invalid_phone and nothing changes.',
                tags: [messageResource.name],
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(Sent) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { id } = request.params;
            const { clickToChat } = await send(workspaceId, id);
            app.queue.wake(SEND_MESSAGE);
            const record = await withTenant(app.db, workspaceId, tx =>
                findRecord(tx, messageResource, workspaceId, id),
            );
            return ok(request, { ...record!, click_to_chat_url: clickToChat });
        },
    );
}
