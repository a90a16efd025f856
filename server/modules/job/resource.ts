import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../db/client';
import { jobs, workspaces, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError, conflict, invalid } from '../../http/errors';
import { Day, Nullable, Timestamp } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { startOfDay } from '../../resources/dates';
import { field } from '../../resources/fields';
import { checkJobWrite } from '../booking/capacity';
import { LONGEST_JOB_DAYS, type BayJob } from '../../../common/bays';
import { DELETABLE_JOB_STATUSES, isLockedJob, JOB_STATUSES } from '../../../common/jobs';
import { APPROVAL_STATES } from '../../../common/approvals';
import { planLines } from './billing';
import {
    billedLines,
    LineInput,
    LineRecord,
    loadLines,
    loadPayments,
    PaymentRecord,
    replaceLines,
    resolveLines,
    sameLines,
    type Line,
    type PlannedLine,
} from './lines';
import { AnswerRecord, answersOf, ApprovalRecord, approvalOf } from '../approval/record';
import { nextNumber, yearIn } from './numbers';
import { computeTotals, pricingOf } from './totals';
import { referenceFilter, statusesFilter } from '../../resources/filters';
import { customerNameKeyword, customerPhoneKeyword } from '../../garage/customers';
import { plateKeyword, vehiclePlateMatches } from '../../garage/plates';

const money = () => field.readOnly(Type.Integer({ 'x-kind': 'money' }));
const memberExists = async (tx: Tx, workspaceId: number | null, id: number) => {
    const [member] = await tx
        .select({ id: workspaceUsers.id })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, workspaceId!), eq(workspaceUsers.id, id)));
    return Boolean(member);
};

type Values = Record<string, unknown>;

/**
 * The workspace's today (its zone's wall clock) `days` before, read once per statement (the arithmetic inside the
 * subquery, so that under row-level security the bound stays an index range of jobs_overdue_idx).
 */
const daysBeforeToday = (days: SQL | number = 0) => sql`(
    SELECT (now() AT TIME ZONE ${workspaces.timezone})::date - ${days}::int FROM ${workspaces}
    WHERE ${workspaces.id} = ${sql.placeholder('workspace_id')})`;

/** An unpaid invoice past its due date. */
const overdue = sql`${jobs.status} = 'invoiced' AND ${jobs.balanceCents} > 0 AND ${jobs.dueDate} < ${daysBeforeToday()}`;
/** The aging buckets' bounds (common/aging.ts): days past the due date, as many as a century. */
const OverdueDays = (description: string) => Type.Integer({ minimum: 1, maximum: 36_500, description });

/** The members a job may be assigned to: not a declared resource, its routes are in mechanics.ts. */
export const MECHANIC = 'motor-garage/mechanic';

/** 409 `invoice_locked` when an invoiced, paid or void job would change anything but its notes and schedule. */
function assertUnlocked(current: Values, values: Values, lines: Line[] | undefined, currentLines: Line[]) {
    const changed = (['customer_id', 'vehicle_id', 'discount_id'] as const).filter(
        name => name in values && values[name] !== current[name],
    );
    if (lines && !sameLines(lines, currentLines)) changed.push('lines' as never);
    if (changed.length)
        throw conflict(
            'invoice_locked',
            `This job is ${current.status}: its ${changed.join(', ')} can no longer change`,
            changed[0],
        );
}

/**
 * Jobs and invoices (`motor-garage/invoice`): a job is quoted, scheduled, worked, invoiced and paid. Writing one
 * stores its lines and computes every total on the server; its status, numbers and totals are read only here and
 * change through the actions.
 */
