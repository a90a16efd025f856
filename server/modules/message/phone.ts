import { e164Digits } from '../../../common/phone';
import { AppError } from '../../http/errors';

export { clickToChatUrl } from '../../../common/phone';

/** 400 `invalid_phone`: WhatsApp, SMS and click-to-chat need a number in E.164 (a Hong Kong number may omit +852). */
export const invalidPhone = () =>
    new AppError(
        400,
        'invalid_phone',
        "The customer's phone is not a valid number: write it with its country code, e.g. +852 9123 4567",
    );

/** A phone as WhatsApp and SMS providers want it: E.164 digits, Hong Kong's 8-digit numbers with 852; null if none. */
export const whatsappNumber = (phone: string): string | null => e164Digits(phone);

/** The E.164 digits of `phone`, or 400 `invalid_phone`. */
export function requirePhoneNumber(phone: string): string {
    const digits = e164Digits(phone);
    if (!digits) throw invalidPhone();
    return digits;
}
