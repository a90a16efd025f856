import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepare, runPrepared, type Prepared } from '../../db/prepared';
import { jobPayments, jobs } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../http/errors';
import { findRecord, selectList } from '../../resources/queries';
import { moveStock, partsUsed } from '../product/ledger';
import { jobActionStartsFrom, type JobAction, type JobStatus, type PaymentMethod } from '../../../common/jobs';
import { billedLines, loadLines, loadPayments } from './lines';
import { numberTaker, yearIn } from './numbers';
import { jobResource } from './resource';
import { computeTotals, pricingOf, todayIn, totalsColumns, totalsOnJob } from './totals';

/** A job as `findRecord` answers it: its fields by name, timestamps as ISO text. */
export type Job = Record<string, unknown> & {
    id: number;
    status: JobStatus;
    total_cents: number;
    paid_cents: number;
    balance_cents: number;
};

/** Days from invoicing to the due date when the invoice call does not name one. */
export const PAYMENT_TERMS_DAYS = 30;

/** The job, locked for the rest of the transaction; 404 when it is not one of this workspace's. */
export async function lockJob(tx: Tx, workspaceId: number, id: number): Promise<Job> {
    const job = await findRecord(tx, jobResource, workspaceId, id, { lock: true });
    if (!job) throw notFound();
    return job as Job;
}

/** 409 `invalid_transition` unless `action` may start from the job's status (common/jobs.ts). */
export function assertCan(job: Job, action: JobAction) {
    if (!jobActionStartsFrom(action, job.status)) {
        const what =
            {
                remove_payment: 'remove a payment from',
                payment: 'take a payment on',
                approve_lines: 'approve lines of',
            }[action as string] ?? action;
        throw conflict('invalid_transition', `Cannot ${what} a job that is ${job.status.replace('_', ' ')}`, 'status');
    }
}

/** What an action answers: the job as written, with its lines and payments where the action already has them. */
export interface Outcome {
    record: Record<string, unknown>;
    lines?: Awaited<ReturnType<typeof loadLines>>;
    payments?: Awaited<ReturnType<typeof loadPayments>>;
}

/** Job columns by their drizzle keys (`paidCents`), as `updateJob` writes them. */
type JobValues = Partial<Record<keyof typeof jobs.$inferInsert, unknown>>;

const updateStatements = new Map<string, Prepared>();

/**
 * Writes `values` over the job (a new version of it) and answers the record as written (no read back). With `invoiceYear` it also takes
 * the workspace's next invoice number of that year, in the same statement: the counter stays locked from there to
 * the commit only. A prepared statement per set of columns written.
 */
export async function updateJob(tx: Tx, workspaceId: number, id: number, values: JobValues, invoiceYear?: number) {
    const keys = Object.keys(values).sort() as (keyof JobValues)[];
    const shape = `${keys.join(',')}${invoiceYear ? '+invoice_number' : ''}`;
    if (!updateStatements.has(shape)) {
        const assignments = keys.map(key => sql`${sql.identifier(jobs[key].name)} = ${sql.placeholder(key)}`);
        if (invoiceYear) assignments.push(sql`invoice_number = (SELECT number FROM counter)`);
        updateStatements.set(
            shape,
            prepare(
                `job_update_${updateStatements.size + 1}`,
                sql`${invoiceYear ? sql`WITH counter AS (${numberTaker('invoice')}) ` : sql``}
      UPDATE ${jobs} SET ${sql.join(assignments, sql`, `)}, updated_at = now(), version = ${jobs.version} + 1
      WHERE ${jobs.workspaceId} = ${sql.placeholder('workspaceId')} AND ${jobs.id} = ${sql.placeholder('id')}
      RETURNING ${selectList(jobResource)}`,
            ),
        );
    }
    const params = Object.fromEntries(
        keys.map(key => [key, values[key] instanceof Date ? (values[key] as Date).toISOString() : values[key]]),
    );
    const [record] = await runPrepared(tx, updateStatements.get(shape)!, {
        ...params,
        workspaceId,
        id,
        year: invoiceYear,
    });
    return record;
}

const addDays = (day: string, days: number) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
};

/**
 * Invoices an open job: totals again at today's tax rate (its discount must still be valid), its parts out of stock,
 * the next invoice number of the local year, `invoiced_at` now and the due date (default: 30 days on). A job that
 * totals nothing is paid at once.
 */
