import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { invalid } from '../../http/errors';
import { ok } from '../../http/reply';
import { Day, Id, IdParams, MAX_INT, Moment, Nullable, responses, Text } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { assertCurrent, ifMatchOf, IfMatchHeaders, OkVersioned, withEtag } from '../../resources/versions';
import { detailSchema } from '../../resources/schemas';
import { answersOf, approvalOf } from '../approval/record';
import { recordStaffAnswer, type StaffAnswer } from '../approval/staff-answer';
import { STAFF_APPROVAL_METHODS } from '../../../common/approvals';
import type { BayJob } from '../../../common/bays';
import { JOB_ACTION_PERMISSION, PAYMENT_METHODS, type JobAction } from '../../../common/jobs';
import { claimJobBay } from '../booking/capacity';
import { loadLines, loadPayments } from './lines';
import { jobResource } from './resource';
import {
    assertCan,
    invoiceJob,
    lockJob,
    recordPayment,
    removePayment,
    updateJob,
    voidJob,
    type Job,
    type Outcome,
    type PaymentInput,
} from './workflow';

const path = resourcePath(jobResource);
const Job = detailSchema(jobResource);
const tags = [jobResource.name];

const ScheduleBody = Type.Object(
    {
        scheduled_start: Type.Optional(Nullable(Moment())),
        scheduled_end: Type.Optional(Nullable(Moment())),
    },
    { additionalProperties: false },
);
const InvoiceBody = Type.Object(
    {
        due_date: Type.Optional(Day({ description: 'Default: 30 days after today' })),
    },
    { additionalProperties: false },
);
const PaymentBody = Type.Object(
    {
        amount_cents: Type.Integer({ minimum: 1, maximum: MAX_INT, 'x-kind': 'money' }),
        method: Type.Enum([...PAYMENT_METHODS], { 'x-enum-namespace': 'motor-garage.invoice.payment.methods' }),
        paid_at: Type.Optional(Moment({ description: 'Default: now' })),
        reference: Type.Optional(Text({ maxLength: 200 })),
    },
    { additionalProperties: false },
);

const ApproveLinesBody = Type.Object(
    {
        line_ids: Type.Array(Id(), { minItems: 1, maxItems: 200, description: 'Lines the customer now approves' }),
        by: Type.Enum([...STAFF_APPROVAL_METHODS], { description: 'How the customer told the garage' }),
        note: Type.Optional(Text({ maxLength: 500, description: 'What they said, for the record' })),
    },
    { additionalProperties: false },
);

type Body = Record<string, unknown>;
const bayJob = (job: Job) => job as unknown as BayJob & { id: number; booking_id: number | null };

/** Sets the schedule the call gives over the job's; `schedule` needs a start, and an end after it. */
async function schedule(tx: Tx, workspaceId: number, job: Job, body: Body): Promise<Outcome> {
    assertCan(job, 'schedule');
    const at = (name: 'scheduled_start' | 'scheduled_end') => {
        const value = name in body ? body[name] : job[name];
        return value ? new Date(value as string | Date) : null;
    };
    const [start, end] = [at('scheduled_start'), at('scheduled_end')];
    if (!start) throw invalid('scheduled_start', 'required', 'Give the job a start time to schedule it');
    if (end && end <= start) throw invalid('scheduled_end', 'before_start', 'The end is not after the start');
    await claimJobBay(tx, workspaceId, bayJob(job), {
        ...bayJob(job),
        status: 'scheduled',
        scheduled_start: start,
        scheduled_end: end,
    });
    return {
        record: await updateJob(tx, workspaceId, job.id, {
            status: 'scheduled',
            scheduledStart: start,
            scheduledEnd: end,
        }),
    };
}

const setStatus =
    (action: 'start' | 'complete' | 'cancel', status: 'in_progress' | 'completed' | 'cancelled') =>
    async (tx: Tx, workspaceId: number, job: Job): Promise<Outcome> => {
        assertCan(job, action);
        // Starting a quote with times takes a bay; completing or cancelling frees one.
        await claimJobBay(tx, workspaceId, bayJob(job), { ...bayJob(job), status });
        return { record: await updateJob(tx, workspaceId, job.id, { status }) };
    };

interface Action {
    summary: string;
    /** The path's last segment, when not the action's name. */
    path?: string;
    /** None: the action takes no body. A body whose fields are all optional may be left out. */
    body?: TSchema;
    /** `by`: the member (workspace-user id) acting, whom the stock ledger names. */
    run: (tx: Tx, workspaceId: number, job: Job, body: Body, by: number) => Promise<Outcome>;
}

/**
 * `POST …/invoice/{id}/<name>`: operation id `<name>Job` (`paymentJob` reads oddly, so it is `payJob`); the
 * permission each needs is common/jobs.ts's. Removing a payment is the DELETE below.
 */
