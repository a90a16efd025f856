import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, services, serviceUsualParts } from '../../db/schema';
import { likePattern } from '../../http/reply';
import type { CatalogueItem, UsualPart } from './catalogue';

/** The most items of each kind (services, products) an assistant is given. */
export const CATALOGUE_SHARE = 200;
/** The most complaint words a catalogue is searched for. */
const MAX_TERMS = 40;

type Kind = CatalogueItem['kind'];

const columnsOf = (kind: Kind) => {
    const table = kind === 'service' ? services : products;
    return {
        table,
        code: kind === 'service' ? services.code : products.sku,
        detail: kind === 'service' ? services.description : products.brand,
    };
};

/** The words of a complaint worth looking for: Latin words of 3 letters or more, and each pair of Chinese characters. */
export function complaintTerms(complaint: string): string[] {
    const text = complaint.normalize('NFKC').toLowerCase();
    const words = text.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d-]{2,}/gu) ?? [];
    const pairs = (text.match(/\p{Script=Han}+/gu) ?? []).flatMap(run =>
        run.length < 2 ? [run] : [...run].slice(1).map((char, at) => run[at] + char),
    );
    return [...new Set([...words, ...pairs])].slice(0, MAX_TERMS);
}

/** Active items of one kind: all of them, those of `ids`, or those matching a term; in id order, `limit` at most. */
async function activeItems(
    tx: Tx,
    workspaceId: number,
    kind: Kind,
    { terms, ids, limit }: { terms?: string[]; ids?: number[]; limit: number },
): Promise<CatalogueItem[]> {
    const { table, code, detail } = columnsOf(kind);
    const conditions: (SQL | undefined)[] = [eq(table.workspaceId, workspaceId), eq(table.active, true)];
    if (ids) conditions.push(inArray(table.id, ids));
    if (terms)
        conditions.push(
            or(
                ...terms.flatMap(term =>
                    [table.name, table.nameZh, code, table.category].map(column => ilike(column, likePattern(term))),
                ),
            ),
        );
    const rows = await tx
        .select({
            id: table.id,
            code,
            name: table.name,
            nameZh: table.nameZh,
            category: table.category,
            detail,
            price: table.priceCents,
        })
        .from(table as typeof services)
        .where(and(...conditions))
        .orderBy(asc(table.id))
        .limit(limit);
    return rows.map(row => ({
        kind,
        id: row.id,
        code: row.code,
        name: row.name,
        name_zh: row.nameZh,
        category: row.category,
        detail: row.detail,
        unit_price_cents: row.price,
    }));
}

/**
 * What the assistants choose from: the workspace's active services and products, each kind whole while it has at most
 * CATALOGUE_SHARE items; a larger one only its items whose name, Chinese name, code or category holds a word of the
 * complaint (ILIKE, on the trigram indexes where a word has three characters or more), CATALOGUE_SHARE at most. Each
 * service carries the usual parts the garage declared on it.
 */
export async function loadCatalogue(tx: Tx, workspaceId: number, complaint: string): Promise<CatalogueItem[]> {
    const terms = complaintTerms(complaint);
    const ofKind = async (kind: Kind) => {
        const all = await activeItems(tx, workspaceId, kind, { limit: CATALOGUE_SHARE + 1 });
        if (all.length <= CATALOGUE_SHARE) return all;
        return terms.length ? activeItems(tx, workspaceId, kind, { terms, limit: CATALOGUE_SHARE }) : [];
    };
    const catalogue = [...(await ofKind('service')), ...(await ofKind('product'))];
    const declared = await usualPartsOf(
        tx,
        workspaceId,
        catalogue.filter(item => item.kind === 'service'),
    );
    return catalogue.map(item =>
        declared.has(item.id) && item.kind === 'service' ? { ...item, usual_parts: declared.get(item.id) } : item,
    );
}

/** The usual parts the garage declared on these services, by service id. */
async function usualPartsOf(tx: Tx, workspaceId: number, serviceItems: readonly CatalogueItem[]) {
    const declared = new Map<number, UsualPart[]>();
    if (serviceItems.length === 0) return declared;
    const rows = await tx
        .select({
            serviceId: serviceUsualParts.serviceId,
            product_id: serviceUsualParts.productId,
            quantity_milli: serviceUsualParts.quantityMilli,
            make: serviceUsualParts.make,
            model: serviceUsualParts.model,
        })
        .from(serviceUsualParts)
        .where(
            and(
                eq(serviceUsualParts.workspaceId, workspaceId),
                inArray(
                    serviceUsualParts.serviceId,
                    serviceItems.map(item => item.id),
                ),
            ),
        )
        .orderBy(asc(serviceUsualParts.id));
    for (const { serviceId, ...part } of rows) declared.set(serviceId, [...(declared.get(serviceId) ?? []), part]);
    return declared;
}

/** The items of the workspace's active catalogue among the lines an assistant proposed, by `kind:id`. */
export async function activeItemsOf(tx: Tx, workspaceId: number, lines: readonly { kind: Kind; id: number }[]) {
    const found = new Map<string, CatalogueItem>();
    for (const kind of ['service', 'product'] as const) {
        const ids = lines.filter(line => line.kind === kind).map(line => line.id);
        if (!ids.length) continue;
        for (const item of await activeItems(tx, workspaceId, kind, { ids, limit: ids.length }))
            found.set(`${kind}:${item.id}`, item);
    }
    return found;
}
