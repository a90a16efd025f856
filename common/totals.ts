/**
 * A job's money, computed the same way by the server (which stores it) and the web app (which shows it live while
 * staff type): whole cents, rounded half up, never negative. Products are taken as BigInt, since a quantity in
 * thousandths times a price in cents can pass 2^53.
 */

/**
 * The most one amount may be: a line total, a job's subtotal or total (docs/api.md, money and stock bounds). Sums
 * of them (balances, statistics) pass 2^31 but stay far below 2^53, so they are exact as JS numbers.
 */
export const MAX_MONEY_CENTS = 1_000_000_000_000;

export interface LineAmounts {
    quantity_milli: number;
    unit_price_cents: number;
    discount_cents: number;
}

export interface JobDiscount {
    kind: 'percent' | 'amount';
    percent_bp: number;
    amount_cents: number;
}

export interface JobTotals {
    line_totals_cents: number[];
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    total_cents: number;
    paid_cents: number;
    balance_cents: number;
}

/** round(numerator / denominator), halves up, for numerator ≥ 0 and denominator > 0. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
    return (numerator * 2n + denominator) / (denominator * 2n);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** quantity × unit price (quantity in thousandths), rounded half up, less the line's discount, never below 0. */
export function lineTotal(line: LineAmounts): bigint {
    const gross = roundHalfUp(BigInt(line.quantity_milli) * BigInt(line.unit_price_cents), 1000n);
    return max(0n, gross - BigInt(line.discount_cents));
}

/** The job discount on a subtotal: a percentage rounded half up, or an amount; never more than the subtotal. */
export function discountOn(subtotal: bigint, discount: JobDiscount | null): bigint {
    if (!discount) return 0n;
    const amount =
        discount.kind === 'percent'
            ? roundHalfUp(subtotal * BigInt(discount.percent_bp), 10_000n)
            : BigInt(discount.amount_cents);
    return min(amount, subtotal);
}

/**
 * Every total of a job: line totals, subtotal, the job discount, tax at `taxRateBp` on what remains, the total, what
 * the payments cover and the balance. Answers BigInt-safe numbers; the caller checks they fit its columns.
 */
export function jobTotals(
    lines: readonly LineAmounts[],
    discount: JobDiscount | null,
    taxRateBp: number,
    payments: readonly { amount_cents: number }[] = [],
): JobTotals {
    const lineTotals = lines.map(lineTotal);
    const subtotal = lineTotals.reduce((sum, total) => sum + total, 0n);
    const discounted = discountOn(subtotal, discount);
    const tax = roundHalfUp((subtotal - discounted) * BigInt(taxRateBp), 10_000n);
    const total = subtotal - discounted + tax;
    const paid = payments.reduce((sum, payment) => sum + BigInt(payment.amount_cents), 0n);
    return {
        line_totals_cents: lineTotals.map(Number),
        subtotal_cents: Number(subtotal),
        discount_cents: Number(discounted),
        tax_cents: Number(tax),
        total_cents: Number(total),
        paid_cents: Number(paid),
        balance_cents: Number(total - paid),
    };
}

/** A discount's rules, as the discount resource stores them. */
export interface DiscountRules {
    active: boolean;
    valid_from: string | null;
    valid_to: string | null;
    min_subtotal_cents: number;
}

/** Why a job cannot take a discount (the server's error keys on `discount_id`), in the order they are checked. */
export type DiscountRefusal = 'inactive' | 'not_valid_today' | 'below_minimum';

/**
 * Whether a job may take `discount` on `subtotalCents` on `today` (`YYYY-MM-DD` in the workspace's zone). Being active
 * and within its dates counts when the discount is applied (`applying`); a job keeps a discount it was given while it
 * was valid, as a quote keeps its promised price. The minimum subtotal counts whenever the totals change.
 */
export function discountRefusal(
    discount: DiscountRules,
    subtotalCents: number,
    today: string,
    applying: boolean,
): DiscountRefusal | null {
    if (applying && !discount.active) return 'inactive';
    if (
        applying &&
        ((discount.valid_from && today < discount.valid_from) || (discount.valid_to && today > discount.valid_to))
    )
        return 'not_valid_today';
    if (subtotalCents < discount.min_subtotal_cents) return 'below_minimum';
    return null;
}
