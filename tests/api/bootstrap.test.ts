import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, describeBootstrap } from '../../server/bootstrap';
import { DEMO_WORKSPACE_NAME } from '../../server/bootstrap/demo';
import { loadConfig } from '../../server/config';
import { jobTotals, type JobDiscount } from '../../common/totals';
import { PRODUCTS } from '../../server/bootstrap/demo-garage-data';
import { admins, authGroupMembers, notifications, users, workspaces } from '../../server/db/schema';
import { JOB_STATUSES } from '../../common/jobs';
import { todayIn } from '../../server/modules/job/totals';
import { baySpans, type BayJob } from '../../common/bays';
import { peakOverlap } from '../../server/modules/booking/capacity';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { adminToken, call, userToken, workspaceToken } from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

describe('first start', () => {
    it('creates the platform admin and a demo garage whose printed credentials sign in, once', async () => {
        const config = loadConfig({
            JWT_SECRET: TEST_JWT_SECRET,
            DATA_DIR: t.config.dataDir,
            ADMIN_USERNAME: 'root',
            DEMO_PASSWORD: 'demo-password-1',
        });
        const first = await bootstrap(t.database.db, config);
        expect(first.admin).toMatchObject({ username: 'root', generated: true });
        expect(first.demo).toMatchObject({ username: 'demo', password: 'demo-password-1', generated: false });
        const printed = describeBootstrap(first).join('\n');
        expect(printed).toContain(first.admin!.password);
        expect(printed).not.toContain('demo-password-1');

        const admin = await adminToken(t.app, 'root', first.admin!.password);
        expect((await call(t.app, 'GET', '/admin/v3/self', { token: admin })).body.data.username).toBe('root');
        const demo = await userToken(t.app, 'demo', 'demo-password-1');
        const memberships = await call(t.app, 'GET', '/api/v3/workspace', { token: demo, query: { size: '9999' } });
        expect(memberships.body.data).toEqual([
            expect.objectContaining({
                role: 'owner',
                workspace: expect.objectContaining({ name: 'Kwun Tong Auto Service' }),
            }),
        ]);

        const again = await bootstrap(t.database.db, config);
        expect(again).toEqual({});
        expect((await t.database.db.select().from(admins)).length).toBe(1);
        expect((await t.database.db.select().from(users)).length).toBe(first.demo ? 2 : 0);
    });
});

describe('a first start stopped part-way', () => {
    let empty: TestContext;
    beforeAll(async () => {
        empty = await startTestApp();
    });
    afterAll(async () => {
        await empty.close();
    });

    const counts = async () => {
        const { db } = empty.database;
        return {
            admins: await db.$count(admins),
            users: await db.$count(users),
            workspaces: await db.$count(workspaces),
            groupMembers: await db.$count(authGroupMembers),
        };
    };

    it('leaves nothing behind, and the next start seeds everything', async () => {
        const { db } = empty.database;
        const config = loadConfig({
            JWT_SECRET: TEST_JWT_SECRET,
            DATA_DIR: empty.config.dataDir,
            DEMO_PASSWORD: 'demo-password-1',
        });
        // The demo garage's last records fail to write, as they would when the process is killed at that moment.
        await db.execute(
            sql.raw(
                `CREATE FUNCTION stop_seed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'seed stopped'; END $$`,
            ),
        );
        await db.execute(
            sql.raw(
                'CREATE TRIGGER stop_seed BEFORE INSERT ON auth_group_members FOR EACH ROW EXECUTE FUNCTION stop_seed()',
            ),
        );
        await expect(bootstrap(db, config)).rejects.toThrow();
        expect(await counts()).toEqual({ admins: 0, users: 0, workspaces: 0, groupMembers: 0 });

        await db.execute(sql.raw('DROP TRIGGER stop_seed ON auth_group_members'));
        const next = await bootstrap(db, config);
        expect(next).toMatchObject({
            admin: { username: 'admin' },
            demo: { username: 'demo', workspace: DEMO_WORKSPACE_NAME },
        });
        expect(await counts()).toEqual({ admins: 1, users: 2, workspaces: 1, groupMembers: 1 });
    });
});

