import type { CatalogueItem } from '../catalogue';
import type { ReadClause } from './find-concerns';
import { SENSATION_WORDS } from './glossary-sensations';
import { SYMPTOM_WORDS } from './glossary-symptoms';
import { VEHICLE_NAMES } from './vehicles';

/**
 * What in a complaint can tell parts apart: its English words (and the models it names in Chinese) but those saying
 * what is wrong ("won't start" names no "start-stop" battery), and its specs.
 */
export interface ComplaintHints {
    words: ReadonlySet<string>;
    /** The complaint's letters and digits run together, where a spec is looked for ("205/55 R16" → "20555r16"). */
    compact: string;
}

export function complaintHints(read: readonly ReadClause[]): ComplaintHints {
    const words = new Set<string>();
    for (const { clause, hits } of read) {
        const symptoms = hits.filter(hit => hit.word in SYMPTOM_WORDS || hit.word in SENSATION_WORDS);
        const said = symptoms.reduce(
            (text, hit) => text.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + text.slice(hit.end),
            clause.folded,
        );
        for (const [word] of said.matchAll(/[a-z]+/g)) words.add(word);
        for (const [chinese, english] of Object.entries(VEHICLE_NAMES)) if (said.includes(chinese)) words.add(english);
    }
    const compact = read.map(({ clause }) => clause.folded.replace(/[^a-z0-9]/g, '')).join(' ');
    return { words, compact };
}

/** Words of a part's name that say what any part of its kind is, not which one. */
const GENERIC = new Set(['front', 'rear', 'fully', 'synthetic', 'bulk', 'long', 'life', 'genuine', 'set', 'pair']);

/**
 * What names one part: the specs in its name and code (a token with a digit: "5w30", "20555", "r16", "h7") and its
 * other words of three letters or more ("jazz", "crown", "taxi"), generic ones left out.
 */
function itemTokens(item: CatalogueItem): Set<string> {
    const tokens = new Set<string>();
    for (const piece of `${item.name} ${item.code.replace(/-/g, ' ')}`.toLowerCase().split(/[\s,()]+/)) {
        if (/\d/.test(piece)) {
            const spec = piece.replace(/[^a-z0-9]/g, '');
            if (spec.length >= (/^\d+$/.test(spec) ? 3 : 2)) tokens.add(spec);
        } else for (const word of piece.split(/[^a-z]+/)) if (word.length >= 3 && !GENERIC.has(word)) tokens.add(word);
    }
    return tokens;
}

/** Each part's tokens less those every one of them shares: what tells them apart. */
export function distinguishingTokens(parts: readonly CatalogueItem[]): string[][] {
    const tokens = parts.map(itemTokens);
    return tokens.map(own => [...own].filter(token => !tokens.every(other => other.has(token))));
}

/** How much of a part's distinguishing tokens the complaint says, longer ones counting for more. */
export function hintScore(tokens: readonly string[], hints: ComplaintHints): number {
    let score = 0;
    for (const token of tokens) {
        const said = /\d/.test(token) ? hints.compact.includes(token) : hints.words.has(token);
        if (said) score += token.length;
    }
    return score;
}
