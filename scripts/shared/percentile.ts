/**
 * The nearest-rank percentile of values sorted ascending: the smallest value with at least `q` (0..1) of them at or
 * below it; 0 for no values.
 */
export function percentile(sorted: readonly number[], q: number): number {
    if (!sorted.length) return 0;
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
