import type { Locale } from '../../../../common/locales';
import { splitClauses, type Clause } from './clauses';
import { NOTE_LEXICON, saidAfter, sayIn } from './glossary';
import { toScript } from './normalise';
import { findWords } from './terms';

const ALPHANUMERIC_END = /[A-Za-z0-9]$/;
const ALPHANUMERIC_START = /^[A-Za-z0-9]/;

/** Pieces of a sentence joined: by spaces in English; in Chinese, a space only beside English or a number. */
function join(pieces: readonly string[], locale: Locale): string {
    if (locale === 'en') return pieces.join(' ').replace(/\s+([,.)])/g, '$1');
    return pieces.reduce((sentence, piece) => {
        const spaced = ALPHANUMERIC_END.test(sentence) || ALPHANUMERIC_START.test(piece);
        return sentence && spaced ? `${sentence} ${piece}` : `${sentence}${piece}`;
    }, '');
}

/** Words the note writes its own way kept as written, Chinese in the locale's script. */
function asWritten(text: string, locale: Locale): string {
    const trimmed = text.trim();
    return locale === 'en' ? trimmed : toScript(trimmed, locale);
}

/** One clause of the note as a sentence: its shorthand and glossary words as the customer reads them. */
function sentence(clause: Clause, locale: Locale): string {
    const pieces: string[] = [];
    let deferred: string[] = [];
    const add = (piece: string) => {
        if (piece === '') return;
        pieces.push(piece, ...deferred);
        deferred = [];
    };
    let from = 0;
    for (const hit of findWords(NOTE_LEXICON, clause.folded)) {
        add(asWritten(clause.text.slice(from, hit.start), locale));
        const written = clause.text.slice(hit.start, hit.end);
        const said = sayIn(hit.word, locale);
        // A grade or a size ("R134a", "DOT 4") stays as written, explained after it.
        const piece = /\d/.test(written) ? (locale === 'en' ? `${written} (${said})` : `${written}（${said}）`) : said;
        if (saidAfter(hit.word, locale)) deferred.push(piece);
        else add(piece);
        from = hit.end;
    }
    add(asWritten(clause.text.slice(from), locale));
    const text = join([...pieces, ...deferred], locale);
    if (locale === 'en') return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    return `${text}。`;
}

/**
 * The built-in assistant's explanation of a technician's note: each clause a sentence, abbreviations and garage
 * words in the customer's language, numbers and units exactly as written. Deterministic.
 */
export function explainBuiltin(text: string, locale: Locale): string {
    const sentences = splitClauses(text, { joiners: false }).map(clause => sentence(clause, locale));
    return sentences.join(locale === 'en' ? ' ' : '');
}
