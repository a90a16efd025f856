import type { Clause } from './clauses';
import type { Concern } from './concern';
import { CONCERNS } from './concerns';
import { COMPLAINT_LEXICON, type GlossaryWord } from './glossary';
import { findWords, type Hit } from './terms';

/** A clause of the complaint and the glossary's words in it. */
export interface ReadClause {
    clause: Clause;
    hits: Hit<GlossaryWord>[];
}

export const readClauses = (clauses: readonly Clause[]): ReadClause[] =>
    clauses.map(clause => ({ clause, hits: findWords(COMPLAINT_LEXICON, clause.folded) }));

/** A concern found in a clause of the complaint, and where its first word is. */
export interface Finding {
    concern: Concern;
    clause: Clause;
    at: number;
}

/** Words that speak for the whole complaint, not just their clause ("Taxi. Yearly exam soon"). */
const WIDE: readonly GlossaryWord[] = ['taxi'];

const isMet = (concern: Concern, words: ReadonlySet<GlossaryWord>) =>
    concern.when.some(needs =>
        needs.every(need => (typeof need === 'string' ? words.has(need) : need.some(word => words.has(word)))),
    );

/** The concerns of one clause, the more precise ruling out the vaguer. */
function concernsIn(words: ReadonlySet<GlossaryWord>): string[] {
    const found: string[] = [];
    for (const [name, concern] of Object.entries(CONCERNS)) {
        if (concern.fallback && found.length > 0) continue;
        if (concern.unless?.some(other => found.includes(other))) continue;
        if (isMet(concern, words)) found.push(name);
    }
    return found;
}

/** Where in the clause the concern is first spoken of. */
function firstMention(concern: Concern, hits: readonly Hit<GlossaryWord>[]): number {
    const words = new Set(concern.when.flat(2));
    return hits.find(hit => words.has(hit.word))?.start ?? 0;
}

/**
 * Whether a clause only adds a vague symptom to the one before it, which it was joined to ("剎車還有吱吱聲": the
 * brakes squeak): its concerns are all vague, every word of it says them, and the clause before found one.
 */
function onlyQualifies(names: readonly string[], hits: readonly Hit<GlossaryWord>[], before: readonly string[]) {
    if (names.length === 0 || before.length === 0) return false;
    const concerns = names.map(name => CONCERNS[name]);
    if (!concerns.every(concern => concern.fallback)) return false;
    const said = new Set(concerns.flatMap(concern => concern.when.flat(2)));
    return hits.every(hit => said.has(hit.word));
}

/** The concerns a complaint speaks of, each once, in the order it speaks of them. */
export function findConcerns(read: readonly ReadClause[]): Finding[] {
    const wide = WIDE.filter(word => read.some(({ hits }) => hits.some(hit => hit.word === word)));
    const findings = new Map<string, Finding>();
    let before: string[] = [];
    for (const { clause, hits } of read) {
        const words = new Set([...hits.map(hit => hit.word), ...wide]);
        const names = concernsIn(words);
        const qualifies = clause.joined && onlyQualifies(names, hits, before);
        before = names;
        if (qualifies) continue;
        for (const name of names) {
            if (findings.has(name)) continue;
            const concern = CONCERNS[name];
            findings.set(name, { concern, clause, at: clause.start + firstMention(concern, hits) });
        }
    }
    return [...findings.values()].sort((a, b) => a.at - b.at);
}