describe('the demo garage', () => {
    let demo: TestContext;
    let token: string;
    beforeAll(async () => {
        demo = await startTestApp();
        const config = loadConfig({
            JWT_SECRET: TEST_JWT_SECRET,
            DATA_DIR: demo.config.dataDir,
            DEMO_PASSWORD: 'demo-password-1',
        });
        await bootstrap(demo.database.db, config);
        const user = await userToken(demo.app, 'demo', 'demo-password-1');
        const [membership] = (await call(demo.app, 'GET', '/api/v3/workspace', { token: user })).body.data;
        token = await workspaceToken(demo.app, user, membership.workspace.id);
    });
    afterAll(async () => {
        await demo.close();
    });

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = async (resource: string, query: Record<string, string> = {}) => {
        const answer = await call(demo.app, 'GET', `/api/v3/${resource}`, { token, query: { size: '100', ...query } });
        expect(answer.status).toBe(200);
        return answer.body as { data: Record<string, any>[]; total: number };
    };

    it('has customers, vehicles, parts with their suppliers, a labour menu and discounts that its owner lists through the API', async () => {
        const customers = await list('relationship/customer');
        expect(customers.total).toBeGreaterThanOrEqual(30);
        expect((await list('relationship/customer', { type: 'company' })).total).toBeGreaterThan(0);
        expect(
            customers.data.some(customer => /^\d{4} \d{4}$/.test(customer.phone) && customer.tags.includes('VIP')),
        ).toBe(true);

        const vehicles = await list('motor-garage/vehicle');
        expect(vehicles.total).toBeGreaterThanOrEqual(40);
        expect(vehicles.data.filter(vehicle => vehicle.customer_id !== null).length).toBeGreaterThan(
            vehicles.total * 0.8,
        );
        const expiringSoon = (await list('motor-garage/vehicle', { licence_expiry_before: day(30) })).data.filter(
            vehicle => vehicle.licence_expiry >= day(0),
        );
        expect(expiringSoon.length).toBeGreaterThan(0);

        expect((await list('motor-garage/product')).total).toBeGreaterThanOrEqual(30);
        const lowStock = await list('motor-garage/product', { low_stock: 'true' });
        expect(lowStock.total).toBeGreaterThan(0);
        expect(lowStock.data.every(product => product.low_stock)).toBe(true);
        const suppliers = await list('motor-garage/supplier');
        expect(suppliers.total).toBeGreaterThanOrEqual(3);
        const tyres = await list('motor-garage/product', { keyword: 'tyre' });
        const tyreSupplier = suppliers.data.find(supplier => supplier.id === tyres.data[0].supplier_id);
        expect(tyreSupplier?.name).toMatch(/Tyres/);

        const services = await list('motor-garage/service');
        expect(services.total).toBeGreaterThanOrEqual(10);
        expect(services.data.map(service => service.code)).toContain('SVC-OIL');

        const discounts = await list('motor-garage/discount');
        expect(discounts.data.some(discount => discount.kind === 'percent')).toBe(true);
        expect(discounts.data.some(discount => discount.kind === 'amount' && discount.code)).toBe(true);
        expect((await list('motor-garage/discount', { active_on: day(0) })).total).toBeLessThan(discounts.total);
    });

    it('has months of jobs in every status whose money adds up, numbered without gaps, and the API numbers on from them', async () => {
        const path = '/api/v3/motor-garage/invoice';
        const jobs = (await list('motor-garage/invoice', { size: '9999' })).data;
        expect(jobs.length).toBeGreaterThanOrEqual(40);
        expect(new Set(jobs.map(job => job.status))).toEqual(new Set(JOB_STATUSES));
        const discounts = new Map((await list('motor-garage/discount')).data.map(discount => [discount.id, discount]));
        const [{ taxRateBp, timezone }] = await demo.database.db.select().from(workspaces);
        const today = todayIn(timezone);

        const details: Record<string, any>[] = [];
        for (const { id } of jobs) details.push((await call(demo.app, 'GET', `${path}/${id}`, { token })).body.data);
        for (const job of details) {
            const discount = job.discount_id ? (discounts.get(job.discount_id) as JobDiscount) : null;
            // what the customer declined on an answered estimate is out of the totals
            const billed = job.lines.filter((line: { billable: boolean }) => line.billable);
            const totals = jobTotals(billed, discount, job.tax_rate_bp, job.payments);
            expect(job.tax_rate_bp).toBe(taxRateBp);
            expect(job.lines.map((line: { line_total_cents: number }) => line.line_total_cents)).toEqual(
                jobTotals(job.lines, null, 0).line_totals_cents,
            );
            expect(job).toMatchObject({
                subtotal_cents: totals.subtotal_cents,
                discount_cents: totals.discount_cents,
                tax_cents: totals.tax_cents,
                total_cents: totals.total_cents,
                paid_cents: totals.paid_cents,
                balance_cents: job.total_cents - job.paid_cents,
            });
            expect(job.lines.length).toBeGreaterThan(0);
            if (job.status === 'paid') expect(job.balance_cents).toBe(0);
            if (job.status === 'invoiced') expect(job.balance_cents).toBeGreaterThan(0);
            if (job.status !== 'paid' && job.status !== 'invoiced') expect(job.payments).toEqual([]);
            expect(Boolean(job.invoice_number)).toBe(['invoiced', 'paid', 'void'].includes(job.status));
            if (job.status === 'scheduled') expect(job.scheduled_start > new Date().toISOString()).toBe(true);
        }
        // Several ways to pay, some invoices partly paid, some overdue; work for the member and for the owner.
        expect(
            new Set(details.flatMap(job => job.payments.map((payment: { method: string }) => payment.method))).size,
        ).toBeGreaterThanOrEqual(6);
        const unpaid = details.filter(job => job.status === 'invoiced');
        expect(unpaid.some(job => job.paid_cents > 0)).toBe(true);
        expect(unpaid.filter(job => job.due_date < today).length).toBeGreaterThanOrEqual(2);
        expect(details.some(job => job.discount_id)).toBe(true);
        expect(new Set(details.map(job => job.assignee_id).filter(Boolean)).size).toBe(2);

        // Numbers count 1, 2, 3… per local year: jobs as they were written down, invoices as they were issued.
        const gapless = (numbers: string[], prefix: string) => {
            const byYear = new Map<string, number[]>();
            for (const number of numbers) {
                const [, year, n] = new RegExp(`^${prefix}-(\\d{4})-(\\d{5,})$`).exec(number)!;
                byYear.set(year, [...(byYear.get(year) ?? []), Number(n)]);
            }
            for (const sequence of byYear.values()) expect(sequence).toEqual(sequence.map((_, index) => index + 1));
            return byYear;
        };
        const invoiced = details
            .filter(job => job.invoice_number)
            .sort((a, b) => a.invoiced_at.localeCompare(b.invoiced_at) || a.id - b.id);
        gapless(
            invoiced.map(job => job.invoice_number),
            'INV',
        );
        const jobNumbers = gapless(
            [...details].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).map(job => job.number),
            'J',
        );

        // Invoiced and paid jobs' parts are out of stock (a void invoice's came back).
        const used = new Map<number, number>();
        for (const job of details.filter(candidate => ['invoiced', 'paid'].includes(candidate.status))) {
            for (const line of job.lines)
                if (line.product_id) used.set(line.product_id, (used.get(line.product_id) ?? 0) + line.quantity_milli);
        }
        expect(used.size).toBeGreaterThan(10);
        for (const product of (await list('motor-garage/product')).data) {
            const [, , , , , , , stock] = PRODUCTS.find(([sku]) => sku === product.sku)!;
            expect(product.stock_milli).toBe(Math.round(stock * 1000) - (used.get(product.id) ?? 0));
            // Its ledger adds up to it: the opening count first, then each invoice's parts out and each void's back in.
            const ledger = await call(demo.app, 'GET', `/api/v3/motor-garage/product/${product.id}/stock`, {
                token,
                query: { size: '9999' },
            });
            const movements = ledger.body.data as { delta_milli: number; reason: string; stock_after_milli: number }[];
            expect(movements.reduce((total, movement) => total + movement.delta_milli, 0)).toBe(product.stock_milli);
            expect(movements[0]?.stock_after_milli ?? 0).toBe(product.stock_milli);
            if (stock)
                expect(movements[movements.length - 1]).toMatchObject({
                    reason: 'opening',
                    delta_milli: Math.round(stock * 1000),
                });
        }

        const year = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric' }).format(new Date());
        const next = (sequence: number[] | undefined) => String((sequence?.length ?? 0) + 1).padStart(5, '0');
        const quote = details.find(job => job.status === 'quote')!;
        const { kind, product_id, service_id, quantity_milli } = quote.lines[0];
        const created = await call(demo.app, 'POST', path, {
            token,
            body: {
                customer_id: quote.customer_id,
                vehicle_id: quote.vehicle_id,
                complaint: 'Rattle',
                lines: [{ kind, product_id, service_id, quantity_milli }],
            },
        });
        expect(created.status).toBe(201);
        expect(created.body.data.number).toBe(`J-${year}-${next(jobNumbers.get(year))}`);
        const invoice = await call(demo.app, 'POST', `${path}/${created.body.data.id}/invoice`, { token, body: {} });
        expect(invoice.status).toBe(200);
        const invoiceNumbers = gapless(
            invoiced.map(job => job.invoice_number),
            'INV',
        );
        expect(invoice.body.data.invoice_number).toBe(`INV-${year}-${next(invoiceNumbers.get(year))}`);
    });

    it('has customers who agreed to reminders at the desk or online and others who did not, so reminders due go to some', async () => {
        const customers = (await list('relationship/customer')).data;
        const agreed = customers.filter(customer => customer.reminder_consent);
        expect(new Set(agreed.map(customer => customer.consent_source))).toEqual(new Set(['staff', 'online']));
        expect(agreed.every(customer => Date.parse(customer.consent_at) < Date.now())).toBe(true);
        const others = customers.filter(customer => !customer.reminder_consent);
        expect(others.length).toBeGreaterThan(agreed.length);
        expect(others.every(customer => customer.consent_source === null && customer.consent_at === null)).toBe(true);
        const due = await call(demo.app, 'GET', '/api/v3/motor-garage/reminder/due', {
            token,
            query: { from: day(0), to: day(6) },
        });
        expect(due.status).toBe(200);
        const consent = new Set(due.body.data.map((reminder: { consent: boolean }) => reminder.consent));
        expect(consent).toEqual(new Set([true, false]));
    });

    it('has coming bookings made online, staff told of those still to confirm', async () => {
        const online = (await list('motor-garage/booking', { source: 'online', size: '9999' })).data;
        expect(online.length).toBeGreaterThan(5);
        expect(online.every(booking => booking.customer_id && booking.start_at > new Date().toISOString())).toBe(true);
        const pending = online.filter(booking => booking.status === 'pending').map(booking => booking.id);
        expect(pending.length).toBeGreaterThan(0);
        const told = await demo.database.db.select().from(notifications);
        expect(new Set(told.filter(one => one.kind === 'online_booking').map(one => one.recordId))).toEqual(
            new Set(pending),
        );
    });

    it('has estimates with customers: one answered with a declined line left unbilled, one opened, one sent', async () => {
        const withState = async (state: string) =>
            (await list('motor-garage/invoice', { approval_state: state, size: '9999' })).data;
        const [answered] = await withState('answered');
        expect((await withState('viewed')).length).toBe(1);
        expect((await withState('sent')).length).toBe(1);
        const job = (await call(demo.app, 'GET', `/api/v3/motor-garage/invoice/${answered.id}`, { token })).body.data;
        const declined = job.lines.filter((line: { approval: string }) => line.approval === 'declined');
        expect(declined).toHaveLength(1);
        expect(declined[0].billable).toBe(false);
        const billed = job.lines.filter((line: { billable: boolean }) => line.billable);
        const subtotal = billed.reduce(
            (sum: number, line: { line_total_cents: number }) => sum + line.line_total_cents,
            0,
        );
        expect(job.subtotal_cents).toBe(subtotal);
        expect(job.approval.signature_name).not.toBe('');
        const told = await demo.database.db.select().from(notifications);
        expect(told.filter(one => one.kind === 'estimate_answered').map(one => one.recordId)).toContain(job.id);
    });

    it('has three months of bookings and the next two weeks, three days full to the bays, never beyond', async () => {
        const bookings = (await list('motor-garage/booking', { size: '9999' })).data as {
            start_at: string;
            end_at: string;
            status: string;
            customer_id: number | null;
            walk_in_name: string;
            job_status: string | null;
        }[];
        const [{ bays }] = await demo.database.db.select().from(workspaces);
        const now = new Date().toISOString();
        const ahead = bookings.filter(booking => booking.start_at > now);
        expect(bookings.length).toBeGreaterThan(200);
        expect(ahead.length).toBeGreaterThanOrEqual(40);
        expect(ahead.every(booking => ['pending', 'confirmed'].includes(booking.status))).toBe(true);
        expect(new Set(bookings.map(booking => booking.status))).toEqual(
            new Set(
                ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'].concat(
                    bookings.some(booking => booking.status === 'arrived') ? ['arrived'] : [],
                ),
            ),
        );
        expect(bookings.some(booking => !booking.customer_id && booking.walk_in_name)).toBe(true);
        // The most bookings and jobs holding a bay at once (counted as the API counts them): some days full, none over.
        const jobRows = (await list('motor-garage/invoice', { size: '9999' })).data as BayJob[];
        const taking = baySpans(jobRows, bookings);
        const peaks = taking.map(
            one =>
                peakOverlap(
                    one,
                    taking.filter(other => other !== one),
                ) + 1,
        );
        expect(Math.max(...peaks)).toBe(bays);
        expect(
            new Set(taking.filter((_, index) => peaks[index] === bays).map(one => String(one.start).slice(0, 10))).size,
        ).toBeGreaterThanOrEqual(3);
    });
});
