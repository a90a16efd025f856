/** A term: a phrase matched whole-word (spaces and hyphens optional, an English plural allowed), or a pattern. */
export type Term = string | RegExp;

/** One entry of the garage glossary: the ways people write one thing, and how a customer reads it. */
export interface Word {
    /** English, abbreviations, and the English Hong Kong customers mix into Cantonese. */
    en: readonly Term[];
    /** Chinese: Cantonese, written Chinese, Traditional or Simplified (they are folded alike; a pattern in Traditional). */
    zh: readonly Term[];
    /** Terms only a technician's note uses, too loose for a customer's complaint (皮 for brake pads). */
    notes?: readonly Term[];
    /** In Chinese, said after the words that follow it: "w/in 5,000 km" → "5,000 km 以內". */
    chineseAfter?: true;
    /** How a customer reads it: en, zh-hk, zh-cn. */
    say: readonly [string, string, string];
}
