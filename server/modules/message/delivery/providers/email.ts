import type { Mailer } from '../../../../mail';
import { DeliveryError, type Provider } from './types';

/** The app's mailer (SMTP, else the outbox folder). An SMTP 5xx answer is a refusal; anything else may pass later. */
export const emailProvider =
    (mailer: Mailer): Provider =>
    async ({ to, subject, body }) => {
        try {
            await mailer.send({ to, subject, text: body });
        } catch (error) {
            const code = (error as { responseCode?: number }).responseCode;
            throw new DeliveryError((error as Error).message, !(code && code >= 500));
        }
        return { providerMessageId: null };
    };
