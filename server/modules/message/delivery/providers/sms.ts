import type { SmsConfig } from '../../../../config-channels';
import { whatsappNumber } from '../../phone';
import { postToProvider } from './http';
import type { Provider } from './types';

/** A Twilio-compatible Messages endpoint: form-encoded To, From, Body with HTTP basic auth; answers the `sid`. */
export const smsProvider =
    (config: SmsConfig, timeoutMs: number): Provider =>
    async ({ to, body }) => {
        const answer = await postToProvider(
            config.url,
            {
                headers: {
                    authorization: `Basic ${Buffer.from(config.token).toString('base64')}`,
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({ To: `+${whatsappNumber(to)}`, From: config.from, Body: body }).toString(),
            },
            { timeoutMs, reasonOf: answer => answer.message },
        );
        return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
    };
