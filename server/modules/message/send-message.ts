import { and, eq } from 'drizzle-orm';
import { SENDABLE_STATUSES, type MessageChannel, type MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { lockRecord } from '../../resources/queries';
import { updateMessage } from './delivery/claims';
import { automaticChannels } from './delivery/providers';
import { clickToChatUrl, requirePhoneNumber } from './phone';
import { assertConsent, messageResource, recipientOf } from './resource';

/** What sending asks of the app: a workspace's channels (channels/) and the delivery's queue (delivery/). */
export interface MessageSender {
    channelsOf(tx: Tx, workspaceId: number): Promise<Parameters<typeof automaticChannels>[0]>;
    enqueueMessage(workspaceId: number, messageId: number, tx?: Tx): Promise<void>;
}

const NO_CONTACT: Record<MessageChannel, [string, string] | null> = {
    email: ['customer_has_no_email', 'This customer has no e-mail address'],
    whatsapp: ['customer_has_no_phone', 'This customer has no phone number'],
    sms: ['customer_has_no_phone', 'This customer has no phone number'],
    link: null,
};

/** Channels that reach a phone: its number must be valid E.164 (a Hong Kong number may omit +852). */
const PHONE_CHANNELS: MessageChannel[] = ['whatsapp', 'sms'];

/**
 * Sends a draft (or a failed message again) in the caller's transaction: checks and claims it, and queues its job when
 * the server sends it. The channels the server sends itself (e-mail; WhatsApp and SMS when set up, by the workspace or
 * the platform) become `queued` with a delivery job, written only if the transaction commits; WhatsApp without the
 * Cloud API goes by hand through click-to-chat, and a link is handed over by hand: both `sent` at once. SMS without a
 * provider: 400.
 */
export async function sendMessage(app: MessageSender, tx: Tx, workspaceId: number, id: number) {
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
}
