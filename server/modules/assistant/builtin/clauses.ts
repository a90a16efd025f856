import { fold } from './normalise';

/** A piece of a text that says one thing: as written, folded for matching, and where it starts. */
export interface Clause {
    text: string;
    folded: string;
    start: number;
    /** Cut from the clause before by a joining word ("剎車還有吱吱聲"), not by punctuation. */
    joined?: true;
}

/**
 * Punctuation (not a number's: "5,000 km", "2.5 L", "10:30"), a line break, or a space between two Chinese characters
 * ("唔凍 仲有").
 */
const MARKS = String.raw`[;!?\n\r、，。；：！？]+|(?<!\d)[,.:]|[,.:](?!\d)|(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])`;
/** Words that join two concerns in a customer's message ("…and", "仲有…", "顺便…"). */
const JOINERS = String.raw`\s+(?:and|also|plus|then|but|&)\s+|\s*\+\s*|仲有|同埋|另外|順便|還有|以及|此外|加上|而且`;
const LEADING = /^[\s\-–—~*#>]+/;
const TRAILING = /[\s\-–—~*#]+$/;

/**
 * The text cut into clauses, in order; `joiners` also cuts at the words that join two concerns (a complaint lists
 * them; a technician's note keeps "rotate and balance" whole).
 */
export function splitClauses(text: string, { joiners }: { joiners: boolean }): Clause[] {
    const folded = fold(text);
    const separator = new RegExp(joiners ? `${MARKS}|${JOINERS}` : MARKS, 'g');
    const clauses: Clause[] = [];
    let from = 0;
    let joined = false;
    const add = (to: number) => {
        const piece = text.slice(from, to);
        const leading = LEADING.exec(piece)?.[0].length ?? 0;
        const kept = piece.slice(leading).replace(TRAILING, '');
        if (kept) {
            const start = from + leading;
            clauses.push({
                text: kept,
                folded: folded.slice(start, start + kept.length),
                start,
                ...(joined ? { joined: true as const } : {}),
            });
        }
    };
    const marks = new RegExp(`^(?:${MARKS})$`);
    for (const match of folded.matchAll(separator)) {
        add(match.index);
        from = match.index + match[0].length;
        joined = !marks.test(match[0]);
    }
    add(text.length);
    return clauses;
}
