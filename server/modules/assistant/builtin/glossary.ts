import type { Locale } from '../../../../common/locales';
import { PART_WORDS } from './glossary-parts';
import { SENSATION_WORDS } from './glossary-sensations';
import { SYMPTOM_WORDS } from './glossary-symptoms';
import { SHORTHAND_WORDS } from './shorthand';
import { compileLexicon } from './terms';
import type { Word } from './word';

/** The garage glossary: parts, systems, symptoms and requests, in en / zh-hk / zh-cn. */
export const GLOSSARY = { ...PART_WORDS, ...SENSATION_WORDS, ...SYMPTOM_WORDS };
export type GlossaryWord = keyof typeof GLOSSARY;

/** What a customer's complaint is read with. */
export const COMPLAINT_LEXICON = compileLexicon(GLOSSARY, { notes: false });

/** What a technician's note is read with: the glossary, its shorthand, and what was done and where. */
const NOTE_WORDS = { ...GLOSSARY, ...SHORTHAND_WORDS };
export type NoteWord = keyof typeof NOTE_WORDS;
export const NOTE_LEXICON = compileLexicon(NOTE_WORDS, { notes: true });

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2> = { en: 0, 'zh-hk': 1, 'zh-cn': 2 };

/** A text given as [en, zh-hk, zh-cn], in a locale. */
export const inLocale = (texts: readonly [string, string, string], locale: Locale): string =>
    texts[LOCALE_INDEX[locale]];

/** A word as a customer reads it in a locale. */
export const sayIn = (word: NoteWord, locale: Locale): string => inLocale(NOTE_WORDS[word].say, locale);

/** Whether Chinese says the word after the words that follow it. */
export const saidAfter = (word: NoteWord, locale: Locale): boolean =>
    locale !== 'en' && (NOTE_WORDS[word] as Word).chineseAfter === true;
