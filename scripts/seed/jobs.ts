// Jobs and invoices at scale: each seeded workspace gets the demo garage's parts list, labour menu and open-ended
// discounts, then jobs over its customers' vehicles with totals, numbers and payments as the API would have made them.

import { sql } from 'drizzle-orm';
import { jobTotals, lineTotal, type JobDiscount } from '../../common/totals';
import {
    DISCOUNTS,
    PRODUCTS,
    SERVICES,
    WORK,
    type PaymentMethodName,
    type Work,
} from '../../server/bootstrap/demo-garage-data';
import type { Db, Tx } from '../../server/db/client';
import { discounts, products, services, stockMovements } from '../../server/db/schema';
import type { Line } from '../../server/modules/job/lines';
import { PAYMENT_TERMS_DAYS } from '../../server/modules/job/workflow';
import { seededRandom, type Random } from './records';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Jobs are spread over the two years before the seed. */
const SPAN = 730 * DAY;
/** Jobs per INSERT statement (with their lines and payments, in the same statement). */
const BATCH = 5_000;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const uniform = (random: Random, low: number, high: number) => low + random() * (high - low);

/** Payment methods, weighted as a Hong Kong garage's counter sees them. */
const METHODS: [PaymentMethodName, number][] = [
    ['card', 25],
    ['cash', 20],
    ['fps', 20],
    ['octopus', 8],
    ['payme', 8],
    ['bank_transfer', 7],
    ['alipayhk', 5],
    ['wechatpay', 4],
    ['cheque', 3],
];
const METHOD_WHEEL = METHODS.flatMap(([method, weight]) => Array<PaymentMethodName>(weight).fill(method));
const EXTRAS: [description: string, cents: number][] = [
    ['Disposal of old parts', 5_000],
    ['Road test and report', 15_000],
    ['Car wash', 8_000],
    ['Collection and delivery', 25_000],
    ['Replace number plate lamp', 12_000],
    ['Fix loose undertray', 18_000],
];

export interface SeededJobs {
    jobs: number;
    lines: number;
    payments: number;
}

type Status = 'quote' | 'scheduled' | 'in_progress' | 'completed' | 'invoiced' | 'paid' | 'cancelled' | 'void';

interface Template {
    complaint: string;
    lines: Line[];
    minutes: number;
}

interface SeedJob {
    status: Status;
    vehicle: { id: number; customer_id: number | null; mileage: number | null } | null;
    assigneeId: number | null;
    template: Template;
    lines: Line[];
    discountId: number | null;
    totals: ReturnType<typeof jobTotals>;
    createdAt: number;
    updatedAt: number;
    start: number | null;
    end: number | null;
    invoicedAt: number | null;
    payments: { amount_cents: number; method: PaymentMethodName; paid_at: number; reference: string }[];
    number?: string;
    invoiceNumber?: string;
}

/** `J-2026-00042`, as server/modules/job/numbers.ts writes them. */
const formatNumber = (prefix: 'J' | 'INV', year: number, n: number) =>
    `${prefix}-${year}-${String(n).padStart(5, '0')}`;

/** The local day (`YYYY-MM-DD`) of a time in a zone, cached per quarter hour (every zone's offset is a multiple). */
function localDays(timezone: string) {
    const format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
    });
    const cache = new Map<number, string>();
    return (at: number) => {
        const bucket = Math.floor(at / (15 * MINUTE));
        let day = cache.get(bucket);
        if (!day) cache.set(bucket, (day = format.format(new Date(bucket * 15 * MINUTE))));
        return day;
    };
}

const addDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Runs `work` as the table owner, scoped to the workspace (row-level security is forced on the owner too). */
function inWorkspace<T>(db: Db, workspaceId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async tx => {
        await tx.execute(sql`select set_config('app.workspace_id', ${String(workspaceId)}, true)`);
        return work(tx);
    });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The demo garage's price list in the workspace, and its work as lines priced from it. */
