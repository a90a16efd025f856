import { useGetManyAggregate, useGetOne, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { isLockedJob } from '../../../../common/jobs';
import { useSession } from '../../../session';
import { PRODUCT, SERVICE, pickOf, type FormLine, type PriceListItem } from './amounts';

/**
 * What picking a service or part fills in on its line: its name, its Chinese name (for Chinese-speaking customers'
 * invoices) and the price list's price, which staff may then change.
 */
export const pickedItemValues = (item: RaRecord) => ({
    description: String(item.name ?? ''),
    description_zh: String(item.name_zh ?? ''),
    unit_price_cents: Number(item.price_cents ?? 0),
});

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/**
 * The service or part a line picked, from react-admin's cache (its picker has already fetched it) or in one call
 * batched with the other lines'.
 */
export const usePickedItem = (line: FormLine | null | undefined): PriceListItem | undefined => {
    const pick = pickOf(line);
    const { data } = useGetManyAggregate<PriceListItem & { id: Identifier }>(
        pick?.resource ?? SERVICE,
        { ids: pick ? [pick.id] : [] },
        { enabled: Boolean(pick) },
    );
    return pick ? data?.find(item => sameId(item.id, pick.id)) : undefined;
};

const idsOf = (lines: readonly FormLine[], resource: string) => [
    ...new Set(
        lines
            .filter(line => typeof line.unit_price_cents !== 'number')
            .map(pickOf)
            .filter(pick => pick?.resource === resource)
            .map(pick => pick!.id),
    ),
];

/** The price list's price of each line whose unit price is left empty (what the server will charge for it). */
export const useListPrices = (lines: readonly FormLine[]) => {
    const serviceIds = idsOf(lines, SERVICE);
    const productIds = idsOf(lines, PRODUCT);
    const services = useGetManyAggregate<PriceListItem & { id: Identifier }>(
        SERVICE,
        { ids: serviceIds },
        { enabled: serviceIds.length > 0 },
    );
    const products = useGetManyAggregate<PriceListItem & { id: Identifier }>(
        PRODUCT,
        { ids: productIds },
        { enabled: productIds.length > 0 },
    );
    return (line: FormLine): number | undefined => {
        const pick = pickOf(line);
        if (!pick) return undefined;
        const items = pick.resource === PRODUCT ? products.data : services.data;
        return items?.find(item => sameId(item.id, pick.id))?.price_cents;
    };
};

export interface TaxRate {
    /** basis points; undefined until the workspace has answered */
    rateBp: number | undefined;
    /** the workspace's time zone, whose today decides a discount's dates */
    timezone: string;
}

/**
 * The tax rate a save will apply: the workspace's (GET /api/v3/workspace/{id}), or for an invoiced, paid or void job
 * the rate it keeps.
 */
export const useTaxRate = (): TaxRate => {
    const record = useRecordContext();
    const { workspace } = useSession();
    const id = workspace?.workspace_id;
    const { data } = useGetOne<{ id: Identifier; tax_rate_bp?: number; timezone?: string }>(
        'workspace',
        { id: id! },
        { enabled: Boolean(id) },
    );
    const locked = record && isLockedJob(String(record.status)) && typeof record.tax_rate_bp === 'number';
    return {
        rateBp: locked ? (record.tax_rate_bp as number) : data?.tax_rate_bp,
        timezone: data?.timezone || 'Asia/Hong_Kong',
    };
};
