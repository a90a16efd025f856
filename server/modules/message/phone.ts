import { phoneKey } from '../customer/resource';

/** A phone as WhatsApp wants it: E.164 digits, Hong Kong's 8-digit numbers with 852. */
export const whatsappNumber = (phone: string) => {
    const local = phoneKey(phone).replace(/^\+/, '');
    return /^\d{8}$/.test(local) ? `852${local}` : local;
};

export const clickToChatUrl = (phone: string, body: string) =>
    `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(body)}`;
