/** The platform's message channels beyond e-mail (docs/messages.md): WhatsApp Cloud API and Twilio-compatible SMS. */
import { LOCALES, type Locale } from '../common/locales';
import { MESSAGE_KINDS, type MessageKind } from '../common/messages';

/** The approved WhatsApp template of each kind and language that has one (`WHATSAPP_TEMPLATES`). */
export type WhatsappTemplates = Partial<Record<MessageKind, Partial<Record<Locale, string>>>>;

export interface WhatsappConfig {
    /** Graph API base, e.g. https://graph.facebook.com/v21.0 */
    apiUrl: string;
    token: string;
    phoneNumberId: string;
    templates: WhatsappTemplates;
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
    /**
     * Under the endpoint rule (https, public addresses only, checked at each connection): a workspace's own account
     * unless ALLOW_PRIVATE_ENDPOINTS; false for the platform's, which the operator set.
     */
    publicOnly: boolean;
}

export interface ChannelsConfig {
    whatsapp: WhatsappConfig | null;
    /** The Graph API base a workspace's own WhatsApp number is reached through too (WHATSAPP_API_URL). */
    whatsappApiUrl: string;
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

/** How Meta names a message template. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/**
 * `WHATSAPP_TEMPLATES`: JSON, each kind to its template's name (one name, translated for every language at Meta) or to a
 * name per language: `{"invoice": "invoice_link", "booking_reminder": {"en": "booking_reminder", "zh-hk": "booking_hk"}}`.
 */
function whatsappTemplates(env: Env, fail: Fail): WhatsappTemplates {
    const raw = env.WHATSAPP_TEMPLATES;
    if (!raw) return {};
    let parsed: unknown;
    try {
        parsed = JSON.parse(raw);
    } catch {
        return fail('WHATSAPP_TEMPLATES must be JSON: {"<message kind>": "<template name>" or {"<locale>": "<name>"}}');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return fail('WHATSAPP_TEMPLATES must be an object');
    const templates: WhatsappTemplates = {};
    for (const [kind, names] of Object.entries(parsed)) {
        if (!(MESSAGE_KINDS as readonly string[]).includes(kind))
            fail(`WHATSAPP_TEMPLATES: "${kind}" is not a message kind (${MESSAGE_KINDS.join(', ')})`);
        const byLocale: [string, unknown][] =
            typeof names === 'string' ? LOCALES.map(locale => [locale, names]) : Object.entries(names ?? {});
        for (const [locale, name] of byLocale) {
            if (!(LOCALES as readonly string[]).includes(locale))
                fail(`WHATSAPP_TEMPLATES: "${locale}" (under ${kind}) is not a language (${LOCALES.join(', ')})`);
            if (typeof name !== 'string' || !TEMPLATE_NAME.test(name))
                fail(`WHATSAPP_TEMPLATES: the ${kind} template's name must be lower case letters, digits and _`);
        }
        templates[kind as MessageKind] = Object.fromEntries(byLocale) as Partial<Record<Locale, string>>;
    }
    return templates;
}

export function loadChannels(env: Env, fail: Fail): ChannelsConfig {
    const apiUrl = httpUrl(env, 'WHATSAPP_API_URL', fail) ?? 'https://graph.facebook.com/v21.0';
    const templates = whatsappTemplates(env, fail);
    const whatsapp = allOrNone(env, ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'], fail)
        ? { apiUrl, token: env.WHATSAPP_TOKEN!, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!, templates }
        : null;
    if (!whatsapp && Object.keys(templates).length)
        fail('WHATSAPP_TEMPLATES needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
    const smsUrl = httpUrl(env, 'SMS_URL', fail);
    const smsOn = allOrNone(env, ['SMS_URL', 'SMS_FROM', 'SMS_TOKEN'], fail);
    if (smsOn && !env.SMS_TOKEN!.includes(':')) fail('SMS_TOKEN must be user:secret (HTTP basic auth)');
    return {
        whatsapp,
        whatsappApiUrl: apiUrl,
        whatsappWebhook: {
            appSecret: env.WHATSAPP_APP_SECRET || null,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
        },
        sms: smsOn ? { url: smsUrl!, from: env.SMS_FROM!, token: env.SMS_TOKEN!, publicOnly: false } : null,
    };
}
