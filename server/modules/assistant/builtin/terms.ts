import { fold } from './normalise';
import type { Term, Word } from './word';

/** Where a word of the lexicon was found in a folded text. */
export interface Hit<Id extends string> {
    word: Id;
    start: number;
    end: number;
}

interface Matcher<Id extends string> {
    word: Id;
    pattern: RegExp;
    /** Longer terms are tried first and keep the text they cover. */
    length: number;
}

export interface Lexicon<Id extends string> {
    matchers: readonly Matcher<Id>[];
    /** Single English words of six letters or more, which a typo of one letter still finds. */
    typoTargets: readonly { word: Id; term: string }[];
}

const LATIN = /[a-z0-9]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A phrase as a pattern: whole words, spaces and hyphens optional between them, apostrophes optional, a plural. */
function phrasePattern(phrase: string): string {
    let pattern = '';
    for (let index = 0; index < phrase.length; index++) {
        const character = phrase[index];
        const previous = phrase[index - 1] ?? '';
        if (character === ' ' || character === '-') pattern += '[\\s\\-_]*';
        else if (character === "'") pattern += "'?";
        else {
            // English mixed into Chinese is written with or without a space: "check engine燈", "check engine 燈".
            if (previous && previous !== ' ' && LATIN.test(previous) !== LATIN.test(character)) pattern += '\\s*';
            pattern += escapeRegExp(character);
        }
    }
    const lastWord = /[a-z]{3,}$/.test(phrase);
    const head = LATIN.test(phrase[0]) ? '(?<![a-z0-9])' : '';
    const tail = LATIN.test(phrase[phrase.length - 1]) ? '(?![a-z0-9])' : '';
    return `${head}${pattern}${lastWord ? '(?:e?s)?' : ''}${tail}`;
}

function matcher<Id extends string>(word: Id, term: Term): Matcher<Id> {
    if (typeof term !== 'string')
        return { word, pattern: new RegExp(`(?<![a-z0-9])(?:${term.source})(?![a-z0-9])`, 'g'), length: 8 };
    const phrase = fold(term.trim());
    return { word, pattern: new RegExp(phrasePattern(phrase), 'g'), length: phrase.length };
}

/** The words' terms, ready to find; `notes` adds the terms only a technician's note uses. */
export function compileLexicon<Id extends string>(
    words: Readonly<Record<Id, Word>>,
    { notes }: { notes: boolean },
): Lexicon<Id> {
    const entries = Object.entries(words) as [Id, Word][];
    const terms = entries.flatMap(([id, word]) =>
        [...word.en, ...word.zh, ...(notes ? (word.notes ?? []) : [])].map(term => [id, term] as const),
    );
    const matchers = terms.map(([id, term]) => matcher(id, term)).sort((a, b) => b.length - a.length);
    const typoTargets = terms
        .filter((entry): entry is [Id, string] => typeof entry[1] === 'string' && /^[a-z]{6,}$/.test(entry[1]))
        .map(([word, term]) => ({ word, term }));
    return { matchers, typoTargets };
}

/** Optimal string alignment distance, stopping early: is `a` within one edit (or one swap) of `b`? */
function withinOneEdit(a: string, b: string): boolean {
    if (Math.abs(a.length - b.length) > 1) return false;
    let start = 0;
    while (start < a.length && a[start] === b[start]) start++;
    if (start === a.length && start === b.length) return true;
    const [restA, restB] = [a.slice(start), b.slice(start)];
    return (
        restA.slice(1) === restB.slice(1) ||
        restA.slice(1) === restB ||
        restA === restB.slice(1) ||
        (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
}

/**
 * The lexicon's words in a folded text, in the order they appear: the longest terms first, each piece of text
 * counted once; then English words left over that are one typo away from a term.
 */
export function findWords<Id extends string>(lexicon: Lexicon<Id>, folded: string): Hit<Id>[] {
    const taken = new Array<boolean>(folded.length).fill(false);
    const hits: Hit<Id>[] = [];
    const take = (word: Id, start: number, end: number) => {
        for (let index = start; index < end; index++) if (taken[index]) return;
        taken.fill(true, start, end);
        hits.push({ word, start, end });
    };
    for (const { word, pattern } of lexicon.matchers)
        for (const match of folded.matchAll(pattern))
            if (match[0].length > 0) take(word, match.index, match.index + match[0].length);
    for (const match of folded.matchAll(/[a-z]{6,}/g)) {
        const target = lexicon.typoTargets.find(({ term }) => withinOneEdit(match[0], term));
        if (target) take(target.word, match.index, match.index + match[0].length);
    }
    return hits.sort((a, b) => a.start - b.start);
}
