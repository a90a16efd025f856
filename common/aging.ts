/**
 * The home page's aging of what is owed: unpaid invoices by how many days they are past their due date on the
 * workspace's today. `from` / `to` are days overdue, both included; an invoice due today or later is 0 days overdue.
 */
export const AGING_BUCKETS = [
    { id: 'current', from: null, to: 0 },
    { id: 'days_1_30', from: 1, to: 30 },
    { id: 'days_31_60', from: 31, to: 60 },
    { id: 'days_61_90', from: 61, to: 90 },
    { id: 'over_90', from: 91, to: null },
] as const satisfies readonly { id: string; from: number | null; to: number | null }[];

export type AgingBucketId = (typeof AGING_BUCKETS)[number]['id'];
