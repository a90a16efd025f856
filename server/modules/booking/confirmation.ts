import { and, eq } from 'drizzle-orm';
import type { MessageChannel } from '../../../common/messages';
import { customers } from '../../db/schema';
import type { WriteContext } from '../../resources/declare';
import { normalizeValues, writeRecord } from '../../resources/write';
import { automaticChannels } from '../message/delivery/providers';
import { sendMessage, type MessageSender } from '../message/send-message';

/**
 * The channel a customer is usually written on, as the send dialog picks it: WhatsApp when they have a phone, e-mail
 * when they have only an e-mail; none without either.
 */
export const usualChannel = ({ phone, email }: { phone: string; email: string }): MessageChannel | null =>
    phone.trim() ? 'whatsapp' : email.trim() ? 'email' : null;

/**
 * "Confirm sends the confirmation": when staff move a booking from pending to confirmed, its customer
 * gets a `booking_confirmation` (the template in their language, with the booking's link) on their usual channel, in
 * the confirming transaction. Where the server sends that channel itself (e-mail; WhatsApp through the Cloud API) it
 * is queued for the delivery; WhatsApp without the Cloud API stays a draft the desk sends with one click
 * (click-to-chat). A walk-in not on file, or a customer with neither phone nor e-mail, gets none.
 */
export async function sendConfirmation({
    tx,
    tenant,
    current,
    record,
    id,
    app,
    principal,
    resolve,
    origin,
}: WriteContext & { id: number }) {
    if (!app || current?.status !== 'pending' || record.status !== 'confirmed' || !record.customer_id) return;
    const workspaceId = tenant!;
    const customerId = record.customer_id as number;
    const [customer] = await tx
        .select({ phone: customers.phone, email: customers.email })
        .from(customers)
        .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, customerId)));
    const channel = customer ? usualChannel(customer) : null;
    if (!channel) return;
    const messages = resolve('motor-garage/message');
    const values = await normalizeValues(messages, {
        kind: 'booking_confirmation',
        customer_id: customerId,
        booking_id: id,
        channel,
    });
    const draft = await writeRecord(tx, messages, { principal, tenant, values, resolve, origin, app });
    // The message plugins give every app these.
    const sender = app as typeof app & MessageSender;
    if (automaticChannels(await sender.channelsOf(tx, workspaceId)).includes(channel)) {
        await sendMessage(sender, tx, workspaceId, draft.id as number);
    }
}
