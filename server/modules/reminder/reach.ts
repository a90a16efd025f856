import type { MessageChannel } from '../../../common/messages';
import { FALLBACK_CHANNELS, type ReminderChannel } from '../../../common/reminders';
import { e164Digits } from '../../../common/phone';
import { recipientOf } from '../message/resource';

/** How a customer's reminders go: on a channel, to an address, by themselves (`queued`) or by hand (`draft`). */
export interface Reach {
    channel: ReminderChannel;
    to: string;
    status: 'queued' | 'draft';
}

/** The customer's address on a channel: their e-mail, or a phone WhatsApp and SMS can reach (a valid number). */
const addressOn = (channel: ReminderChannel, customer: { email: string; phone: string }) => {
    const to = recipientOf(channel, customer);
    return channel === 'email' || e164Digits(to) ? to : '';
};

/**
 * The first of the preferred channel, WhatsApp, SMS and e-mail that reaches the customer by itself (an address for it,
 * and a channel the server sends on: `automatic`); else a WhatsApp draft to send by hand when they have a valid phone
 * number; else null (no contact it can use).
 */
export function reachOf(
    customer: { email: string; phone: string },
    preferred: ReminderChannel,
    automatic: readonly MessageChannel[],
): Reach | null {
    for (const channel of new Set([preferred, ...FALLBACK_CHANNELS])) {
        const to = addressOn(channel, customer);
        if (to && automatic.includes(channel)) return { channel, to, status: 'queued' };
    }
    const phone = addressOn('whatsapp', customer);
    return phone ? { channel: 'whatsapp', to: phone, status: 'draft' } : null;
}

/** Each customer's reach, by id. */
export const reachByCustomer = (
    customers: Iterable<{ id: number; email: string; phone: string }>,
    preferred: ReminderChannel,
    automatic: readonly MessageChannel[],
) => new Map([...customers].map(customer => [customer.id, reachOf(customer, preferred, automatic)]));