export const jobResource = defineResource({
    name: 'motor-garage/invoice',
    permission: 'invoice',
    title: 'Job',
    table: jobs,
    fields: {
        number: field.readOnly(Type.String({ 'x-kind': 'text' })),
        status: field.readOnly(
            Type.Enum([...JOB_STATUSES], { 'x-kind': 'enum', 'x-enum-namespace': 'motor-garage.invoice.status' }),
        ),
        customer_id: field.reference('relationship/customer'),
        vehicle_id: field.reference('motor-garage/vehicle'),
        assignee_id: field.reference(MECHANIC, { exists: memberExists }),
        booking_id: field.readOnly(Nullable(Type.Integer())),
        scheduled_start: field.dateTime(),
        scheduled_end: field.dateTime(),
        mileage_in: field.integer({ nullable: true }),
        complaint: field.multiline(),
        internal_notes: field.multiline(),
        notes: field.multiline({ description: 'Printed on the invoice; stays editable after invoicing' }),
        discount_id: field.reference('motor-garage/discount'),
        discount_name: field.readOnly(
            Type.String({
                'x-kind': 'text',
                description:
                    "The discount's name as the job was last priced: an invoice keeps the one it was invoiced with",
            }),
        ),
        lines: field.writeOnly(Type.Array(LineInput, { maxItems: 200, 'x-kind': 'lines' }), { column: null }),
        tax_rate_bp: field.readOnly(Type.Integer({ 'x-kind': 'basis_points' })),
        subtotal_cents: money(),
        discount_cents: money(),
        tax_cents: money(),
        total_cents: money(),
        paid_cents: money(),
        balance_cents: money(),
        invoice_number: field.readOnly(Nullable(Type.String())),
        invoiced_at: field.readOnly(Nullable(Timestamp)),
        due_date: field.readOnly(Nullable(Type.String({ format: 'date', 'x-kind': 'date' }))),
        approval_state: field.readOnly(
            Type.Enum([...APPROVAL_STATES], {
                'x-kind': 'enum',
                'x-enum-namespace': 'motor-garage.invoice.approval_state',
                description:
                    'Where the estimate stands with the customer: none (never shared), sent, viewed (the link was ' +
                    'opened), answered (signed)',
            }),
        ),
    },
    computed: {
        happens_at: {
            schema: Type.String({
                format: 'date-time',
                'x-kind': 'datetime',
                description: 'When the job happens: its scheduled start, else when it was written down',
            }),
            sql: jobs.happensAt,
        },
    },
    sortable: [
        'number',
        'status',
        'scheduled_start',
        'happens_at',
        'total_cents',
        'balance_cents',
        'due_date',
        'created_at',
    ],
    defaultSort: { field: 'created_at', asc: false },
    keyword: [
        'number',
        'invoice_number',
        { name: 'plate', match: vehiclePlateMatches(jobs), normalize: plateKeyword },
        customerNameKeyword(jobs),
        customerPhoneKeyword(jobs),
    ],
    filters: {
        status: statusesFilter(jobs.status, JOB_STATUSES),
        approval_state: statusesFilter(jobs.approvalState, APPROVAL_STATES),
        customer_id: referenceFilter(jobs.customerId, 'relationship/customer'),
        vehicle_id: referenceFilter(jobs.vehicleId, 'motor-garage/vehicle'),
        assignee_id: referenceFilter(jobs.assigneeId, MECHANIC),
        from: {
            schema: Day({ description: 'Jobs on or after this day (scheduled start, else created)' }),
            where: (value: string) => sql`${jobs.happensAt} >= ${startOfDay(value)}`,
        },
        to: {
            schema: Day({ description: 'Jobs on or before this day' }),
            where: (value: string) => sql`${jobs.happensAt} < ${startOfDay(value, 1)}`,
        },
        overdue: {
            schema: Type.Boolean({
                description:
                    "true: invoiced jobs with a balance whose due date is before today in the workspace's time zone",
            }),
            where: (value: boolean) => (value ? overdue : sql`(${overdue}) IS NOT TRUE`),
        },
        overdue_from: {
            schema: OverdueDays('Overdue invoices at least this many days past their due date'),
            where: (value: SQL) => sql`${overdue} AND ${jobs.dueDate} <= ${daysBeforeToday(value)}`,
        },
        overdue_to: {
            schema: OverdueDays('Overdue invoices at most this many days past their due date'),
            where: (value: SQL) => sql`${overdue} AND ${jobs.dueDate} >= ${daysBeforeToday(value)}`,
        },
        // The calendar's: jobs by their scheduled start alone, a range on jobs_scheduled_start_idx.
        scheduled_from: {
            schema: Day({ description: 'Jobs scheduled to start on or after this day' }),
            where: (value: string) => sql`${jobs.scheduledStart} >= ${startOfDay(value)}`,
        },
        scheduled_to: {
            schema: Day({ description: 'Jobs scheduled to start on or before this day' }),
            where: (value: string) => sql`${jobs.scheduledStart} < ${startOfDay(value, 1)}`,
        },
        // Also the calendar's: jobs still going on at the day's start, the ones begun days before included. A job is
        // scheduled for four weeks at most, which bounds the range of scheduled_start read.
        scheduled_end_from: {
            schema: Day({
                description:
                    'Jobs scheduled to end after the start of this day (one without an end: an hour after its start)',
            }),
            where: (
                value: string,
            ) => sql`coalesce(${jobs.scheduledEnd}, ${jobs.scheduledStart} + interval '1 hour') > ${startOfDay(value)}
        AND ${jobs.scheduledStart} > ${startOfDay(value, -LONGEST_JOB_DAYS)}`,
        },
    },
    check: job => {
        const [start, end] = [job.scheduled_start, job.scheduled_end] as (Date | null | undefined)[];
        if (start && end && end <= start)
            throw invalid('scheduled_end', 'before_start', 'The end is not after the start');
    },
    unique: {
        jobs_number_key: { field: 'number', error: 'number_taken', message: 'Another job already has this number' },
    },
    hooks: {
        beforeWrite: async context => {
            const { tx, current, record, values } = context;
            const workspaceId = context.tenant!;
            // A scheduled or in-progress job with a start and an end takes a bay (common/bays.ts).
            await checkJobWrite(
                tx,
                workspaceId,
                current as BayJob | null,
                { ...record, status: String(record.status ?? 'quote') } as BayJob,
            );
            const lines = values.lines ? await resolveLines(tx, workspaceId, values.lines as never) : undefined;
            const currentLines = current ? await loadLines(tx, workspaceId, current.id as number) : [];
            if (current && isLockedJob(current.status as string)) {
                // An invoice's amounts stay as they were invoiced: only its notes and schedule may change.
                assertUnlocked(current, values, lines, currentLines);
                delete values.lines;
                return;
            }
            const planned = lines && (await planLines(tx, workspaceId, (current?.id as number) ?? null, lines));
            if (planned) values.lines = planned;
            const discountId = ('discount_id' in values ? values.discount_id : current?.discount_id) as
                number | null | undefined;
            const settings = await pricingOf(tx, workspaceId, discountId);
            Object.assign(
                values,
                computeTotals({
                    lines: billedLines<Line & { billable: boolean }>(planned ?? currentLines),
                    discount: settings.discount,
                    applyingDiscount: Boolean(discountId) && discountId !== current?.discount_id,
                    taxRateBp: settings.taxRateBp,
                    paidCents: 0,
                    timezone: settings.timezone,
                }),
            );
            // The same lines saved back stay as they are: their ids, which an open estimate page answers by, too.
            if (lines && current && sameLines(lines, currentLines)) delete values.lines;
            if (!current) values.number = await nextNumber(tx, workspaceId, 'job', yearIn(settings.timezone));
        },
        afterWrite: async ({ tx, tenant, id, values }) => {
            if (values.lines) await replaceLines(tx, tenant!, id, values.lines as PlannedLine[]);
        },
        beforeDelete: ({ current }) => {
            if (!(DELETABLE_JOB_STATUSES as readonly string[]).includes(current.status as string)) {
                throw new AppError(
                    409,
                    'not_deletable',
                    `This job is ${current.status}: only a quote or a cancelled job may be deleted`,
                );
            }
        },
    },
    detail: {
        properties: {
            lines: Type.Array(LineRecord),
            payments: Type.Array(PaymentRecord),
            approval: ApprovalRecord,
            answers: Type.Array(AnswerRecord, {
                description:
                    "The customer's answers to the estimate, newest first: signed on the link or told to staff",
            }),
        },
        load: (db, job, workspaceId) =>
            withTenant(db, workspaceId!, async tx => {
                const lines = await loadLines(tx, workspaceId!, job.id as number);
                return {
                    lines,
                    payments: await loadPayments(tx, workspaceId!, job.id as number),
                    approval: await approvalOf(tx, workspaceId!, { ...job, id: job.id as number }, lines),
                    answers: await answersOf(tx, workspaceId!, job.id as number),
                };
            }),
    },
    menu: { order: 10, icon: 'ReceiptLong' },
});
