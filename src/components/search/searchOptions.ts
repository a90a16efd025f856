import type { SearchResult } from './useSearchResults';

export type SearchKind = 'customers' | 'vehicles' | 'jobs';

/** One row of the search box: what it shows and the record it opens. */
export interface SearchOption {
    kind: SearchKind;
    resource: string;
    id: number;
    title: string;
    subtitle: string;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The rows of an answer, grouped by kind in this order (a group the session cannot read is absent). */
export const searchOptions = (result: SearchResult, statusLabel: (status: string) => string): SearchOption[] => [
    ...(result.customers ?? []).map(customer => ({
        kind: 'customers' as const,
        resource: 'relationship/customer',
        id: customer.id,
        title: customer.name,
        subtitle: customer.phone,
    })),
    ...(result.vehicles ?? []).map(vehicle => ({
        kind: 'vehicles' as const,
        resource: 'motor-garage/vehicle',
        id: vehicle.id,
        title: vehicle.plate,
        subtitle: joined([vehicle.make, vehicle.model].filter(Boolean).join(' '), vehicle.customer_name),
    })),
    ...(result.jobs ?? []).map(job => ({
        kind: 'jobs' as const,
        resource: 'motor-garage/invoice',
        id: job.id,
        title: joined(job.number, job.invoice_number),
        subtitle: joined(statusLabel(job.status), job.customer_name),
    })),
];
