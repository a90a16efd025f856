import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products, services, vehicles } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { seedDemoGarage } from '../support/demo-garage';
import { call, signedInOwner } from '../support/factories';
import { create } from '../support/garage';

const API = '/api/v3/motor-garage';

let t: TestContext;
let demo: Awaited<ReturnType<typeof seedDemoGarage>>;

beforeAll(async () => {
    t = await startTestApp();
    demo = await seedDemoGarage(t);
});
afterAll(async () => {
    await t?.close();
});

const post = (path: string, token: string, body: object) =>
    call(t.app, 'POST', `${API}/assistant/${path}`, { token, body });
const jobDraft = async (token: string, body: object) => {
    const answer = await post('job-draft', token, body);
    expect(answer.status).toBe(200);
    return answer.body.data;
};
type Line = { kind: string; service_id: number | null; product_id: number | null; unit_price_cents: number };

/** The demo garage's item codes of a draft's lines, and each line's price against the catalogue's. */
async function demoCodes(lines: Line[]) {
    const db = t.database.db;
    const codes: string[] = [];
    for (const line of lines) {
        const [item] =
            line.kind === 'service'
                ? await db
                      .select({ code: services.code, price: services.priceCents })
                      .from(services)
                      .where(eq(services.id, line.service_id!))
                : await db
                      .select({ code: products.sku, price: products.priceCents })
                      .from(products)
                      .where(eq(products.id, line.product_id!));
        expect(line.unit_price_cents).toBe(item.price);
        codes.push(item.code);
    }
    return codes;
}

describe('job draft: usual parts and what is not understood', () => {
    it("brings the brake job's pads for the chosen car, reads pulling, and says what it did not understand", async () => {
        const [jazz] = await t.database.db
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(and(eq(vehicles.workspaceId, demo.workspaceId), eq(vehicles.plate, 'KL 5678')));
        const draft = await jobDraft(demo.member, { complaint: '煞車有嘰嘰聲，車向左偏', vehicle_id: jazz.id });
        expect(await demoCodes(draft.lines)).toEqual(['SVC-BRAKE-F', 'BRK-PAD-F-HON-JAZZ', 'SVC-ALIGN']);
        expect(draft.unmatched).toEqual([]);

        const vague = await jobDraft(demo.member, { complaint: '煞車有嘰嘰聲，收音機冇聲出' });
        expect(await demoCodes(vague.lines)).toEqual(['SVC-BRAKE-F']);
        expect(vague.unmatched).toEqual(['收音機冇聲出']);
    });

    it("learns a service's usual parts from the garage's own invoiced jobs, never another garage's", async () => {
        const garage = async () => {
            const owner = (await signedInOwner(t)).workspaceToken;
            const service = await create(t, owner, 'motor-garage/service', {
                code: 'BAT',
                name: 'Battery replacement',
                price_cents: 20_000,
            });
            const part = await create(t, owner, 'motor-garage/product', {
                sku: 'B-1',
                name: 'GS Yuasa 80D26L, 65 Ah',
                price_cents: 90_000,
            });
            return { owner, service, part };
        };
        const learnt = await garage();
        const customer = await create(t, learnt.owner, 'relationship/customer', { name: 'Wong', phone: '9111 2222' });
        const carnival = (plate: string) =>
            create(t, learnt.owner, 'motor-garage/vehicle', {
                plate,
                make: 'Kia',
                model: 'Carnival',
                customer_id: customer.id,
            });
        for (const plate of ['AA 1', 'AA 2']) {
            const vehicle = await carnival(plate);
            const job = await create(t, learnt.owner, 'motor-garage/invoice', {
                customer_id: customer.id,
                vehicle_id: vehicle.id,
                lines: [
                    { kind: 'service', service_id: learnt.service.id, quantity_milli: 1000 },
                    { kind: 'product', product_id: learnt.part.id, quantity_milli: 1000 },
                ],
            });
            const invoiced = await call(t.app, 'POST', `${API}/invoice/${job.id}/invoice`, {
                token: learnt.owner,
                body: {},
            });
            expect(invoiced.status).toBe(200);
        }
        const third = await carnival('AA 3');
        const draft = await jobDraft(learnt.owner, { complaint: 'battery flat again', vehicle_id: third.id });
        expect(draft.lines.map((line: Line) => [line.service_id ?? line.product_id, line.unit_price_cents])).toEqual([
            [learnt.service.id, 20_000],
            [learnt.part.id, 90_000],
        ]);
        // without the car, two jobs are too few to tell a part every car needs from one for this model
        const anyCar = await jobDraft(learnt.owner, { complaint: 'battery flat again' });
        expect(anyCar.lines.map((line: Line) => line.service_id ?? line.product_id)).toEqual([learnt.service.id]);

        // the same catalogue in a garage without that history: the service alone
        const fresh = await garage();
        const alone = await jobDraft(fresh.owner, { complaint: 'battery flat again' });
        expect(alone.lines.map((line: Line) => line.service_id ?? line.product_id)).toEqual([fresh.service.id]);
    });
});

describe('message draft: instructions to the built-in assistant', () => {
    const aboutJob = async () => {
        const [job] = await t.database.db
            .select({ id: jobs.id, customerId: jobs.customerId })
            .from(jobs)
            .where(and(eq(jobs.workspaceId, demo.workspaceId), isNotNull(jobs.customerId)))
            .limit(1);
        return { kind: 'vehicle_ready', customer_id: job.customerId, job_id: job.id };
    };

    it('follows an apology and a ready time in the message language, naming what it cannot follow', async () => {
        const about = await aboutJob();
        const plain = (await post('message-draft', demo.member, { ...about, locale: 'en' })).body.data;
        const asked = await post('message-draft', demo.member, {
            ...about,
            locale: 'en',
            instructions: 'apologise for the delay, ready tomorrow 3 pm, mention our free car wash',
        });
        expect(asked.status).toBe(200);
        expect(asked.body.data).toMatchObject({ source: 'builtin', from_template: false });
        expect(asked.body.data.body).toContain(
            'sorry for the delay. Your car will be ready to collect tomorrow at 3:00 pm.',
        );
        expect(asked.body.data.not_followed).toEqual(['mention our free car wash']);
        expect(plain).toMatchObject({ from_template: true, not_followed: [] });

        const cantonese = (
            await post('message-draft', demo.member, { ...about, locale: 'zh-hk', instructions: '聽日下晝三點有得攞' })
        ).body.data;
        expect(cantonese.body).toContain('你部車預計聽日下晝3:00可以攞車。');
        expect(cantonese).toMatchObject({ from_template: false, not_followed: [] });

        const refused = (
            await post('message-draft', demo.member, { ...about, locale: 'zh-cn', instructions: '给他打九折' })
        ).body.data;
        expect(refused).toMatchObject({ from_template: true, not_followed: ['给他打九折'] });
    });
});
