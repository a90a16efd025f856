import { eq, sql } from 'drizzle-orm';
import { jobTotals, lineTotal, type JobDiscount } from '../../common/totals';
import type { Tx } from '../db/client';
import {
    discounts,
    jobLines,
    jobPayments,
    jobs,
    products,
    services,
    stockMovements,
    vehicles,
    workspaces,
} from '../db/schema';
import type { Line } from '../modules/job/lines';
import { nextNumber, yearIn } from '../modules/job/numbers';
import { todayIn } from '../modules/job/totals';
import { PAYMENT_TERMS_DAYS } from '../modules/job/workflow';
import type { DemoGarage } from './demo-step';
import { JOBS, WORK, type JobRow, type JobStatusName, type PaymentMethodName, type WorkLine } from './demo-garage-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The demo garage is in Asia/Hong_Kong, which keeps UTC+8 all year. */
const HK_OFFSET = 8 * HOUR;
/** Working hours, Hong Kong time. */
const OPENS = 9;
const CLOSES = 18.5;

const cents = (dollars: number) => Math.round(dollars * 100);
const milli = (units: number) => Math.round(units * 1000);
/** The local calendar day of `at`, `days` later. */
const localDay = (at: number, days = 0) => new Date(at + HK_OFFSET + days * DAY).toISOString().slice(0, 10);

type Prices = Map<string, { id: number; name: string; nameZh: string; priceCents: number; durationMinutes?: number }>;

interface Payment {
    amountCents: number;
    method: PaymentMethodName;
    paidAt: Date;
    reference: string;
}

/** One demo job, every value known but its numbers. */
interface PlannedJob {
    index: number;
    status: JobStatusName;
    vehicleId: number;
    customerId: number | null;
    assigneeId: number | null;
    lines: Line[];
    discountId: number | null;
    discountName: string;
    scheduledStart: Date | null;
    scheduledEnd: Date | null;
    mileageIn: number | null;
    complaint: string;
    internalNotes: string;
    createdAt: Date;
    updatedAt: Date;
    invoicedAt: Date | null;
    dueDate: string | null;
    payments: Payment[];
    totals: ReturnType<typeof jobTotals>;
    number?: string;
    invoiceNumber?: string;
}

const INVOICED: readonly JobStatusName[] = ['invoiced', 'paid', 'void'];

function reference(method: PaymentMethodName, index: number): string {
    const n = ((index * 7919) % 9000) + 1000;
    switch (method) {
        case 'card':
            return `${index % 3 ? 'Visa' : 'Mastercard'} •••• ${n}`;
        case 'fps':
            return `FPS ref ${n}${(index * 31) % 97}`;
        case 'bank_transfer':
            return `HSBC TT ${n}-${index}`;
        case 'cheque':
            return `Cheque no. ${((index * 104_729) % 900_000) + 100_000}`;
        case 'payme':
            return `PayMe ${n}`;
        default:
            return '';
    }
}

/**
 * The demo garage's jobs: a few months of work in every status, some in the coming week. Times are days from the
 * seed date in working hours; totals are the API's (common/totals.ts at the workspace's tax rate); job numbers follow
 * creation and invoice numbers invoicing, through `nextNumber`, so the counters count on from them; invoiced parts
 * are out of stock.
 */
