import { fold } from './normalise';

/**
 * A text's grams: each English word's trigrams, padded as pg_trgm pads them (a plural s dropped), and each run of
 * Chinese characters' pairs (a lone character stands for itself).
 */
export function grams(text: string): Set<string> {
    const found = new Set<string>();
    for (const [token] of fold(text).matchAll(/[a-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]+/g)) {
        if (/^[a-z0-9]/.test(token)) {
            const word = token.length > 3 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token;
            const padded = `  ${word} `;
            for (let index = 0; index + 3 <= padded.length; index++) found.add(padded.slice(index, index + 3));
        } else if (token.length === 1) found.add(token);
        else for (let index = 0; index + 2 <= token.length; index++) found.add(token.slice(index, index + 2));
    }
    return found;
}

function shared(a: Set<string>, b: Set<string>): number {
    let count = 0;
    for (const gram of a) if (b.has(gram)) count++;
    return count;
}

/** How much of the query the field holds, from 0 to 1. */
export function coverage(query: Set<string>, field: Set<string>): number {
    return query.size === 0 ? 0 : shared(query, field) / query.size;
}

/**
 * How well a field answers a query: mostly how much of the query it holds, a little how little else it says (so
 * "Annual inspection preparation" answers "annual inspection" better than "Taxi annual inspection preparation").
 */
export function similarity(query: Set<string>, field: Set<string>): number {
    if (query.size === 0 || field.size === 0) return 0;
    const common = shared(query, field);
    return 0.75 * (common / query.size) + 0.25 * (common / (query.size + field.size - common));
}
