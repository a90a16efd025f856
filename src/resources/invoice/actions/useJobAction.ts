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
export type InvoiceBody = NonNullable<
    paths['/api/v3/motor-garage/invoice/{id}/invoice']['post']['requestBody']
>['content']['application/json'];

const at = (id: number) => ({ params: { path: { id } } });

/** The job's actions (docs/api.md, "Jobs and invoices"), each answering the whole job; a refused one rejects with ApiError (already toasted). */
export const jobCalls = {
    schedule: (id: number, body: ScheduleBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/schedule', { ...at(id), body }),
    start: (id: number) => api.POST('/api/v3/motor-garage/invoice/{id}/start', at(id)),
    complete: (id: number) => api.POST('/api/v3/motor-garage/invoice/{id}/complete', at(id)),
    invoice: (id: number, body: InvoiceBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/invoice', { ...at(id), body }),
    cancel: (id: number) => api.POST('/api/v3/motor-garage/invoice/{id}/cancel', at(id)),
    void: (id: number) => api.POST('/api/v3/motor-garage/invoice/{id}/void', at(id)),
    payment: (id: number, body: PaymentBody) =>
        api.POST('/api/v3/motor-garage/invoice/{id}/payment', { ...at(id), body }),
    remove_payment: (id: number, paymentId: number) =>
        api.DELETE('/api/v3/motor-garage/invoice/{id}/payment/{payment_id}', {
            params: { path: { id, payment_id: paymentId } },
        }),
} satisfies Record<JobAction, (id: number, ...rest: never[]) => Promise<FetchResult>>;

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
                // the page was out of date (someone else moved the job on): show the job as it is now
                if (error instanceof ApiError && error.error === 'invalid_transition') refresh();
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