async function priceList(db: Db, workspaceId: number) {
    return inWorkspace(db, workspaceId, async tx => {
        const parts = await tx
            .insert(products)
            .values(
                PRODUCTS.map(([sku, name, brand, category, unit, cost, price, stock, reorderLevel]) => ({
                    workspaceId,
                    sku,
                    name,
                    brand,
                    category,
                    unit,
                    costCents: Math.round(cost * 100),
                    priceCents: Math.round(price * 100),
                    stockMilli: Math.round(stock * 1000),
                    reorderLevelMilli: Math.round(reorderLevel * 1000),
                })),
            )
            .returning();
        // Each part's stock is its ledger's sum: its count so far is the opening movement (the seeded jobs move no stock).
        await tx.insert(stockMovements).values(
            parts
                .filter(row => row.stockMilli !== 0)
                .map(row => ({
                    workspaceId,
                    productId: row.id,
                    deltaMilli: row.stockMilli,
                    reason: 'opening' as const,
                    note: 'Stock count',
                })),
        );
        const labour = await tx
            .insert(services)
            .values(
                SERVICES.map(([code, name, category, price, durationMinutes, description]) => ({
                    workspaceId,
                    code,
                    name,
                    category,
                    priceCents: Math.round(price * 100),
                    durationMinutes,
                    description,
                })),
            )
            .returning();
        const offers = await tx
            .insert(discounts)
            .values(
                DISCOUNTS.filter(
                    ([, , , , fromDays, toDays, minSubtotal, active]) =>
                        fromDays === null && toDays === null && minSubtotal === 0 && active,
                ).map(([name, code, kind, value]) => ({
                    workspaceId,
                    name,
                    code,
                    kind,
                    percentBp: kind === 'percent' ? value * 100 : 0,
                    amountCents: kind === 'amount' ? value * 100 : 0,
                })),
            )
            .returning();
        const part = new Map(parts.map(row => [row.sku, row]));
        const service = new Map(labour.map(row => [row.code, row]));
        const templates: Template[] = (Object.values(WORK) as Work[]).map(work => {
            let minutes = 0;
            const lines = work.lines.slice(0, 6).map((written): Line => {
                if (written.length === 3) {
                    const [description, quantity, price] = written;
                    return {
                        kind: 'custom',
                        product_id: null,
                        service_id: null,
                        description,
                        description_zh: '',
                        quantity_milli: Math.round(quantity * 1000),
                        unit_price_cents: Math.round(price * 100),
                        discount_cents: 0,
                    };
                }
                const [code, quantity = 1] = written;
                const labourItem = service.get(code);
                const item = labourItem ?? part.get(code)!;
                minutes += (labourItem?.durationMinutes ?? 0) * quantity;
                return {
                    kind: labourItem ? 'service' : 'product',
                    product_id: labourItem ? null : item.id,
                    service_id: labourItem ? item.id : null,
                    description: item.name,
                    description_zh: '',
                    quantity_milli: Math.round(quantity * 1000),
                    unit_price_cents: item.priceCents,
                    discount_cents: 0,
                };
            });
            return { complaint: work.complaint, lines, minutes: Math.max(30, minutes) };
        });
        return {
            templates,
            discounts: offers.map(offer => ({
                id: offer.id,
                discount: {
                    kind: offer.kind,
                    percent_bp: offer.percentBp,
                    amount_cents: offer.amountCents,
                } as JobDiscount,
            })),
        };
    });
}

/**
 * One job's story, written down at `createdAt`: most are paid, some still owed (more of the recent ones), a few
 * quotes never taken up, cancelled or voided; where the story has got to by `now` gives the status.
 */
