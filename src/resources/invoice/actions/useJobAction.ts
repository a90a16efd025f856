import { useCallback } from 'react';
import { useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { JobAction } from '../../../../common/jobs';
import { api, ApiError, unwrap, type FetchResult } from '../../../api/client';
import type { paths } from '../../../api/schema';

/** A job as the API answers it (GET …/invoice/{id} and every action). */
export type Job =
    paths['/api/v3/motor-garage/invoice/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type Payment = Job['payments'][number];
export type PaymentBody = NonNullable<
    paths['/api/v3/motor-garage/invoice/{id}/payment']['post']['requestBody']
>['content']['application/json'];
export type ScheduleBody = NonNullable<
    paths['/api/v3/motor-garage/invoice/{id}/schedule']['post']['requestBody']
>['content']['application/json'];
export type ApproveLinesBody = NonNullable<
    paths['/api/v3/motor-garage/invoice/{id}/approve-lines']['post']['requestBody']
>['content']['application/json'];
export type InvoiceBody = NonNullable<
    paths['/api/v3/motor-garage/invoice/{id}/invoice']['post']['requestBody']
>['content']['application/json'];

/** The job as the page shows it: an action on a job changed since then is 409 `stale` (If-Match). */
type Seen = Pick<Job, 'id' | 'version'>;
const ifMatch = ({ version }: Seen) => ({ 'if-match': `"${version}"` });
const at = (job: Seen) => ({ params: { path: { id: job.id }, header: ifMatch(job) } });

/**
 * The job's actions (docs/api.md, "Jobs and invoices"), each on the version the page shows and answering the whole
 * job; a refused one rejects with ApiError (already toasted).
 */
export const jobCalls = {
    schedule: (job: Seen, body: ScheduleBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/schedule', { ...at(job), body }),
    start: (job: Seen) => api.POST('/api/v3/motor-garage/invoice/{id}/start', at(job)),
    complete: (job: Seen) => api.POST('/api/v3/motor-garage/invoice/{id}/complete', at(job)),
    invoice: (job: Seen, body: InvoiceBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/invoice', { ...at(job), body }),
    cancel: (job: Seen) => api.POST('/api/v3/motor-garage/invoice/{id}/cancel', at(job)),
    void: (job: Seen) => api.POST('/api/v3/motor-garage/invoice/{id}/void', at(job)),
    payment: (job: Seen, body: PaymentBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/payment', { ...at(job), body }),
    remove_payment: (job: Seen, paymentId: number) =>
        api.DELETE('/api/v3/motor-garage/invoice/{id}/payment/{payment_id}', {
            params: { path: { id: job.id, payment_id: paymentId }, header: ifMatch(job) },
        }),
    approve_lines: (job: Seen, body: ApproveLinesBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/approve-lines', { ...at(job), body }),
} satisfies Record<JobAction, (job: Seen, ...rest: never[]) => Promise<FetchResult>>;

/** The job of the current record context (a show or edit page). */
export const useJob = () => useRecordContext<Job & RaRecord>();

/**
 * Runs one of the job's actions, then refreshes react-admin's cache: the page re-renders with the job's new status,
 * totals and payments, and lists, a customer's balance and parts' stock are fetched again where shown; a success
 * message names what happened. Resolves to the job; rejects with ApiError (already toasted).
 */
export const useJobAction = () => {
    const refresh = useRefresh();
    const notify = useNotify();
    return useCallback(
        async (name: JobAction, call: Promise<FetchResult>): Promise<Job> => {
            let job: Job;
            try {
                job = await unwrap<Job>(call);
            } catch (error) {
                // the page was out of date (someone else changed the job or moved it on): show the job as it is now
                if (error instanceof ApiError && ['invalid_transition', 'stale'].includes(error.error)) refresh();
                throw error;
            }
            refresh();
            notify(`motor-garage.invoice.actions.done.${name}`, {
                type: 'success',
                messageArgs: { number: job.number, invoice_number: job.invoice_number ?? '' },
            });
            return job;
        },
        [refresh, notify],
    );
};
