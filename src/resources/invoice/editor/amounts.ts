import type { Identifier } from 'react-admin';
import { LINE_TERMS, type LineKind } from '../../../../common/jobs';
import {
    discountRefusal,
    jobTotals,
    lineTotal,
    type DiscountRefusal,
    type DiscountRules,
    type JobDiscount,
    type JobTotals,
    type LineAmounts,
} from '../../../../common/totals';

export const SERVICE = 'motor-garage/service';
export const PRODUCT = 'motor-garage/product';
export const DISCOUNT = 'motor-garage/discount';

/** A job line as the form holds it: a new row's untouched values are null, a stored one's are numbers. */
export interface FormLine {
    kind?: LineKind | null;
    service_id?: Identifier | null;
    product_id?: Identifier | null;
    description?: string | null;
    description_zh?: string | null;
    quantity_milli?: number | null;
    unit_price_cents?: number | null;
    discount_cents?: number | null;
}

/** A service or part as the price list answers it (what a line picks). */
export interface PriceListItem {
    id: Identifier;
    name?: string;
    name_zh?: string;
    code?: string;
    sku?: string;
    brand?: string;
    unit?: string;
    price_cents?: number;
    /** a part's cost (services have none) */
    cost_cents?: number;
    /** a part's stock on hand, in thousandths of its unit */
    stock_milli?: number;
}

/** The price list a line picks from, and the id it picked there (none for a custom line). */
export const pickOf = (line: FormLine | null | undefined): { resource: string; id: Identifier } | null => {
    if (line?.kind === 'product') return line.product_id ? { resource: PRODUCT, id: line.product_id } : null;
    if (line?.kind === 'custom') return null;
    // a row's kind defaults to a service
    return line?.service_id ? { resource: SERVICE, id: line.service_id } : null;
};

const isSet = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value);

/**
 * A line's amounts as the server stores them: a unit price left empty is the picked item's price (a custom line's
 * is 0), an empty discount is 0.
 */
export const lineAmounts = (line: FormLine, listPrice: number | undefined): LineAmounts => ({
    quantity_milli: isSet(line.quantity_milli) ? line.quantity_milli : 0,
    unit_price_cents: isSet(line.unit_price_cents) ? line.unit_price_cents : (listPrice ?? 0),
    discount_cents: isSet(line.discount_cents) ? line.discount_cents : 0,
});

export const lineTotalOf = (line: FormLine, listPrice: number | undefined) =>
    Number(lineTotal(lineAmounts(line, listPrice)));

/** A stored line as the job answers it: its terms, and whether it is billed. */
export type StoredLine = FormLine & { id?: Identifier; billable?: boolean };

/**
 * The form's lines the job will bill, as the server decides it: every line until the customer has answered the
 * estimate; after that, a line kept exactly as stored keeps its billing (declined ones are not billed), and a new or
 * changed line waits for the customer's approval.
 */
export const billedFormLines = <T extends FormLine>(
    lines: readonly T[],
    stored: readonly StoredLine[],
    answered: boolean,
) =>
    answered
        ? lines.filter(line => {
              const same = stored.find(one => LINE_TERMS.every(term => (one[term] ?? null) === (line[term] ?? null)));
              return Boolean(same?.billable);
          })
        : [...lines];

/** A discount as the API answers it. */
export interface DiscountRecord extends JobDiscount, DiscountRules {
    id: Identifier;
    name: string;
}

export type { DiscountRefusal };

export interface LiveTotals extends JobTotals {
    /** the discount the server would refuse, and why; the totals then leave it out */
    refusal: DiscountRefusal | null;
}

/**
 * The job's totals as the server will store them: `common/totals.ts` on the lines (each unit price left empty taken
 * from the price list by `listPrice`), the discount unless the server would refuse it (`applying`: the form picked
 * another discount than the job had, so its dates count too), and the tax rate.
 */
export const liveTotals = (
    lines: readonly FormLine[],
    listPrice: (line: FormLine) => number | undefined,
    discount: DiscountRecord | null | undefined,
    taxRateBp: number,
    today: string,
    applying = true,
): LiveTotals => {
    const amounts = lines.map(line => lineAmounts(line, listPrice(line)));
    const undiscounted = jobTotals(amounts, null, taxRateBp);
    const refusal = discount ? discountRefusal(discount, undiscounted.subtotal_cents, today, applying) : null;
    const totals = discount && !refusal ? jobTotals(amounts, discount, taxRateBp) : undiscounted;
    return { ...totals, refusal };
};