function makeJob(
    random: Random,
    createdAt: number,
    now: number,
    context: {
        vehicles: SeedJob['vehicle'][];
        ownerId: number | null;
        templates: Template[];
        discounts: { id: number; discount: JobDiscount }[];
        taxRateBp: number;
    },
): SeedJob {
    const template = pick(random, context.templates);
    let lines = template.lines;
    if (lines.length < 6 && random() < 0.15) {
        const [description, cents] = pick(random, EXTRAS);
        lines = [
            ...lines,
            {
                kind: 'custom',
                product_id: null,
                service_id: null,
                description,
                description_zh: '',
                quantity_milli: 1000,
                unit_price_cents: cents,
                discount_cents: 0,
            },
        ];
    }
    if (random() < 0.05) lines = [{ ...lines[0], discount_cents: 5_000 }, ...lines.slice(1)];
    const offer = random() < 0.1 ? pick(random, context.discounts) : null;

    const booked = random() < 0.35;
    const start = booked
        ? createdAt + Math.round(uniform(random, 1, 10)) * DAY + Math.round(uniform(random, -2, 2)) * HOUR
        : createdAt + uniform(random, 5, 60) * MINUTE;
    const end = start + template.minutes * MINUTE;
    // The car waits for parts or for its owner: the work ends later, the invoice when it is collected.
    const workDone = end + (random() < 0.2 ? uniform(random, 2, 72) * HOUR : 0);
    const invoicedAt = workDone + uniform(random, 0.2, 30) * HOUR;
    const age = now - createdAt;
    const fate = random();
    const owed = age < 45 * DAY ? 0.2 : 0.015;
    let status: Status =
        fate < 0.03
            ? 'quote'
            : fate < 0.06
              ? 'cancelled'
              : fate < 0.067
                ? 'void'
                : fate < 0.067 + owed
                  ? 'invoiced'
                  : 'paid';
    if (status !== 'quote' && status !== 'cancelled') {
        if (start > now) status = 'scheduled';
        else if (workDone > now) status = 'in_progress';
        else if (invoicedAt > now) status = 'completed';
    }

    const total = jobTotals(lines, offer?.discount ?? null, context.taxRateBp).total_cents;
    const payments: SeedJob['payments'] = [];
    const pay = (amount: number, method: PaymentMethodName) => {
        const later =
            method === 'bank_transfer' || method === 'cheque'
                ? uniform(random, 1, 30) * DAY
                : random() < 0.1
                  ? uniform(random, 1, 10) * DAY
                  : 0;
        payments.push({
            amount_cents: amount,
            method,
            paid_at: invoicedAt + later,
            reference: method === 'cash' || method === 'octopus' ? '' : `REF${Math.floor(random() * 1e8)}`,
        });
    };
    if (status === 'paid' && total > 0) {
        if (total > 100 && random() < 0.12) {
            const deposit = Math.round(total * uniform(random, 0.2, 0.6));
            pay(deposit, pick(random, METHOD_WHEEL));
            pay(total - deposit, pick(random, METHOD_WHEEL));
        } else pay(total, pick(random, METHOD_WHEEL));
        // A payment still to come: the invoice is owed until then.
        while (payments.length && payments[payments.length - 1].paid_at > now) payments.pop();
        if (payments.reduce((sum, payment) => sum + payment.amount_cents, 0) < total) status = 'invoiced';
    } else if (status === 'invoiced' && total > 100 && random() < 0.3) {
        pay(Math.round(total * uniform(random, 0.1, 0.7)), pick(random, METHOD_WHEEL));
        if (payments[0].paid_at > now) payments.pop();
    }
    if (total === 0 && status === 'invoiced') status = 'paid';
    const totals = jobTotals(lines, offer?.discount ?? null, context.taxRateBp, payments);

    const vehicle = context.vehicles.length ? pick(random, context.vehicles) : null;
    const scheduled = status !== 'quote';
    const invoiced = status === 'invoiced' || status === 'paid' || status === 'void';
    const events = [createdAt, ...payments.map(payment => payment.paid_at)];
    if (invoiced) events.push(invoicedAt);
    if (status === 'in_progress') events.push(start);
    if (status === 'completed') events.push(workDone);
    return {
        status,
        vehicle,
        template,
        lines,
        totals,
        payments,
        createdAt,
        updatedAt: Math.min(now, Math.max(...events)),
        assigneeId: scheduled && random() < 0.7 ? context.ownerId : null,
        discountId: offer?.id ?? null,
        start: scheduled ? start : null,
        end: scheduled ? end : null,
        invoicedAt: invoiced ? invoicedAt : null,
    };
}

