import { e164Digits } from '../../common/phone';
import { plateKeyword } from './plates';

/** A new caller's customer, car and job are made together: whoever makes them needs to be able to make each. */
export const QUICK_JOB_PERMISSIONS = ['customer:write', 'vehicle:write', 'invoice:write'] as const;

/** A Hong Kong plate of the usual form: one or two letters, then one to four digits (`AB 1234`, `ab1234`, `K 88`). */
const PLATE = /^([A-Z]{1,2})(\d{1,4})$/;

/** What a new caller's number or plate is filed as: the phone as typed (trimmed), the plate as `AB 1234`. */
export interface NewCaller {
    phone: string;
    plate: string;
}

/**
 * What the top bar's search offers a new customer with, when what was typed reads as a phone (a number WhatsApp and SMS
 * take: common/phone.ts) or a plate (as vehicles are matched by it); null for anything else (a name, a job number).
 */
export function newCallerOf(typed: string): NewCaller | null {
    const text = typed.trim();
    if (e164Digits(text)) return { phone: text.normalize('NFKC').replace(/\s+/g, ' '), plate: '' };
    const plate = PLATE.exec(plateKeyword(text));
    if (plate) return { phone: '', plate: `${plate[1]} ${plate[2]}` };
    return null;
}
