import type { GlossaryWord } from './glossary';

/** A word of the glossary, or any of several. */
type Need = GlossaryWord | readonly GlossaryWord[];

/** A part the work usually needs; `all` takes every part that fits (a car's pair of wiper blades). */
export interface PartQuery {
    query: string;
    all?: true;
}

/** Something wrong or asked for, the words that say it, and what a service writer puts on the job for it. */
export interface Concern {
    /** Alternatives, each met when every one of its needs is in one clause of the complaint. */
    when: readonly (readonly Need[])[];
    /** Not when one of these concerns is found in the same clause (the more precise one wins). */
    unless?: readonly string[];
    /** Only when no other concern is found in the clause: a vague symptom ("a noise") when nothing else is said. */
    fallback?: true;
    /** How the summary and the reasons name it: en, zh-hk, zh-cn. */
    label: readonly [string, string, string];
    /**
     * The service, named by what it works on as a catalogue would name it ("battery", not "battery replacement", which
     * a "bulb replacement" would half match); the first query that finds one gives it.
     */
    services: readonly string[];
    parts?: readonly PartQuery[];
}

/** The services a symptom with no clear cause gets: finding the cause. */
export const DIAGNOSIS = ['diagnosis'];
