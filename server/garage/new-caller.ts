import { phoneKey } from './customers';
import { plateKeyword } from './plates';

/**
 * A phone as a new caller's is typed: digits with spaces, dashes, brackets or a leading plus, 8 to 15 digits once
 * those and +852 are set aside (`9123 4567`, `+852 9123-4567`, `+86 138 0013 8000`).
 */
const PHONE_TYPED = /^[\d\s\-()+]+$/;
const PHONE_KEY = /^\+?\d{8,15}$/;

/** A Hong Kong plate of the usual form: one or two letters, then one to four digits (`AB 1234`, `ab1234`, `K 88`). */
const PLATE = /^([A-Z]{1,2})(\d{1,4})$/;

/** What a new caller's number or plate is filed as: the phone as typed (trimmed), the plate as `AB 1234`. */
export interface NewCaller {
    phone: string;
    plate: string;
}

/**
 * What the top bar's search offers a new customer with, when what was typed reads as a phone or a plate (the same
 * normalising as customers are matched by phone and vehicles by plate); null for anything else (a name, a job number).
 */
export function newCallerOf(typed: string): NewCaller | null {
    const text = typed.trim();
    if (PHONE_TYPED.test(text) && PHONE_KEY.test(phoneKey(text)))
        return { phone: text.replace(/\s+/g, ' '), plate: '' };
    const plate = PLATE.exec(plateKeyword(text));
    if (plate) return { phone: '', plate: `${plate[1]} ${plate[2]}` };
    return null;
}
