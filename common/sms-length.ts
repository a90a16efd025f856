/**
 * How long a text is as an SMS: GSM-7 when every character is in the GSM 03.38 alphabet (its extension characters
 * count twice), else UCS-2, where each UTF-16 unit counts once (Chinese: 70 a message). A longer text goes as several
 * concatenated parts, each losing room to the header that joins them: 153 GSM-7 characters or 67 UCS-2 a part.
 */
export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
    encoding: SmsEncoding;
    /** characters as the network counts them (a GSM-7 extension character is two) */
    characters: number;
    /** the messages the phone receives, joined into one */
    segments: number;
}

const GSM7_BASIC =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
    gsm7: { single: 160, part: 153 },
    ucs2: { single: 70, part: 67 },
};

export function smsLength(text: string): SmsLength {
    let septets = 0;
    for (const char of text) {
        if (GSM7_BASIC.includes(char)) septets += 1;
        else if (GSM7_EXTENSION.includes(char)) septets += 2;
        else return count('ucs2', text.length);
    }
    return count('gsm7', septets);
}

function count(encoding: SmsEncoding, characters: number): SmsLength {
    const { single, part } = LIMITS[encoding];
    const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / part);
    return { encoding, characters, segments };
}
