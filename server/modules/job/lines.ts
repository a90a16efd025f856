import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { prepare, runPrepared } from '../../db/prepared';
import { jobLines, jobPayments, products, services } from '../../db/schema';
import { invalid } from '../../http/errors';
import { Id, MAX_INT, Nullable, Text, Timestamp } from '../../http/schemas';
import { LINE_APPROVALS, type LineApproval } from '../../../common/approvals';
import { LINE_KINDS, LINE_TERMS, PAYMENT_METHODS, type LineKind } from '../../../common/jobs';
import { lineTotal } from '../../../common/totals';

const Cents = (options: object = {}) => Type.Integer({ minimum: 0, maximum: MAX_INT, 'x-kind': 'money', ...options });

/**
 * A line as a client writes it. A product or service line takes its description and unit price from the price list
 * when they are left out (its Chinese description too, the item's `name_zh`, when the description is left out); what
 * the server computes (the line total) and the ids react-admin sends back are dropped.
 */
export const LineInput = Type.Object(
    {
        kind: Type.Enum([...LINE_KINDS]),
        product_id: Type.Optional(Nullable(Id({ 'x-reference': 'motor-garage/product' }))),
        service_id: Type.Optional(Nullable(Id({ 'x-reference': 'motor-garage/service' }))),
        description: Type.Optional(Text({ maxLength: 500 })),
        description_zh: Type.Optional(
            Text({
                maxLength: 500,
                description:
                    "What a zh-hk or zh-cn customer's printed invoice reads instead of the description; '' for the description",
            }),
        ),
        quantity_milli: Type.Integer({ minimum: 0, maximum: MAX_INT, 'x-kind': 'quantity_milli' }),
        unit_price_cents: Type.Optional(Cents()),
        discount_cents: Type.Optional(Cents()),
    },
    { additionalProperties: false },
);

export const LineRecord = Type.Object(
    {
        id: Type.Integer(),
        position: Type.Integer(),
        kind: Type.Enum([...LINE_KINDS]),
        product_id: Nullable(Type.Integer()),
        service_id: Nullable(Type.Integer()),
        description: Type.String(),
        description_zh: Type.String(),
        quantity_milli: Type.Integer(),
        unit_price_cents: Type.Integer(),
        discount_cents: Type.Integer(),
        line_total_cents: Type.Integer(),
        approval: Nullable(
            Type.Enum([...LINE_APPROVALS], {
                description:
                    "The customer's answer (on their estimate link, or told to staff); null: not asked, or changed since",
            }),
        ),
        approval_id: Nullable(Type.Integer({ description: "The answer (the job's `answers`) that gave `approval`" })),
        billable: Type.Boolean({
            description:
                'Whether the line is billed: every line until the customer answers the estimate, then the approved ones ' +
                'only. A line not billed is out of the totals, the invoice and the stock it takes',
        }),
    },
    { title: 'JobLine' },
);

export const PaymentRecord = Type.Object(
    {
        id: Type.Integer(),
        amount_cents: Type.Integer(),
        method: Type.Enum([...PAYMENT_METHODS]),
        paid_at: Timestamp,
        reference: Type.String(),
    },
    { title: 'JobPayment' },
);

/** A line ready to store: every amount known. */
export interface Line {
    kind: LineKind;
    product_id: number | null;
    service_id: number | null;
    description: string;
    description_zh: string;
    quantity_milli: number;
    unit_price_cents: number;
    discount_cents: number;
}

/** A line as it will be stored: the customer's answer it carries, and whether it is billed. */
export interface PlannedLine extends Line {
    approval: LineApproval | null;
    approvalId: number | null;
    billable: boolean;
}

type PriceListItem = { id: number; name: string; nameZh: string; priceCents: number };

async function priceList(tx: Tx, workspaceId: number, table: typeof products | typeof services, ids: number[]) {
    if (!ids.length) return new Map<number, PriceListItem>();
    const rows = await tx
        .select({ id: table.id, name: table.name, nameZh: table.nameZh, priceCents: table.priceCents })
        .from(table)
        .where(and(eq(table.workspaceId, workspaceId), inArray(table.id, ids)));
    return new Map(rows.map(row => [row.id, row]));
}

/**
 * The written lines, completed from the price list: a product line needs a product of this workspace, a service
 * line a service, a custom line a description (400 on `lines` otherwise).
 */
export async function resolveLines(tx: Tx, workspaceId: number, written: Static<typeof LineInput>[]): Promise<Line[]> {
    const idsOf = (kind: string, key: 'product_id' | 'service_id') =>
        written.filter(line => line.kind === kind && line[key]).map(line => line[key]!);
    const [productList, serviceList] = await Promise.all([
        priceList(tx, workspaceId, products, idsOf('product', 'product_id')),
        priceList(tx, workspaceId, services, idsOf('service', 'service_id')),
    ]);
    return written.map(line => {
        const item =
            line.kind === 'product'
                ? productList.get(line.product_id ?? 0)
                : line.kind === 'service'
                  ? serviceList.get(line.service_id ?? 0)
                  : undefined;
        if (line.kind !== 'custom' && !item)
            throw invalid('lines', 'not_found', `A ${line.kind} line needs a ${line.kind} of this workspace`);
        const written = (line.description ?? '').trim();
        const description = written || item?.name || '';
        if (!description) throw invalid('lines', 'required', 'A custom line needs a description');
        // Copied, not looked up when printing: an invoice reads the same after the price list changes.
        const chinese = line.description_zh?.trim() ?? (written ? '' : (item?.nameZh ?? ''));
        return {
            kind: line.kind,
            product_id: line.kind === 'product' ? item!.id : null,
            service_id: line.kind === 'service' ? item!.id : null,
            description,
            description_zh: chinese,
            quantity_milli: line.quantity_milli,
            unit_price_cents: line.unit_price_cents ?? item?.priceCents ?? 0,
            discount_cents: line.discount_cents ?? 0,
        };
    });
}

