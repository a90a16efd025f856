import { createHash } from 'node:crypto';

/** What a customer sees of a line on their estimate, and so what their signature covers. */
export interface EstimateLine {
    description: string;
    description_zh: string;
    quantity_milli: number;
    unit_price_cents: number;
    discount_cents: number;
    line_total_cents: number;
}

/** The totals an estimate shows. */
export interface EstimateTotals {
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    total_cents: number;
}

/**
 * SHA-256 (hex) of the estimate as shown: its lines in order and its totals, in a fixed canonical form. Line ids are
 * left out: they are storage, not what was agreed, so the same work at the same prices keeps its hash.
 */
export function estimateHash(lines: readonly EstimateLine[], totals: EstimateTotals) {
    const canonical = JSON.stringify({
        lines: lines.map(line => [
            line.description,
            line.description_zh,
            line.quantity_milli,
            line.unit_price_cents,
            line.discount_cents,
            line.line_total_cents,
        ]),
        totals: [totals.subtotal_cents, totals.discount_cents, totals.tax_cents, totals.total_cents],
    });
    return createHash('sha256').update(canonical).digest('hex');
}
