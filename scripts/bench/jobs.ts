// The job calls: the list filtered by status, a job written with five lines, and the invoice and payment actions,
// against a workspace with many jobs (scripts/seed/jobs.ts). Each action uses up a record, so its call first picks as
// many as it will send: open jobs to invoice, invoices to pay.
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { jobs, products, services, vehicles } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { hongKongDay, sortedPages, type BenchCall } from './calls';

const PATH = '/api/v3/motor-garage/invoice';
const OPEN = ['quote', 'scheduled', 'in_progress', 'completed'] as const;
const METHODS = ['cash', 'card', 'fps', 'octopus', 'payme', 'alipayhk', 'wechatpay'];

const at = <T>(items: T[], index: number) => items[(index * 7919) % items.length];
const numberOf = (invoiceNumber: string) => Number(invoiceNumber.split('-')[2]);

export function jobCalls(db: Db, workspaceId: number): BenchCall[] {
    const tenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, workspaceId, work);
    let sample = {
        vehicles: [] as { id: number; customerId: number | null }[],
        services: [] as number[],
        products: [] as number[],
    };
    let toInvoice: number[] = [];
    let toPay: { id: number; balance: number }[] = [];
    let invoicing = { since: new Date(), requests: 0 };

    /** Which issued invoice numbers are missing or repeated: the bench's own, and every year's up to its counter. */
    async function checkInvoiceNumbers(): Promise<string> {
        const issued = await tenant(tx =>
            tx
                .select({ number: jobs.invoiceNumber })
                .from(jobs)
                .where(and(eq(jobs.workspaceId, workspaceId), gt(jobs.invoicedAt, invoicing.since))),
        );
        const numbers = issued.map(row => row.number!).sort();
        const values = numbers.map(numberOf);
        const unique = new Set(numbers).size === numbers.length;
        const consecutive = values.every((value, index) => index === 0 || value === values[index - 1] + 1);
        const years = await tenant(tx =>
            tx.execute(sql`
      SELECT y.year, y.issued, y.distinct, y.highest, c.last AS counter FROM (
        SELECT split_part(invoice_number, '-', 2)::int AS year, count(*)::int AS issued, count(DISTINCT invoice_number)::int AS distinct,
          max(split_part(invoice_number, '-', 3)::int) AS highest
        FROM jobs WHERE workspace_id = ${workspaceId} AND invoice_number IS NOT NULL GROUP BY 1
      ) y LEFT JOIN number_counters c ON c.workspace_id = ${workspaceId} AND c.kind = 'invoice' AND c.year = y.year ORDER BY y.year`),
        );
        const perYear = (
            years as unknown as {
                rows: { year: number; issued: number; distinct: number; highest: number; counter: number }[];
            }
        ).rows.map(
            y =>
                `${y.year}: ${y.issued} numbers, ${
                    y.issued === y.distinct && y.distinct === y.highest && y.highest === y.counter
                        ? `1…${y.highest}, none missing or repeated, counter at ${y.counter}`
                        : `NOT GAPLESS (${y.distinct} distinct, highest ${y.highest}, counter ${y.counter})`
                }`,
        );
        const ok = numbers.length === invoicing.requests && unique && consecutive;
        return (
            `jobs invoice: ${numbers.length} invoices issued for ${invoicing.requests} calls, ${numbers[0]} … ${numbers[numbers.length - 1]}: ` +
            `${ok ? 'unique and gapless' : `NOT unique and gapless (unique: ${unique}, consecutive: ${consecutive})`}; per year ${perYear.join('; ')}`
        );
    }

    return [
        ...sortedPages('jobs', PATH, [
            ['happens_at', false],
            ['total_cents', false],
            ['balance_cents', false],
            ['due_date', true],
        ]),
        { name: 'jobs ?status=invoiced', next: () => ({ method: 'GET', path: `${PATH}?status=invoiced&size=25` }) },
        {
            name: 'jobs ?status=quote,scheduled,in_progress,completed',
            next: () => ({ method: 'GET', path: `${PATH}?status=${OPEN.join(',')}&size=25` }),
        },
        {
            // 30 days within the past year, newest first, as the list's date filters ask
            name: 'jobs ?from&to (30 days)',
            bare: false,
            next: i => ({
                method: 'GET',
                path: `${PATH}?from=${hongKongDay(-30 * (i % 12) - 29)}&to=${hongKongDay(-30 * (i % 12))}&size=25`,
            }),
        },
        {
            name: 'jobs create (5 lines)',
            bare: false,
            prepare: async () => {
                sample = await tenant(async tx => ({
                    vehicles: await tx
                        .select({ id: vehicles.id, customerId: vehicles.customerId })
                        .from(vehicles)
                        .where(eq(vehicles.workspaceId, workspaceId))
                        .orderBy(sql`md5(${vehicles.id}::text)`)
                        .limit(1000),
                    services: (
                        await tx.select({ id: services.id }).from(services).where(eq(services.workspaceId, workspaceId))
                    ).map(row => row.id),
                    products: (
                        await tx.select({ id: products.id }).from(products).where(eq(products.workspaceId, workspaceId))
                    ).map(row => row.id),
                }));
                if (!sample.services.length || !sample.products.length)
                    throw new Error('the bench workspace has no price list (seed it with jobs)');
            },
            next: i => {
                const vehicle = at(sample.vehicles, i);
                return {
                    method: 'POST',
                    path: PATH,
                    body: {
                        customer_id: vehicle.customerId,
                        vehicle_id: vehicle.id,
                        complaint: 'Service due, squeal from the front brakes',
                        lines: [
                            { kind: 'service', service_id: at(sample.services, i), quantity_milli: 1000 },
                            { kind: 'service', service_id: at(sample.services, i + 1), quantity_milli: 1500 },
                            { kind: 'product', product_id: at(sample.products, i), quantity_milli: 1000 },
                            { kind: 'product', product_id: at(sample.products, i + 1), quantity_milli: 4000 },
                            {
                                kind: 'custom',
                                description: 'Disposal of old parts',
                                quantity_milli: 1000,
                                unit_price_cents: 5_000,
                            },
                        ],
                    },
                };
            },
        },
        {
            name: 'jobs invoice',
            bare: false,
            prepare: async requests => {
                toInvoice = (
                    await tenant(tx =>
                        tx
                            .select({ id: jobs.id })
                            .from(jobs)
                            .where(and(eq(jobs.workspaceId, workspaceId), inArray(jobs.status, [...OPEN])))
                            .orderBy(desc(jobs.id))
                            .limit(requests),
                    )
                ).map(row => row.id);
                if (toInvoice.length < requests)
                    throw new Error(`only ${toInvoice.length} open jobs to invoice, ${requests} needed`);
                invoicing = { since: new Date(), requests };
            },
            next: () => ({ method: 'POST', path: `${PATH}/${toInvoice.pop()}/invoice`, body: {} }),
            check: checkInvoiceNumbers,
        },
        {
            name: 'jobs payment',
            bare: false,
            prepare: async requests => {
                toPay = await tenant(tx =>
                    tx
                        .select({ id: jobs.id, balance: jobs.balanceCents })
                        .from(jobs)
                        .where(
                            and(
                                eq(jobs.workspaceId, workspaceId),
                                eq(jobs.status, 'invoiced'),
                                gt(jobs.balanceCents, 0),
                                isNotNull(jobs.invoiceNumber),
                            ),
                        )
                        .orderBy(desc(jobs.id))
                        .limit(requests),
                );
                if (toPay.length < requests)
                    throw new Error(`only ${toPay.length} invoices to pay, ${requests} needed`);
            },
            // Each pays what its invoice owes, so the invoice is paid.
            next: i => {
                const job = toPay.pop()!;
                return {
                    method: 'POST',
                    path: `${PATH}/${job.id}/payment`,
                    body: { amount_cents: job.balance, method: at(METHODS, i), reference: `BENCH ${i}` },
                };
            },
        },
    ];
}
