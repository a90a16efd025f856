import type { Locale } from '../../../../../common/locales';
import { WHATSAPP_TEMPLATE_PARAMETERS } from '../../../../../common/messages';
import type { WhatsappConfig } from '../../../../config-channels';
import { whatsappNumber } from '../../phone';
import { postToProvider } from './http';
import { DeliveryError, NOT_A_NUMBER, type Outgoing, type Provider } from './types';
import { whatsappReason } from './whatsapp-errors';

/** Meta's language codes for the app's languages. */
const TEMPLATE_LANGUAGE: Record<Locale, string> = { en: 'en', 'zh-hk': 'zh_HK', 'zh-cn': 'zh_CN' };

/**
 * The message's content: its kind's approved template in its language when one is configured (Meta delivers those
 * at any time), its values in the kind's parameter order; else its text (delivered only within 24 hours of the
 * customer's last message to the garage).
 */
function content(config: WhatsappConfig, { kind, locale, body, values }: Outgoing) {
    const name = config.templates[kind]?.[locale];
    if (!name) return { type: 'text', text: { body } };
    const parameters = WHATSAPP_TEMPLATE_PARAMETERS[kind].map(placeholder => ({
        type: 'text',
        // Meta refuses an empty parameter.
        text: values[placeholder] || '-',
    }));
    return {
        type: 'template',
        template: { name, language: { code: TEMPLATE_LANGUAGE[locale] }, components: [{ type: 'body', parameters }] },
    };
}

/** WhatsApp Cloud API: a message from the platform's number (`POST /{phone_number_id}/messages`). */
export const whatsappProvider =
    (config: WhatsappConfig, timeoutMs: number): Provider =>
    async message => {
        const to = whatsappNumber(message.to);
        if (!to) throw new DeliveryError(NOT_A_NUMBER, false);
        const answer = await postToProvider(
            `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
            {
                headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
                body: JSON.stringify({
                    messaging_product: 'whatsapp',
                    to,
                    ...content(config, message),
                }),
            },
            // the Graph API is the operator's (WHATSAPP_API_URL), for the platform's number and a garage's own
            { name: 'WhatsApp', timeoutMs, publicOnly: false, reasonOf: whatsappReason },
        );
        const [sent] = (answer.messages as { id?: string }[] | undefined) ?? [];
        return { providerMessageId: sent?.id ?? null };
    };
