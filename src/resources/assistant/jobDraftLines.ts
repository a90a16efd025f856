import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { PRODUCT, SERVICE, type FormLine } from '../invoice/editor/amounts';
import { pickedItemValues } from '../invoice/editor/catalog';
import type { JobDraftLine } from './calls';

const MILLI = 1000;

/** A proposed line as staff review it: kept or dropped, and its quantity as typed ("1.5"). */
export interface ReviewedLine {
    line: JobDraftLine;
    keep: boolean;
    quantity: string;
}

export const reviewed = (line: JobDraftLine): ReviewedLine => ({
    line,
    keep: true,
    quantity: String(line.quantity_milli / MILLI),
});

/** The typed quantity in thousandths, or null unless it is a number above 0. */
export const quantityMilli = (typed: string): number | null => {
    const milli = Math.round(Number(typed.trim().replace(',', '.')) * MILLI);
    return typed.trim() !== '' && Number.isFinite(milli) && milli >= 1 ? milli : null;
};

const itemId = (line: JobDraftLine) => (line.kind === 'product' ? line.product_id : line.service_id);
const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/** The kept lines' services and parts from the price list, as the line editor's picker reads them. */
export const catalogueItems = async (dataProvider: DataProvider, lines: readonly JobDraftLine[]) => {
    const ids = (kind: JobDraftLine['kind']) =>
        lines.filter(line => line.kind === kind && itemId(line) !== null).map(line => itemId(line)!);
    const fetch = async (resource: string, wanted: number[]) =>
        wanted.length ? (await dataProvider.getMany<RaRecord>(resource, { ids: wanted })).data : [];
    const [services, products] = await Promise.all([fetch(SERVICE, ids('service')), fetch(PRODUCT, ids('product'))]);
    return (line: JobDraftLine): RaRecord | undefined =>
        (line.kind === 'product' ? products : services).find(item => sameId(item.id, itemId(line) ?? ''));
};

/**
 * A kept line as the job form holds it: its service or part, the quantity staff set, and what picking the item fills
 * in (its names and the price list's price). An item gone from the price list meanwhile keeps the proposed name and
 * no unit price: the server charges the list's.
 */
export const formLineOf = (line: JobDraftLine, quantity_milli: number, item: RaRecord | undefined): FormLine => ({
    kind: line.kind,
    ...(line.kind === 'product' ? { product_id: line.product_id } : { service_id: line.service_id }),
    quantity_milli,
    ...(item ? pickedItemValues(item) : { description: line.description }),
});
