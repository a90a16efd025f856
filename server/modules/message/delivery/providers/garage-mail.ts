import { telHref } from '../../../../../common/phone';
import type { Locale } from '../../../../../common/locales';
import type { GarageFace } from '../../../portal/garage-face';

/** What a customer's e-mail says of the garage that sends it, and of the platform, small. */
export interface MailingGarage {
    face: GarageFace;
    appName: string;
    /** The server's public address (PUBLIC_URL): the logo is linked from it; without one the mail has no logo. */
    origin: string | null;
}

const POWERED_BY: Record<Locale, (app: string) => string> = {
    en: app => `Powered by ${app}`,
    'zh-hk': app => `由 ${app} 提供`,
    'zh-cn': app => `由 ${app} 提供`,
};

const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
/** The message's text as HTML: escaped, its links clickable, its lines kept. */
const bodyHtml = (text: string) =>
    escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, url => `<a href="${url}">${url}</a>`);

/** The garage's contact lines under the message text: address, phone and WhatsApp. */
export function garageFooterText({ face }: MailingGarage) {
    const lines = [face.name, face.address, face.phone, face.whatsapp_url && `WhatsApp: ${face.whatsapp_url}`];
    return `\n\n--\n${lines.filter(Boolean).join('\n')}`;
}

/** The message as an HTML e-mail: the garage's logo and name on top, its contacts below, the platform's name small. */
export function garageMailHtml(garage: MailingGarage, text: string, locale: Locale) {
    const { face } = garage;
    const logo =
        face.logo_url && garage.origin
            ? `<img src="${escapeHtml(garage.origin + face.logo_url)}" alt="" height="48" style="max-height:48px;vertical-align:middle;margin-right:12px">`
            : '';
    const contacts = [
        face.phone && `<a href="${escapeHtml(telHref(face.phone))}">${escapeHtml(face.phone)}</a>`,
        face.whatsapp_url && `<a href="${escapeHtml(face.whatsapp_url)}">WhatsApp</a>`,
        face.address && escapeHtml(face.address),
    ].filter(Boolean);
    return [
        '<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#111">',
        '<div style="max-width:560px;margin:0 auto">',
        `<p style="margin:0 0 16px;font-size:18px;font-weight:700">${logo}${escapeHtml(face.name)}</p>`,
        `<div style="white-space:pre-line;font-size:15px;line-height:1.5">${bodyHtml(text)}</div>`,
        '<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px">',
        `<p style="margin:0;font-size:14px;line-height:1.6"><strong>${escapeHtml(face.name)}</strong><br>${contacts.join('<br>')}</p>`,
        `<p style="margin:16px 0 0;font-size:12px;color:#595959">${escapeHtml(POWERED_BY[locale](garage.appName))}</p>`,
        '</div></body></html>',
    ].join('');
}
