/** What a provider is handed: the message as it was claimed for sending. */
export interface Outgoing {
    to: string;
    subject: string;
    body: string;
}

/** A provider's answer: its id for the message (what its status webhooks name), when it gives one. */
export interface Accepted {
    providerMessageId: string | null;
}

export type Provider = (message: Outgoing) => Promise<Accepted>;

/** A refusal or a failure to reach the provider; `retryable` when trying again later may help. */
export class DeliveryError extends Error {
    constructor(
        message: string,
        readonly retryable: boolean,
    ) {
        super(message);
    }
}

export const PROVIDER_TIMEOUT_MS = 10_000;
