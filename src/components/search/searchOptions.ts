import type { SearchResult } from './useSearchResults';

export type SearchKind = 'customers' | 'vehicles' | 'jobs' | 'new_customer';

/** The phone or plate a new caller's customer is prefilled with (the search's `new_customer`). */
export type NewCustomer = NonNullable<SearchResult['new_customer']>;

/** One row of the search box: what it shows and the record it opens (or, for a new caller, the form it opens). */
export interface SearchOption {
    kind: SearchKind;
    resource: string;
    id: number;
    title: string;
    subtitle: string;
    newCustomer?: NewCustomer;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** What the rows say in the user's language. */
export interface SearchTexts {
    status: (status: string) => string;
    /** "New customer with 9123 4567", and the line under it */
    newCustomer: (newCustomer: NewCustomer) => { title: string; subtitle: string };
}

/**
 * The rows of an answer, grouped by kind in this order (a group the session cannot read is absent), then the offer of
 * a new customer with the phone or plate typed, when the server makes it.
 */
export const searchOptions = (result: SearchResult, texts: SearchTexts): SearchOption[] => [
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
        subtitle: joined(texts.status(job.status), job.customer_name),
    })),
    ...(result.new_customer
        ? [
              {
                  kind: 'new_customer' as const,
                  resource: 'motor-garage/invoice',
                  id: 0,
                  ...texts.newCustomer(result.new_customer),
                  newCustomer: result.new_customer,
              },
          ]
        : []),
];
