// Text folding for matching: one character in, one character out, so a match's offsets point into the text as written.
import { Converter } from 'opencc-js';

/** Simplified to Traditional (OpenCC's phrases first: 干净 → 乾淨, 松动 → 鬆動), and HK's variants to the same. */
const simplifiedToTraditional = Converter({ from: 'cn', to: 't' });
const hongKongToTraditional = Converter({ from: 'hk', to: 't' });
const TO_LOCALE = {
    'zh-hk': Converter({ from: 'cn', to: 'hk' }),
    'zh-cn': Converter({ from: 'hk', to: 'cn' }),
};

/** Quotes and dashes phones type, as the keyboard's; and a character both scripts write two ways (打唔着, 打唔著). */
const PUNCTUATION: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u2013': '-', '\u2014': '-', 着: '著' };

function foldCharacter(character: string): string {
    if (character.charCodeAt(0) < 0x80) return character.toLowerCase();
    if (PUNCTUATION[character]) return PUNCTUATION[character];
    const compatible = character.normalize('NFKC');
    const single = compatible.length === 1 ? compatible : character;
    const lower = single.toLowerCase();
    return lower.length === 1 ? lower : single;
}

/** The text in Traditional characters, character for character (where a conversion would change its length, as is). */
function traditional(text: string): string {
    if (!/[\u3400-\u9fff]/.test(text)) return text;
    const converted = hongKongToTraditional(simplifiedToTraditional(text));
    if (converted.length === text.length) return converted;
    let each = '';
    for (const character of text) {
        const one = hongKongToTraditional(simplifiedToTraditional(character));
        each += one.length === character.length ? one : character;
    }
    return each;
}

/**
 * The text lower-cased, full-width forms made half-width, curly quotes straight and Chinese in Traditional characters
 * (Simplified and Hong Kong variants alike) — always the same length as the text, character for character.
 */
export function fold(text: string): string {
    const chinese = traditional(text);
    let folded = '';
    for (let index = 0; index < chinese.length; index++) folded += foldCharacter(chinese[index]);
    return folded;
}

/** Chinese as a locale writes it: Simplified for zh-cn, Hong Kong's Traditional for zh-hk (OpenCC). */
export const toScript = (text: string, locale: 'zh-hk' | 'zh-cn'): string => TO_LOCALE[locale](text);