const JOB_COLUMNS: Record<string, string> = {
    number: 'text',
    status: 'text',
    customer_id: 'int',
    vehicle_id: 'int',
    assignee_id: 'int',
    scheduled_start: 'timestamptz',
    scheduled_end: 'timestamptz',
    mileage_in: 'int',
    complaint: 'text',
    discount_id: 'int',
    tax_rate_bp: 'int',
    subtotal_cents: 'int',
    discount_cents: 'int',
    tax_cents: 'int',
    total_cents: 'int',
    paid_cents: 'int',
    balance_cents: 'int',
    invoice_number: 'text',
    invoiced_at: 'timestamptz',
    due_date: 'date',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
};
const LINE_COLUMNS: Record<string, string> = {
    position: 'int',
    kind: 'text',
    product_id: 'int',
    service_id: 'int',
    description: 'text',
    quantity_milli: 'int',
    unit_price_cents: 'int',
    discount_cents: 'int',
    line_total_cents: 'int',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
};
const PAYMENT_COLUMNS: Record<string, string> = {
    amount_cents: 'int',
    method: 'text',
    paid_at: 'timestamptz',
    reference: 'text',
    created_at: 'timestamptz',
};

const names = (columns: Record<string, string>) => sql.raw(Object.keys(columns).join(', '));
const fromR = (columns: Record<string, string>) =>
    sql.raw(
        Object.keys(columns)
            .map(name => `r.${name}`)
            .join(', '),
    );