export async function seedJobs(
    tx: Tx,
    { workspaceId, ownerMembershipId, memberMembershipId }: DemoGarage,
): Promise<void> {
    const now = Date.now();
    const [workspace] = await tx
        .select({ taxRateBp: workspaces.taxRateBp, timezone: workspaces.timezone })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    const vehicleRows = await tx.select().from(vehicles).where(eq(vehicles.workspaceId, workspaceId));
    const vehicleByPlate = new Map(vehicleRows.map(vehicle => [vehicle.plate, vehicle]));
    const productBySku: Prices = new Map(
        (await tx.select().from(products).where(eq(products.workspaceId, workspaceId))).map(product => [
            product.sku,
            product,
        ]),
    );
    const serviceByCode: Prices = new Map(
        (await tx.select().from(services).where(eq(services.workspaceId, workspaceId))).map(service => [
            service.code,
            service,
        ]),
    );
    const discountByName = new Map(
        (await tx.select().from(discounts).where(eq(discounts.workspaceId, workspaceId))).map(discount => [
            discount.name,
            discount,
        ]),
    );

    const [year, month, date] = todayIn(workspace.timezone, new Date(now)).split('-').map(Number);
    /** `hour` (Hong Kong time, 9.5 = 09:30) on the day `day` days from the seed date, in ms since the epoch. */
    const at = (day: number, hour: number) => Date.UTC(year, month - 1, date + day) - HK_OFFSET + hour * HOUR;
    const isSunday = (day: number) => new Date(Date.UTC(year, month - 1, date + day)).getUTCDay() === 0;

    function line(written: WorkLine): Line & { minutes: number } {
        if (written.length === 3) {
            const [description, quantity, price] = written;
            return {
                kind: 'custom',
                product_id: null,
                service_id: null,
                description,
                description_zh: '',
                quantity_milli: milli(quantity),
                unit_price_cents: cents(price),
                discount_cents: 0,
                minutes: 0,
            };
        }
        const [code, quantity = 1] = written;
        const service = serviceByCode.get(code);
        const product = productBySku.get(code);
        const item = service ?? product;
        if (!item) throw new Error(`demo job line ${code}: no such service or part`);
        return {
            kind: service ? 'service' : 'product',
            product_id: service ? null : item.id,
            service_id: service ? item.id : null,
            description: item.name,
            description_zh: item.nameZh,
            quantity_milli: milli(quantity),
            unit_price_cents: item.priceCents,
            discount_cents: 0,
            minutes: (service?.durationMinutes ?? 0) * quantity,
        };
    }

    function plan([plate, startDay, startHour, status, workName, options = {}]: JobRow, index: number): PlannedJob {
        const vehicle = vehicleByPlate.get(plate);
        if (!vehicle) throw new Error(`demo job ${index}: no vehicle ${plate}`);
        const work = WORK[workName];
        const written = work.lines.map(line);
        const lines = written.map(({ minutes: _minutes, ...rest }) => rest);
        const duration =
            Math.max(
                30,
                written.reduce((sum, { minutes }) => sum + minutes, 0),
            ) * MINUTE;
        const hour = Math.floor(Math.max(OPENS, Math.min(startHour, CLOSES - duration / HOUR)) * 4) / 4;

        let day = startDay;
        const future = status === 'scheduled' || (status === 'cancelled' && startDay > 0);
        const done = (candidate: number) =>
            status === 'quote' || status === 'in_progress' || status === 'cancelled'
                ? at(candidate, hour) <= now
                : at(candidate, hour) + duration <= now;
        if (future) while (isSunday(day) || at(day, hour) <= now) day++;
        else while (isSunday(day) || !done(day)) day--;
        const start = at(day, hour);
        const end = start + duration;

        // Written down when the customer booked (working days before, and before the seed time), or on arrival.
        const booked = options.booked ?? index % 4;
        let createdDay = day - booked;
        const createdHour = 10 + (index % 5) * 0.75;
        while (isSunday(createdDay) || at(createdDay, createdHour) > now) createdDay--;
        const walkIn = booked === 0 && start - 20 * MINUTE <= now;
        const createdAt = status === 'quote' ? start : walkIn ? start - 20 * MINUTE : at(createdDay, createdHour);
        const scheduled = status !== 'quote';
        const invoicedAt = INVOICED.includes(status) ? Math.min(end + 15 * MINUTE, now - MINUTE) : null;

        const discount = options.discount ? discountByName.get(options.discount) : undefined;
        if (options.discount && !discount) throw new Error(`demo job ${index}: no discount ${options.discount}`);
        const jobDiscount: JobDiscount | null = discount
            ? { kind: discount.kind, percent_bp: discount.percentBp, amount_cents: discount.amountCents }
            : null;
        const total = jobTotals(lines, jobDiscount, workspace.taxRateBp).total_cents;
        const plans = typeof options.pay === 'string' ? [[options.pay, 'rest', 0] as const] : (options.pay ?? []);
        const payments: Payment[] = [];
        for (const [method, share, days] of plans) {
            const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
            payments.push({
                amountCents: share === 'rest' ? total - paid : Math.round(total * share),
                method,
                paidAt: new Date(Math.min(invoicedAt! + days * DAY, now - MINUTE)),
                reference: reference(method, index + payments.length),
            });
        }
        const totals = jobTotals(
            lines,
            jobDiscount,
            workspace.taxRateBp,
            payments.map(payment => ({ amount_cents: payment.amountCents })),
        );
        if (
            (status === 'paid') !== (totals.balance_cents === 0) ||
            (status !== 'paid' && status !== 'invoiced' && payments.length)
        ) {
            throw new Error(`demo job ${index}: its payments do not fit its status ${status}`);
        }

        const daysAgo = Math.max(0, (now - start) / DAY);
        const perDay = vehicle.mileage! / Math.max(365, (year - vehicle.year! + 0.5) * 365);
        const arrived = !future && status !== 'quote' && status !== 'cancelled';
        const events = [
            createdAt,
            status === 'in_progress' ? start : 0,
            status === 'completed' ? end : 0,
            invoicedAt ?? 0,
            status === 'void' ? Math.min(invoicedAt! + 2 * HOUR, now - MINUTE) : 0,
            status === 'cancelled' ? Math.min(createdAt + DAY, start - HOUR, now - MINUTE) : 0,
            ...payments.map(payment => payment.paidAt.getTime()),
        ];
        const assignee =
            options.assignee !== undefined
                ? options.assignee
                : status === 'quote'
                  ? null
                  : index % 3 === 0
                    ? 'owner'
                    : 'member';
        return {
            index,
            status,
            vehicleId: vehicle.id,
            customerId: vehicle.customerId,
            assigneeId: assignee === 'owner' ? ownerMembershipId : assignee === 'member' ? memberMembershipId : null,
            lines,
            discountId: discount?.id ?? null,
            discountName: discount?.name ?? '',
            scheduledStart: scheduled ? new Date(start) : null,
            scheduledEnd: scheduled ? new Date(end) : null,
            mileageIn: arrived ? Math.max(0, Math.round((vehicle.mileage! - perDay * daysAgo) / 10) * 10) : null,
            complaint: work.complaint,
            internalNotes: options.internalNotes ?? '',
            createdAt: new Date(createdAt),
            updatedAt: new Date(Math.max(...events)),
            invoicedAt: invoicedAt === null ? null : new Date(invoicedAt),
            dueDate: invoicedAt === null ? null : localDay(invoicedAt, PAYMENT_TERMS_DAYS),
            payments,
            totals,
        };
    }

    const planned = JOBS.map(plan);
    // Numbers in the order the garage gave them out: jobs as they were written down, invoices as they were issued.
    const byTime = (time: (job: PlannedJob) => number) => (a: PlannedJob, b: PlannedJob) =>
        time(a) - time(b) || a.index - b.index;
    for (const job of [...planned].sort(byTime(job => job.createdAt.getTime()))) {
        job.number = await nextNumber(tx, workspaceId, 'job', yearIn(workspace.timezone, job.createdAt));
    }
    for (const job of planned.filter(job => job.invoicedAt).sort(byTime(job => job.invoicedAt!.getTime()))) {
        job.invoiceNumber = await nextNumber(tx, workspaceId, 'invoice', yearIn(workspace.timezone, job.invoicedAt!));
    }

    const inserted = await tx
        .insert(jobs)
        .values(
            planned.map(job => ({
                workspaceId,
                number: job.number!,
                status: job.status,
                customerId: job.customerId,
                vehicleId: job.vehicleId,
                assigneeId: job.assigneeId,
                scheduledStart: job.scheduledStart,
                scheduledEnd: job.scheduledEnd,
                mileageIn: job.mileageIn,
                complaint: job.complaint,
                internalNotes: job.internalNotes,
                discountId: job.discountId,
                discountName: job.discountName,
                taxRateBp: workspace.taxRateBp,
                subtotalCents: job.totals.subtotal_cents,
                discountCents: job.totals.discount_cents,
                taxCents: job.totals.tax_cents,
                totalCents: job.totals.total_cents,
                paidCents: job.totals.paid_cents,
                balanceCents: job.totals.balance_cents,
                invoiceNumber: job.invoiceNumber ?? null,
                invoicedAt: job.invoicedAt,
                dueDate: job.dueDate,
                createdAt: job.createdAt,
                updatedAt: job.updatedAt,
            })),
        )
        .returning({ id: jobs.id, number: jobs.number });
    const idOf = new Map(inserted.map(row => [row.number, row.id]));

    await tx.insert(jobLines).values(
        planned.flatMap(job =>
            job.lines.map((line, position) => ({
                workspaceId,
                jobId: idOf.get(job.number!)!,
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
                createdAt: job.createdAt,
                updatedAt: job.createdAt,
            })),
        ),
    );
    const payments = planned.flatMap(job =>
        job.payments.map(payment => ({
            workspaceId,
            jobId: idOf.get(job.number!)!,
            ...payment,
            createdAt: payment.paidAt,
        })),
    );
    if (payments.length) await tx.insert(jobPayments).values(payments);

    // The stock ledger: each invoice took its parts out, each void put them back (two hours on, as planned above).
    const movements: (typeof stockMovements.$inferInsert)[] = [];
    const used = new Map<number, number>();
    for (const job of planned.filter(candidate => INVOICED.includes(candidate.status))) {
        const parts = new Map<number, number>();
        for (const line of job.lines)
            if (line.product_id) parts.set(line.product_id, (parts.get(line.product_id) ?? 0) + line.quantity_milli);
        const jobId = idOf.get(job.number!)!;
        for (const [productId, quantity] of parts) {
            const move = { workspaceId, productId, jobId, createdBy: ownerMembershipId };
            movements.push({ ...move, deltaMilli: -quantity, reason: 'job', createdAt: job.invoicedAt! });
            if (job.status === 'void') {
                const voidedAt = new Date(Math.min(job.invoicedAt!.getTime() + 2 * HOUR, now - MINUTE));
                movements.push({ ...move, deltaMilli: quantity, reason: 'void', createdAt: voidedAt });
            } else used.set(productId, (used.get(productId) ?? 0) + quantity);
        }
    }
    if (movements.length) await tx.insert(stockMovements).values(movements);
    if (used.size) {
        await tx.execute(sql`UPDATE ${products} SET stock_milli = stock_milli - used.quantity
      FROM (VALUES ${sql.join(
          [...used].map(([id, quantity]) => sql`(${id}::int, ${quantity}::bigint)`),
          sql`, `,
      )}) AS used(id, quantity)
      WHERE ${products.workspaceId} = ${workspaceId} AND ${products.id} = used.id`);
    }
}
