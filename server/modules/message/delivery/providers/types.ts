import type { Locale } from '../../../../../common/locales';
import type { MessageKind } from '../../../../../common/messages';
import type { PlaceholderValues } from '../../placeholders';

/** What a provider is handed: the message as it was claimed for sending. */
export interface Outgoing {
    kind: MessageKind;
    locale: Locale;
    to: string;
    subject: string;
    body: string;
    /** What its placeholders were filled with (none for a message drafted before they were kept). */
    values: PlaceholderValues;
}

/** A provider's answer: its id for the message (what its status webhooks name), when it gives one. */
export interface Accepted {
    providerMessageId: string | null;
}

export type Provider = (message: Outgoing) => Promise<Accepted>;

/**
 * A refusal or a failure to reach the provider; `retryable` when trying again later may help. Its message is ours —
 * what staff read on the message: the provider's status and a short reason from a fixed list, never its own text,
 * which `detail` keeps for the server log.
 */
export class DeliveryError extends Error {
    constructor(
        message: string,
        readonly retryable: boolean,
        readonly detail: string | null = null,
    ) {
        super(message);
    }
}

export const PROVIDER_TIMEOUT_MS = 10_000;

/** Why a message to a phone went nowhere: its number is not one WhatsApp or SMS can take. */
export const NOT_A_NUMBER = "The customer's phone is not a valid international number";
