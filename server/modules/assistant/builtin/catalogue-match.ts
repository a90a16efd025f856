import type { CatalogueItem } from '../catalogue';
import type { Clause } from './clauses';
import type { PartQuery } from './concern';
import type { ComplaintHints } from './hints';
import { distinguishingTokens, hintScore } from './hints';
import { coverage, grams, similarity } from './trigram';

/** A catalogue item with the grams of what names it. */
interface IndexedItem {
    item: CatalogueItem;
    name: Set<string>;
    nameZh: Set<string>;
    /** Its code, category and detail (a service's description, a part's brand), which say less. */
    other: Set<string>[];
}

export type IndexedCatalogue = readonly IndexedItem[];

/** How well a query must name an item for the item to answer it. */
const ENOUGH = 0.6;
/** Parts this close to the best are equally good answers, for the complaint's hints to choose between. */
const AS_GOOD = 0.12;
/** Fields other than the names count for less. */
const OTHER_WEIGHT = 0.7;
/** How much of an item's name a clause must say for the item to be named by it. */
const NAMED = 0.85;
const NAME_GRAMS = 6;

export function indexCatalogue(catalogue: readonly CatalogueItem[]): IndexedCatalogue {
    return catalogue.map(item => ({
        item,
        name: grams(item.name),
        nameZh: grams(item.name_zh),
        other: [grams(item.code.replace(/[-_]/g, ' ')), grams(item.category), grams(item.detail)],
    }));
}

function score(indexed: IndexedItem, query: Set<string>): number {
    const others = indexed.other.map(field => OTHER_WEIGHT * similarity(query, field));
    return Math.max(similarity(query, indexed.name), similarity(query, indexed.nameZh), ...others);
}

/** The items of a kind, best answer to the query first, with their scores; ties keep the catalogue's order. */
function ranked(catalogue: IndexedCatalogue, kind: CatalogueItem['kind'], query: string) {
    const wanted = grams(query);
    return catalogue
        .filter(indexed => indexed.item.kind === kind)
        .map(indexed => ({ item: indexed.item, score: score(indexed, wanted) }))
        .filter(entry => entry.score >= ENOUGH)
        .sort((a, b) => b.score - a.score);
}

/** The service the first of the queries finds in the catalogue, if any does. */
export function serviceFor(catalogue: IndexedCatalogue, queries: readonly string[]): CatalogueItem | undefined {
    for (const query of queries) {
        const [best] = ranked(catalogue, 'service', query);
        if (best) return best.item;
    }
    return undefined;
}

/**
 * The parts that answer a query: the one the catalogue has, or among several equally good the one the complaint's
 * hints point to (a size, a grade, the model it fits); none when nothing tells them apart, unless the query takes all.
 */
export function partsFor(
    catalogue: IndexedCatalogue,
    { query, all }: PartQuery,
    hints: ComplaintHints,
): CatalogueItem[] {
    const answers = ranked(catalogue, 'product', query);
    if (answers.length === 0) return [];
    const candidates = answers.filter(entry => entry.score >= answers[0].score - AS_GOOD).map(entry => entry.item);
    if (candidates.length === 1) return candidates;
    const tokens = distinguishingTokens(candidates);
    const scores = tokens.map(own => hintScore(own, hints));
    const best = Math.max(...scores);
    const chosen = candidates.filter((_, index) => scores[index] === best);
    if (best > 0 && chosen.length === 1) return chosen;
    return all ? candidates : [];
}

/** Whether what a clause says holds nearly all of an item's name (too few grams cannot). */
const covers = (said: Set<string>, name: Set<string>) =>
    said.size >= NAMED * name.size && coverage(name, said) >= NAMED;

/** Words of a clause that could be a code or a SKU: letters and digits, joined by - _ or . */
const CODE_LIKE = /[a-z0-9]+(?:[-_.][a-z0-9]+)*/g;

/** The items a clause names outright: by code or SKU, or by nearly all of the item's name, English or Chinese. */
export function itemsNamedIn(catalogue: IndexedCatalogue, clause: Clause, { byName }: { byName: boolean }) {
    const words = new Set(Array.from(clause.folded.matchAll(CODE_LIKE), ([word]) => word));
    const said = byName ? grams(clause.text) : new Set<string>();
    return catalogue
        .filter(({ item, name, nameZh }) => {
            if (item.code.length >= 4 && words.has(item.code.toLowerCase())) return true;
            return byName && [name, nameZh].some(field => field.size >= NAME_GRAMS && covers(said, field));
        })
        .map(({ item }) => item);
}