const ACTIONS: Record<Exclude<JobAction, 'remove_payment'>, Action & { operationId: string }> = {
    schedule: {
        operationId: 'scheduleJob',
        summary: 'Schedule a quote (it needs a start time)',
        body: ScheduleBody,
        run: schedule,
    },
    start: {
        operationId: 'startJob',
        summary: 'Start work on a quote or scheduled job',
        run: setStatus('start', 'in_progress'),
    },
    complete: { operationId: 'completeJob', summary: 'Mark the work done', run: setStatus('complete', 'completed') },
    invoice: {
        operationId: 'invoiceJob',
        summary: 'Invoice an open job: invoice number, due date, parts out of stock',
        body: InvoiceBody,
        run: (tx, workspaceId, job, body, by) =>
            invoiceJob(tx, workspaceId, job, { dueDate: body.due_date as string | undefined, by }),
    },
    cancel: { operationId: 'cancelJob', summary: 'Cancel an open job', run: setStatus('cancel', 'cancelled') },
    void: {
        operationId: 'voidJob',
        summary: 'Void an unpaid invoice: parts back into stock',
        run: (tx, workspaceId, job, _body, by) => voidJob(tx, workspaceId, job, by),
    },
    payment: {
        operationId: 'payJob',
        summary: 'Record a payment on an invoice',
        body: PaymentBody,
        run: (tx, workspaceId, job, body) => recordPayment(tx, workspaceId, job, body as unknown as PaymentInput),
    },
    approve_lines: {
        operationId: 'approveJobLines',
        path: 'approve-lines',
        summary:
            "Record the customer's approval of lines they declined or had not answered, told by phone or in person",
        body: ApproveLinesBody,
        run: (tx, workspaceId, job, body, by) =>
            recordStaffAnswer(tx, workspaceId, job, body as unknown as StaffAnswer, by),
    },
};

/**
 * A job's actions beside its declared CRUD routes: each locks the job, checks the version `If-Match` names (409
 * `stale`: the staff act on the job they saw) and that its status allows the action (409 `invalid_transition`), does
 * the work in the same transaction and answers the whole job with its new version as the ETag.
 */
export default async function jobActionRoutes(app: App) {
    /** Locks the job, runs `work` and answers the job as written, with its lines and payments, from one transaction. */
    async function perform(
        request: FastifyRequest,
        reply: FastifyReply,
        id: number,
        work: (tx: Tx, workspaceId: number, job: Job) => Promise<Outcome>,
    ) {
        const { workspaceId } = requirePrincipal(request, 'workspace');
        const condition = { ifMatch: ifMatchOf(request) };
        const { job, version } = await withTenant(app.db, workspaceId, async tx => {
            const current = await lockJob(tx, workspaceId, id);
            assertCurrent(condition, current.version);
            const outcome = await work(tx, workspaceId, current);
            const lines = outcome.lines ?? (await loadLines(tx, workspaceId, id));
            const job = {
                ...outcome.record,
                lines,
                payments: outcome.payments ?? (await loadPayments(tx, workspaceId, id)),
                approval: await approvalOf(tx, workspaceId, { ...outcome.record, id }, lines),
                answers: await answersOf(tx, workspaceId, id),
            };
            return { job, version: outcome.record.version };
        });
        withEtag(reply, { version });
        return ok(request, job);
    }

    for (const [name, action] of Object.entries(ACTIONS)) {
        app.post(
            `${path}/:id/${action.path ?? name}`,
            {
                config: { auth: 'workspace', permission: JOB_ACTION_PERMISSION[name as JobAction] },
                schema: {
                    operationId: action.operationId,
                    summary: action.summary,
                    tags,
                    security: bearer,
                    params: IdParams,
                    headers: IfMatchHeaders,
                    ...(action.body ? { body: action.body } : {}),
                    response: responses({ 200: OkVersioned(Job) }),
                },
                preValidation: async request => {
                    request.body ??= {};
                },
            },
            (request, reply) =>
                perform(request, reply, request.params.id, (tx, workspaceId, job) =>
                    action.run(
                        tx,
                        workspaceId,
                        job,
                        (request.body ?? {}) as Body,
                        requirePrincipal(request, 'workspace').membershipId,
                    ),
                ),
        );
    }

    app.delete(
        `${path}/:id/payment/:payment_id`,
        {
            config: { auth: 'workspace', permission: JOB_ACTION_PERMISSION.remove_payment },
            schema: {
                operationId: 'deleteJobPayment',
                summary: 'Remove a mistaken payment (a paid job owes again)',
                tags,
                security: bearer,
                params: Type.Object({ id: Id(), payment_id: Id() }),
                headers: IfMatchHeaders,
                response: responses({ 200: OkVersioned(Job) }),
            },
        },
        (request, reply) =>
            perform(request, reply, request.params.id, (tx, workspaceId, job) =>
                removePayment(tx, workspaceId, job, request.params.payment_id),
            ),
    );
}
