import type { MailMessage, Mailer } from '../../../../mail';
import { NotOneAddress } from '../../../../mail';
import { garageFooterText, garageMailHtml, type MailingGarage } from './garage-mail';
import { DeliveryError, type Provider } from './types';

/** SMTP reply codes in our words (RFC 5321): what staff read instead of the mail server's own text. */
const SMTP_REASONS: Record<number, string> = {
    421: 'service not available',
    450: 'mailbox busy',
    451: 'local error at the mail server',
    452: 'mail server out of storage',
    530: 'authentication required',
    535: 'authentication failed',
    550: 'mailbox unavailable',
    551: 'user not local',
    552: 'mailbox full',
    553: 'address not accepted',
    554: 'transaction failed',
};

/** The mail server's refusal or failure in our words; an SMTP 5xx is a refusal, anything else may pass later. */
function deliveryError(error: unknown): DeliveryError {
    if (error instanceof NotOneAddress) return new DeliveryError(error.message, false);
    const { responseCode, code, message } = error as { responseCode?: number; code?: unknown; message?: string };
    const detail = String(message ?? error).slice(0, 1000);
    if (typeof responseCode === 'number') {
        const reason = SMTP_REASONS[responseCode] ?? (responseCode >= 500 ? 'refused' : 'try again later');
        const what = responseCode >= 500 ? 'refused the message' : 'failed';
        return new DeliveryError(
            `The mail server ${what} (SMTP ${responseCode}: ${reason})`,
            responseCode < 500,
            detail,
        );
    }
    const why = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? ` (${code})` : '';
    return new DeliveryError(`The mail server could not be reached${why}`, true, detail);
}

/**
 * The app's mailer (SMTP, else the outbox folder), sending for `garage`: its name in From, its address to reply to,
 * its logo and contacts around the message.
 */
export const emailProvider =
    (mailer: Mailer, garage: MailingGarage | undefined): Provider =>
    async ({ to, subject, body, locale }) => {
        const message: MailMessage = garage
            ? {
                  to,
                  subject,
                  text: body + garageFooterText(garage),
                  html: garageMailHtml(garage, body, locale),
                  onBehalfOf: { name: garage.face.name, replyTo: garage.face.email, appName: garage.appName },
              }
            : { to, subject, text: body };
        try {
            await mailer.send(message);
        } catch (error) {
            throw deliveryError(error);
        }
        return { providerMessageId: null };
    };
