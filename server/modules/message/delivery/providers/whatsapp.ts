import type { WhatsappConfig } from '../../../../config-channels';
import { whatsappNumber } from '../../phone';
import { postToProvider } from './http';
import type { Provider } from './types';

/** WhatsApp Cloud API: a text message from the platform's number (`POST /{phone_number_id}/messages`). */
export const whatsappProvider =
    (config: WhatsappConfig, timeoutMs: number): Provider =>
    async ({ to, body }) => {
        const answer = await postToProvider(
            `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
            {
                headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
                body: JSON.stringify({
                    messaging_product: 'whatsapp',
                    to: whatsappNumber(to),
                    type: 'text',
                    text: { body },
                }),
            },
            { timeoutMs, reasonOf: answer => (answer.error as { message?: string } | undefined)?.message },
        );
        const [message] = (answer.messages as { id?: string }[] | undefined) ?? [];
        return { providerMessageId: message?.id ?? null };
    };
