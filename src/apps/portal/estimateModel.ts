import { jobTotals } from '../../../common/totals';
import { publicApi } from '../../api/publicClient';
import type { paths } from '../../api/schema';
import { formatMilli } from '../../inputs/format';
import { printMoney } from '../../resources/invoice/print/model';
import type { EstimatePage } from './portalDocument';

export type EstimateLine = EstimatePage['estimate']['lines'][number];
export type Decision = 'approved' | 'declined';
/** Line id → the customer's decision so far. */
export type Decisions = Record<number, Decision>;
type ApproveBody = NonNullable<
    paths['/public/v3/portal/{token}/approve']['post']['requestBody']
>['content']['application/json'];

/** A line's words in the page's language: its Chinese for a zh-hk or zh-cn reader, when the garage wrote one. */
export const lineText = (line: EstimateLine, locale: string) =>
    locale !== 'en' && line.description_zh ? line.description_zh : line.description;

export const quantityOf = (line: EstimateLine) => formatMilli(line.quantity_milli);
export const moneyIn = (page: EstimatePage) => (cents: number) => printMoney(cents, page.garage.currency);

/**
 * What the approved lines alone come to, as the server bills them: the job's discount (unless they fall below its
 * minimum subtotal) and tax applied to them.
 */
export function approvedTotal({ estimate }: EstimatePage, decisions: Decisions) {
    const approved = estimate.lines.filter(line => decisions[line.id] === 'approved');
    const rule = estimate.discount_rule;
    const subtotal = jobTotals(approved, null, 0).subtotal_cents;
    const discount = rule && subtotal >= rule.min_subtotal_cents ? rule : null;
    return jobTotals(approved, discount, estimate.tax_rate_bp).total_cents;
}

/** Signs the estimate: the page as signed, or the error key (`estimate_changed`, `already_approved`, …). */
export async function signEstimate(token: string, body: ApproveBody): Promise<EstimatePage | { error: string }> {
    try {
        const { data, error } = await publicApi.POST('/public/v3/portal/{token}/approve', {
            params: { path: { token } },
            body,
        });
        if (data?.success) return data.data;
        return { error: (error as { error?: string } | undefined)?.error ?? 'unknown' };
    } catch {
        return { error: 'unknown' };
    }
}