export async function invoiceJob(
    tx: Tx,
    workspaceId: number,
    job: Job,
    options: { dueDate?: string; by?: number | null } = {},
): Promise<Outcome> {
    assertCan(job, 'invoice');
    const lines = await loadLines(tx, workspaceId, job.id);
    if (!lines.length) throw invalid('lines', 'required', 'An invoice needs at least one line');
    // Money follows the customer's answer: what they declined, or never approved since they answered, is not billed.
    const billed = billedLines(lines);
    if (!billed.length)
        throw invalid('lines', 'none_approved', 'The customer approved none of the lines: there is nothing to invoice');
    const settings = await pricingOf(tx, workspaceId, job.discount_id as number | null);
    const invoicedAt = new Date();
    const today = todayIn(settings.timezone, invoicedAt);
    if (options.dueDate && options.dueDate < today)
        throw invalid('due_date', 'before_invoice_date', 'The due date is before today');
    const totals = computeTotals({
        lines: billed,
        discount: settings.discount,
        applyingDiscount: false,
        taxRateBp: settings.taxRateBp,
        paidCents: 0,
        timezone: settings.timezone,
        // as the job and the customer's page show it: a discount the answer left unreached is not applied
        lenient: true,
    });
    await moveStock(tx, workspaceId, partsUsed(billed, -1), { reason: 'job', jobId: job.id, by: options.by ?? null });
    // Last, in the job's update: the invoice counter stays locked from there to the commit.
    const record = await updateJob(
        tx,
        workspaceId,
        job.id,
        {
            status: totals.total_cents === 0 ? 'paid' : 'invoiced',
            ...totalsColumns(totals),
            invoicedAt,
            dueDate: options.dueDate ?? addDays(today, PAYMENT_TERMS_DAYS),
        },
        yearIn(settings.timezone, invoicedAt),
    );
    // An open job has no payments: they are taken on invoices only.
    return { record, lines, payments: [] };
}

/**
 * Totals the open job again from its billed lines, after answers changed which lines are billed (a new version of
 * the job); answers the record as written.
 */
export async function retotalJob(tx: Tx, workspaceId: number, job: Job, also: JobValues = {}) {
    const lines = await loadLines(tx, workspaceId, job.id);
    const totals = await totalsOnJob(tx, workspaceId, job, billedLines(lines));
    const record = await updateJob(tx, workspaceId, job.id, { ...totalsColumns(totals), ...also });
    return { record, lines };
}

/** Voids an invoice nobody has paid: its parts go back into stock; its number stays used (409 `has_payments`). */
export async function voidJob(tx: Tx, workspaceId: number, job: Job, by: number | null = null): Promise<Outcome> {
    assertCan(job, 'void');
    const [payment] = await tx
        .select({ id: jobPayments.id })
        .from(jobPayments)
        .where(and(eq(jobPayments.workspaceId, workspaceId), eq(jobPayments.jobId, job.id)))
        .limit(1);
    if (payment) throw conflict('has_payments', 'This invoice has payments: remove them before voiding it');
    const lines = await loadLines(tx, workspaceId, job.id);
    await moveStock(tx, workspaceId, partsUsed(billedLines(lines), 1), { reason: 'void', jobId: job.id, by });
    return { record: await updateJob(tx, workspaceId, job.id, { status: 'void' }), lines, payments: [] };
}

export interface PaymentInput {
    amount_cents: number;
    method: PaymentMethod;
    paid_at?: string;
    reference?: string;
}

/** Records a payment on an invoice (409 `overpayment` beyond the balance); the job is paid once nothing is owed. */
export async function recordPayment(tx: Tx, workspaceId: number, job: Job, payment: PaymentInput): Promise<Outcome> {
    assertCan(job, 'payment');
    if (payment.amount_cents > job.balance_cents) {
        throw conflict(
            'overpayment',
            `The payment is more than the balance of ${job.balance_cents} cents`,
            'amount_cents',
        );
    }
    const paidAt = payment.paid_at ? new Date(payment.paid_at) : new Date();
    if (paidAt.getTime() > Date.now() + 60_000)
        throw invalid('paid_at', 'in_future', 'A payment cannot be dated in the future');
    await tx.insert(jobPayments).values({
        workspaceId,
        jobId: job.id,
        amountCents: payment.amount_cents,
        method: payment.method,
        paidAt,
        reference: (payment.reference ?? '').trim(),
    });
    return { record: await settle(tx, workspaceId, job, job.paid_cents + payment.amount_cents) };
}

/** Removes a mistaken payment (404 when the job has no such payment); a paid job owes again. */
export async function removePayment(tx: Tx, workspaceId: number, job: Job, paymentId: number): Promise<Outcome> {
    assertCan(job, 'remove_payment');
    const [removed] = await tx
        .delete(jobPayments)
        .where(
            and(eq(jobPayments.workspaceId, workspaceId), eq(jobPayments.jobId, job.id), eq(jobPayments.id, paymentId)),
        )
        .returning({ amountCents: jobPayments.amountCents });
    if (!removed) throw new AppError(404, 'not_found', 'This job has no such payment');
    return { record: await settle(tx, workspaceId, job, job.paid_cents - removed.amountCents) };
}

const settle = (tx: Tx, workspaceId: number, job: Job, paidCents: number) =>
    updateJob(tx, workspaceId, job.id, {
        paidCents,
        balanceCents: job.total_cents - paidCents,
        status: paidCents >= job.total_cents ? 'paid' : 'invoiced',
    });
