/** The platform's message channels beyond e-mail (DESIGN §14): WhatsApp Cloud API and a Twilio-compatible SMS API. */

export interface WhatsappConfig {
    /** Graph API base, e.g. https://graph.facebook.com/v21.0 */
    apiUrl: string;
    token: string;
    phoneNumberId: string;
}

export interface WhatsappWebhookConfig {
    /** Signs the webhook's deliveries (X-Hub-Signature-256); null: the webhook is off. */
    appSecret: string | null;
    /** Answers Meta's subscription handshake; null: the handshake is off. */
    verifyToken: string | null;
}

export interface SmsConfig {
    /** The provider's full Messages endpoint. */
    url: string;
    from: string;
    /** `user:secret` for HTTP basic auth. */
    token: string;
}

export interface ChannelsConfig {
    whatsapp: WhatsappConfig | null;
    whatsappWebhook: WhatsappWebhookConfig;
    sms: SmsConfig | null;
}

export type Env = Record<string, string | undefined>;
export type Fail = (message: string) => never;

export function httpUrl(env: Env, name: string, fail: Fail): string | null {
    const value = env[name];
    if (!value) return null;
    try {
        const url = new URL(value);
        if (['http:', 'https:'].includes(url.protocol)) return value.replace(/\/+$/, '');
    } catch {
        // reported below
    }
    return fail(`${name} must be an http:// or https:// URL (got "${value}")`);
}

/** Every name of the group set, or none: a half-configured channel is an error, not a silent fallback. */
export function allOrNone(env: Env, names: string[], fail: Fail): boolean {
    const set = names.filter(name => env[name]);
    if (set.length > 0 && set.length < names.length) {
        fail(`${names.join(', ')} go together: ${names.filter(name => !env[name]).join(', ')} missing`);
    }
    return set.length === names.length;
}

export function loadChannels(env: Env, fail: Fail): ChannelsConfig {
    const apiUrl = httpUrl(env, 'WHATSAPP_API_URL', fail) ?? 'https://graph.facebook.com/v21.0';
    const whatsapp = allOrNone(env, ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'], fail)
        ? { apiUrl, token: env.WHATSAPP_TOKEN!, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID! }
        : null;
    const smsUrl = httpUrl(env, 'SMS_URL', fail);
    const smsOn = allOrNone(env, ['SMS_URL', 'SMS_FROM', 'SMS_TOKEN'], fail);
    if (smsOn && !env.SMS_TOKEN!.includes(':')) fail('SMS_TOKEN must be user:secret (HTTP basic auth)');
    return {
        whatsapp,
        whatsappWebhook: {
            appSecret: env.WHATSAPP_APP_SECRET || null,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
        },
        sms: smsOn ? { url: smsUrl!, from: env.SMS_FROM!, token: env.SMS_TOKEN! } : null,
    };
}