/** Rows sent as one JSON parameter (so a batch is not bounded by the 65,535 parameters), typed by `columns`. */
const recordset = (
    rows: object[],
    columns: Record<string, string>,
) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
  AS r(${sql.raw(
      Object.entries(columns)
          .map(([name, type]) => `${name} ${type}`)
          .join(', '),
  )})`;

/** A batch of jobs with their lines and payments in one statement: the lines and payments find their job by number. */
async function insertBatch(
    db: Db,
    workspaceId: number,
    batch: SeedJob[],
    taxRateBp: number,
    localDay: (at: number) => string,
    now: number,
) {
    const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
    const jobRows = batch.map(job => ({
        number: job.number,
        status: job.status,
        customer_id: job.vehicle?.customer_id ?? null,
        vehicle_id: job.vehicle?.id ?? null,
        assignee_id: job.assigneeId,
        scheduled_start: iso(job.start),
        scheduled_end: iso(job.end),
        mileage_in:
            job.start !== null && job.start <= now && job.status !== 'cancelled' && job.vehicle?.mileage != null
                ? Math.max(0, Math.round((job.vehicle.mileage - ((now - job.start) / DAY) * 40) / 10) * 10)
                : null,
        complaint: job.template.complaint,
        discount_id: job.discountId,
        tax_rate_bp: taxRateBp,
        subtotal_cents: job.totals.subtotal_cents,
        discount_cents: job.totals.discount_cents,
        tax_cents: job.totals.tax_cents,
        total_cents: job.totals.total_cents,
        paid_cents: job.totals.paid_cents,
        balance_cents: job.totals.balance_cents,
        invoice_number: job.invoiceNumber ?? null,
        invoiced_at: iso(job.invoicedAt),
        due_date: job.invoicedAt === null ? null : addDays(localDay(job.invoicedAt), PAYMENT_TERMS_DAYS),
        created_at: iso(job.createdAt),
        updated_at: iso(job.updatedAt),
    }));
    const lineRows = batch.flatMap(job =>
        job.lines.map((line, position) => ({
            job_number: job.number,
            position,
            ...line,
            line_total_cents: Number(lineTotal(line)),
            created_at: iso(job.createdAt),
            updated_at: iso(job.createdAt),
        })),
    );
    const paymentRows = batch.flatMap(job =>
        job.payments.map(payment => ({
            job_number: job.number,
            ...payment,
            paid_at: iso(payment.paid_at),
            created_at: iso(payment.paid_at),
        })),
    );
    const byNumber = { job_number: 'text' };
    await inWorkspace(db, workspaceId, async tx => {
        // The statistics' daily figures are worked out once after the load (statistic_rebuild), not row by row.
        await tx.execute(sql`select set_config('app.statistic_paused', 'on', true)`);
        await tx.execute(sql`WITH inserted AS (
      INSERT INTO jobs (workspace_id, ${names(JOB_COLUMNS)})
      SELECT ${workspaceId}::int, ${fromR(JOB_COLUMNS)} FROM ${recordset(jobRows, JOB_COLUMNS)} RETURNING id, number
    ), lines AS (
      INSERT INTO job_lines (workspace_id, job_id, ${names(LINE_COLUMNS)})
      SELECT ${workspaceId}::int, inserted.id, ${fromR(LINE_COLUMNS)}
      FROM ${recordset(lineRows, { ...byNumber, ...LINE_COLUMNS })} JOIN inserted ON inserted.number = r.job_number
    )
    INSERT INTO job_payments (workspace_id, job_id, ${names(PAYMENT_COLUMNS)})
    SELECT ${workspaceId}::int, inserted.id, ${fromR(PAYMENT_COLUMNS)}
    FROM ${recordset(paymentRows, { ...byNumber, ...PAYMENT_COLUMNS })} JOIN inserted ON inserted.number = r.job_number`);
    });
    return { lines: lineRows.length, payments: paymentRows.length };
}

/**
 * `count` jobs in the workspace, written down one after another over the two years before now (some booked into
 * the coming days), each with one to six lines. Job numbers follow creation and invoice numbers invoicing, per local
 * year, and the workspace's counters are left at the last ones, so the app numbers on from them.
 */
export async function seedWorkspaceJobs(db: Db, workspaceId: number, count: number, seed: number): Promise<SeededJobs> {
    if (count === 0) return { jobs: 0, lines: 0, payments: 0 };
    const random = seededRandom(seed);
    const now = Date.now();
    const { templates, discounts: offers } = await priceList(db, workspaceId);
    const context = await inWorkspace(db, workspaceId, async tx => {
        const [workspace] = rowsOf<{ tax_rate_bp: number; timezone: string; owner_id: number | null }>(
            await tx.execute(sql`SELECT tax_rate_bp, timezone,
      (SELECT id FROM workspace_users WHERE workspace_id = ${workspaceId} AND role = 'owner' ORDER BY id LIMIT 1) AS owner_id
      FROM workspaces WHERE id = ${workspaceId}`),
        );
        const vehicles = rowsOf<NonNullable<SeedJob['vehicle']>>(
            await tx.execute(sql`SELECT id, customer_id, mileage FROM vehicles
      WHERE workspace_id = ${workspaceId} ORDER BY id`),
        );
        return { ...workspace, vehicles };
    });
    const localDay = localDays(context.timezone);
    const jobContext = {
        vehicles: context.vehicles,
        ownerId: context.owner_id,
        templates,
        discounts: offers,
        taxRateBp: context.tax_rate_bp,
    };

    const jobs: SeedJob[] = [];
    const first = now - SPAN;
    for (let k = 0; k < count; k++)
        jobs.push(makeJob(random, first + ((k + random()) * SPAN) / count, now, jobContext));

    // Numbers per local year: jobs in the order they were written down (already theirs), invoices in the order issued.
    const last = new Map<string, number>();
    const take = (kind: 'job' | 'invoice', at: number) => {
        const year = Number(localDay(at).slice(0, 4));
        const n = (last.get(`${kind} ${year}`) ?? 0) + 1;
        last.set(`${kind} ${year}`, n);
        return formatNumber(kind === 'job' ? 'J' : 'INV', year, n);
    };
    for (const job of jobs) job.number = take('job', job.createdAt);
    const invoiced = jobs.filter(job => job.invoicedAt !== null).sort((a, b) => a.invoicedAt! - b.invoicedAt!);
    for (const job of invoiced) job.invoiceNumber = take('invoice', job.invoicedAt!);

    const seeded = { jobs: count, lines: 0, payments: 0 };
    for (let start = 0; start < count; start += BATCH) {
        const inserted = await insertBatch(
            db,
            workspaceId,
            jobs.slice(start, start + BATCH),
            context.tax_rate_bp,
            localDay,
            now,
        );
        seeded.lines += inserted.lines;
        seeded.payments += inserted.payments;
    }
    await inWorkspace(db, workspaceId, tx => tx.execute(sql`SELECT statistic_rebuild(${workspaceId}::int)`));
    await inWorkspace(db, workspaceId, tx =>
        tx.execute(sql`INSERT INTO number_counters (workspace_id, kind, year, last)
    VALUES ${sql.join(
        [...last].map(([key, n]) => {
            const [kind, year] = key.split(' ');
            return sql`(${workspaceId}::int, ${kind}, ${Number(year)}::int, ${n}::int)`;
        }),
        sql`, `,
    )}
    ON CONFLICT (workspace_id, kind, year) DO UPDATE SET last = GREATEST(number_counters.last, excluded.last)`),
    );
    return seeded;
}