/** A line as answers give it (LineRecord). */
const lineColumns = sql`${jobLines.id} AS id, ${jobLines.position} AS position,
  ${jobLines.kind} AS kind, ${jobLines.productId} AS product_id, ${jobLines.serviceId} AS service_id,
  ${jobLines.description} AS description, ${jobLines.descriptionZh} AS description_zh, ${jobLines.quantityMilli} AS quantity_milli,
  ${jobLines.unitPriceCents} AS unit_price_cents, ${jobLines.discountCents} AS discount_cents,
  ${jobLines.lineTotalCents} AS line_total_cents, ${jobLines.approval} AS approval,
  ${jobLines.approvalId} AS approval_id, ${jobLines.billable} AS billable`;

const linesStatement = prepare(
    'job_lines_of',
    sql`SELECT ${lineColumns}
  FROM ${jobLines} WHERE ${jobLines.workspaceId} = ${sql.placeholder('workspace_id')} AND ${jobLines.jobId} = ${sql.placeholder('job_id')}
  ORDER BY ${jobLines.position}`,
);

const linesOfJobsStatement = prepare(
    'job_lines_of_jobs',
    sql`SELECT ${jobLines.jobId} AS job_id, ${lineColumns}
  FROM ${jobLines} WHERE ${jobLines.workspaceId} = ${sql.placeholder('workspace_id')}
    AND ${jobLines.jobId} = ANY(${sql.placeholder('job_ids')}::int[])
  ORDER BY ${jobLines.jobId}, ${jobLines.position}`,
);

const paymentsStatement = prepare(
    'job_payments_of',
    sql`SELECT ${jobPayments.id} AS id, ${jobPayments.amountCents} AS amount_cents,
  ${jobPayments.method} AS method, to_char(${jobPayments.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS paid_at,
  ${jobPayments.reference} AS reference
  FROM ${jobPayments} WHERE ${jobPayments.workspaceId} = ${sql.placeholder('workspace_id')} AND ${jobPayments.jobId} = ${sql.placeholder('job_id')}
  ORDER BY ${jobPayments.paidAt}, ${jobPayments.id}`,
);

/** The lines a job bills: out of its totals, its invoice and the stock it takes go the others. */
export const billedLines = <T extends { billable: boolean }>(lines: readonly T[]) =>
    lines.filter(line => line.billable);

/** The job's lines in their order, as answers give them. */
export const loadLines = async (tx: Tx, workspaceId: number, jobId: number) =>
    (await runPrepared(tx, linesStatement, { workspace_id: workspaceId, job_id: jobId })) as Static<
        typeof LineRecord
    >[];

/** The lines of several jobs in one statement: job id → its lines in their order (none: an empty list). */
export async function loadLinesOfJobs(tx: Tx, workspaceId: number, jobIds: readonly number[]) {
    const lines = new Map(jobIds.map(id => [id, [] as Static<typeof LineRecord>[]]));
    if (!jobIds.length) return lines;
    const rows = await runPrepared(tx, linesOfJobsStatement, { workspace_id: workspaceId, job_ids: jobIds });
    for (const { job_id: jobId, ...line } of rows) lines.get(jobId as number)?.push(line as Static<typeof LineRecord>);
    return lines;
}

/** The job's payments, oldest first. */
export const loadPayments = async (tx: Tx, workspaceId: number, jobId: number) =>
    (await runPrepared(tx, paymentsStatement, { workspace_id: workspaceId, job_id: jobId })) as Static<
        typeof PaymentRecord
    >[];

/** Whether two lines are the same work at the same price. */
export const sameLine = (line: Line, other: Line) => LINE_TERMS.every(key => line[key] === other[key]);

/** Whether two sets of lines are the same work at the same prices (an invoiced job may be saved back unchanged). */
export const sameLines = (a: readonly Line[], b: readonly Line[]) =>
    a.length === b.length && a.every((line, index) => sameLine(line, b[index]));

type StoredLine = typeof jobLines.$inferSelect;
export const storedAsLine = (row: StoredLine): Line => ({
    kind: row.kind,
    product_id: row.productId,
    service_id: row.serviceId,
    description: row.description,
    description_zh: row.descriptionZh,
    quantity_milli: row.quantityMilli,
    unit_price_cents: row.unitPriceCents,
    discount_cents: row.discountCents,
});

/** Stores the job's lines in their order, each with its total and answer, in place of the ones it had. */
export async function replaceLines(tx: Tx, workspaceId: number, jobId: number, lines: readonly PlannedLine[]) {
    await tx.delete(jobLines).where(and(eq(jobLines.workspaceId, workspaceId), eq(jobLines.jobId, jobId)));
    if (!lines.length) return;
    await tx.insert(jobLines).values(
        lines.map((line, position) => ({
            approval: line.approval,
            approvalId: line.approvalId,
            billable: line.billable,
            workspaceId,
            jobId,
            position,
            kind: line.kind,
            productId: line.product_id,
            serviceId: line.service_id,
            description: line.description,
            descriptionZh: line.description_zh,
            quantityMilli: line.quantity_milli,
            unitPriceCents: line.unit_price_cents,
            discountCents: line.discount_cents,
            lineTotalCents: Number(lineTotal(line)),
        })),
    );
}
