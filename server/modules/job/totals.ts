import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepare, runPrepared } from '../../db/prepared';
import { discounts, workspaces } from '../../db/schema';
import { invalid } from '../../http/errors';
import { discountRefusal, jobTotals, MAX_MONEY_CENTS } from '../../../common/totals';
import type { Line } from './lines';
import type { LineAmounts } from '../../../common/totals';

const pricingStatement = prepare(
    'job_pricing',
    sql`SELECT ${workspaces.taxRateBp} AS "taxRateBp", ${workspaces.timezone} AS timezone,
    ${discounts.id} AS "discountId", ${discounts.name} AS name, ${discounts.kind} AS kind, ${discounts.percentBp} AS "percentBp", ${discounts.amountCents} AS "amountCents",
    ${discounts.active} AS active, ${discounts.validFrom} AS "validFrom", ${discounts.validTo} AS "validTo", ${discounts.minSubtotalCents} AS "minSubtotalCents"
  FROM ${workspaces} LEFT JOIN ${discounts} ON ${discounts.workspaceId} = ${workspaces.id} AND ${discounts.id} = ${sql.placeholder('discountId')}
  WHERE ${workspaces.id} = ${sql.placeholder('id')}`,
);

export interface JobDiscount {
    name: string;
    kind: 'percent' | 'amount';
    percentBp: number;
    amountCents: number;
    active: boolean;
    validFrom: string | null;
    validTo: string | null;
    minSubtotalCents: number;
}

/** What a job's totals and dates take from its workspace, and its discount (null for none, or none of this workspace's). */
export async function pricingOf(tx: Tx, workspaceId: number, discountId: number | null | undefined) {
    const [row] = await runPrepared(tx, pricingStatement, { id: workspaceId, discountId: discountId ?? null });
    const {
        taxRateBp,
        timezone,
        discountId: found,
        ...discount
    } = row as unknown as { taxRateBp: number; timezone: string; discountId: number | null } & JobDiscount;
    return { taxRateBp, timezone, discount: found ? discount : null };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone, `YYYY-MM-DD` (a formatter per zone: making one costs more than using it). */
export function todayIn(timezone: string, at = new Date()) {
    let format = dayFormats.get(timezone);
    if (!format)
        dayFormats.set(
            timezone,
            (format = new Intl.DateTimeFormat('en-CA', {
                timeZone: timezone,
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
            })),
        );
    return format.format(at);
}

interface TotalsInput {
    lines: readonly Line[];
    /** As `pricingOf` found it. */
    discount: JobDiscount | null;
    /** The discount is being applied (a new job's, or a changed one): it must be active and valid today. */
    applyingDiscount: boolean;
    taxRateBp: number;
    paidCents: number;
    timezone: string;
    /**
     * Totals after the customer's answer, which no rule may refuse: a discount the billed lines no longer qualify for
     * is left out (invoicing then asks staff to remove it) instead of refusing the answer.
     */
    lenient?: boolean;
}

const REFUSALS = {
    inactive: 'This discount is not active',
    not_valid_today: 'This discount is not valid today',
    below_minimum: "The subtotal is below the discount's minimum",
};

/**
 * The job's stored totals (columns by their field names). The discount's rules are `discountRefusal`'s (400 on
 * `discount_id`); a line total, subtotal or total beyond `MAX_MONEY_CENTS` is 400 on `lines`.
 */
export function computeTotals(input: TotalsInput) {
    const { discount } = input;
    const totals = jobTotals(
        input.lines,
        discount ? { kind: discount.kind, percent_bp: discount.percentBp, amount_cents: discount.amountCents } : null,
        input.taxRateBp,
    );
    if (discount) {
        const rules = {
            active: discount.active,
            valid_from: discount.validFrom,
            valid_to: discount.validTo,
            min_subtotal_cents: discount.minSubtotalCents,
        };
        const refusal = discountRefusal(rules, totals.subtotal_cents, todayIn(input.timezone), input.applyingDiscount);
        if (refusal && input.lenient) return computeTotals({ ...input, discount: null });
        if (refusal) throw invalid('discount_id', refusal, REFUSALS[refusal]);
    }
    const amounts = [...totals.line_totals_cents, totals.subtotal_cents, totals.total_cents];
    if (amounts.some(cents => cents > MAX_MONEY_CENTS)) {
        throw invalid(
            'lines',
            'too_large',
            `A line total, the subtotal and the total are at most ${MAX_MONEY_CENTS} cents`,
        );
    }
    return {
        discount_name: discount?.name ?? '',
        tax_rate_bp: input.taxRateBp,
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
        paid_cents: input.paidCents,
        balance_cents: totals.total_cents - input.paidCents,
    };
}

export type JobTotals = ReturnType<typeof computeTotals>;

/** Totals as a job's columns store them (an open job: nothing paid yet, all of it owed). */
export const totalsColumns = (totals: JobTotals) => ({
    discountName: totals.discount_name,
    taxRateBp: totals.tax_rate_bp,
    subtotalCents: totals.subtotal_cents,
    discountCents: totals.discount_cents,
    taxCents: totals.tax_cents,
    totalCents: totals.total_cents,
    paidCents: 0,
    balanceCents: totals.total_cents,
});

/**
 * What `lines` come to on the job as it was priced: its own tax rate and discount, the discount left out when the lines
 * no longer reach its minimum (the customer's answer is never refused for it).
 */
export async function totalsOnJob(
    tx: Tx,
    workspaceId: number,
    job: Record<string, unknown>,
    lines: readonly LineAmounts[],
) {
    const settings = await pricingOf(tx, workspaceId, job.discount_id as number | null);
    return computeTotals({
        lines: lines as Line[],
        discount: settings.discount,
        applyingDiscount: false,
        taxRateBp: job.tax_rate_bp as number,
        paidCents: 0,
        timezone: settings.timezone,
        lenient: true,
    });
}
