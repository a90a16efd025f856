import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaces } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const api = (path: string) => `/api/v3/${path}`;
const put = (token: string, path: string, body: object) => call(suite.t.app, 'PUT', api(path), { token, body });
const get = (token: string, path: string) => call(suite.t.app, 'GET', api(path), { token });

describe.each([
    ['motor-garage/service', { code: 'AC-GAS', name: 'A/C regas', price_cents: 45_000 }],
    ['motor-garage/product', { sku: 'BLB-H4', name: 'Headlamp bulb H4', price_cents: 8_000 }],
])('%s name_zh', (resource, base) => {
    it('is kept trimmed, read back, changed, emptied, and searched by keyword', async () => {
        const { owner } = suite.g;
        const made = await create(suite.t, owner, resource, { ...base, name_zh: '  冷氣加雪種  ' });
        expect(made.name_zh).toBe('冷氣加雪種');
        expect((await get(owner, `${resource}/${made.id}`)).body.data.name_zh).toBe('冷氣加雪種');
        expect(await listIds(suite.t, owner, resource, { keyword: '雪種' })).toEqual([made.id]);

        const renamed = await put(owner, `${resource}/${made.id}`, { name_zh: '頭燈燈膽' });
        expect(renamed.status).toBe(200);
        expect(renamed.body.data).toMatchObject({ name: base.name, name_zh: '頭燈燈膽' });
        expect(await listIds(suite.t, owner, resource, { keyword: '雪種' })).toEqual([]);

        const emptied = await put(owner, `${resource}/${made.id}`, { name_zh: null });
        expect(emptied.body.data.name_zh).toBe('');
        const without = await create(suite.t, owner, resource, {
            ...base,
            [resource.endsWith('service') ? 'code' : 'sku']: 'PLAIN',
        });
        expect(without.name_zh).toBe('');
    });

    it('takes at most 200 characters (400 on name_zh, nothing written)', async () => {
        const { owner } = suite.g;
        const key = resource.endsWith('service') ? 'code' : 'sku';
        const made = await create(suite.t, owner, resource, { ...base, [key]: 'LONG', name_zh: '長' });
        for (const answer of [
            await call(suite.t.app, 'POST', api(resource), {
                token: owner,
                body: { ...base, [key]: 'LONG-2', name_zh: '長'.repeat(201) },
            }),
            await put(owner, `${resource}/${made.id}`, { name_zh: '長'.repeat(201) }),
        ]) {
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details.map((detail: { field: string }) => detail.field)).toContain('name_zh');
        }
        expect((await get(owner, `${resource}/${made.id}`)).body.data.name_zh).toBe('長');
        expect((await put(owner, `${resource}/${made.id}`, { name_zh: '長'.repeat(200) })).status).toBe(200);
    });

    it("is another workspace's to neither read, find nor change", async () => {
        const { owner, stranger } = suite.g;
        const key = resource.endsWith('service') ? 'code' : 'sku';
        const made = await create(suite.t, owner, resource, { ...base, [key]: 'MINE', name_zh: '只屬本店' });
        expectError(await get(stranger, `${resource}/${made.id}`), 404, 'not_found');
        expectError(await put(stranger, `${resource}/${made.id}`, { name_zh: '別人的' }), 404, 'not_found');
        expect(await listIds(suite.t, stranger, resource, { keyword: '只屬本店' })).toEqual([]);
        expect((await get(owner, `${resource}/${made.id}`)).body.data.name_zh).toBe('只屬本店');
    });
});

describe("the workspace's Chinese invoice footer", () => {
    const profile = { name: 'Kwun Tong Motors', invoice_footer: 'Thank you', invoice_footer_zh: '多謝惠顧' };

    it('is saved beside the English one by those who may write the workspace, and read by its members', async () => {
        const { owner, member, workspace } = suite.g;
        const saved = await put(owner, `workspace/${workspace.id}`, profile);
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject(profile);
        expect((await get(member, `workspace/${workspace.id}`)).body.data).toMatchObject(profile);
        const kept = await put(owner, `workspace/${workspace.id}`, { name: 'Kwun Tong Motors' });
        expect(kept.body.data.invoice_footer_zh).toBe('多謝惠顧');
    });

    it('takes at most 2000 characters; members and other workspaces may not change it', async () => {
        const { owner, member, stranger, workspace } = suite.g;
        await put(owner, `workspace/${workspace.id}`, profile);
        const long = await put(owner, `workspace/${workspace.id}`, {
            ...profile,
            invoice_footer_zh: '謝'.repeat(2001),
        });
        expectError(long, 400, 'validation_failed');
        expect(long.body.details.map((detail: { field: string }) => detail.field)).toContain('invoice_footer_zh');
        expectError(
            await put(member, `workspace/${workspace.id}`, { ...profile, invoice_footer_zh: '改' }),
            403,
            'forbidden',
        );
        expectError(
            await put(stranger, `workspace/${workspace.id}`, { ...profile, invoice_footer_zh: '改' }),
            404,
            'not_found',
        );
        expectError(await get(stranger, `workspace/${workspace.id}`), 404, 'not_found');
        const [row] = await suite.t.database.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
        expect(row.invoiceFooterZh).toBe('多謝惠顧');
        const full = await put(owner, `workspace/${workspace.id}`, {
            ...profile,
            invoice_footer_zh: '謝'.repeat(2000),
        });
        expect(full.status).toBe(200);
    });
});

describe("a job line's Chinese description and the job's discount name", () => {
    it("copy the price list's Chinese name with its description, keep what is written, and stay once invoiced", async () => {
        const { owner } = suite.g;
        const service = await create(suite.t, owner, 'motor-garage/service', {
            code: 'SVC-OIL',
            name: 'Oil change',
            name_zh: '更換機油',
            price_cents: 28_000,
        });
        const part = await create(suite.t, owner, 'motor-garage/product', {
            sku: 'FLT-OIL',
            name: 'Oil filter',
            name_zh: '機油隔',
            price_cents: 8_500,
        });
        const vip = await create(suite.t, owner, 'motor-garage/discount', {
            name: 'VIP 10% off',
            kind: 'percent',
            percent_bp: 1000,
        });
        const job = await create(suite.t, owner, 'motor-garage/invoice', {
            discount_id: vip.id,
            lines: [
                { kind: 'service', service_id: service.id, quantity_milli: 1000 },
                {
                    kind: 'product',
                    product_id: part.id,
                    description: 'Oil filter',
                    description_zh: '機油隔',
                    quantity_milli: 1000,
                },
                // a description of its own: the Chinese name might no longer say the same
                {
                    kind: 'product',
                    product_id: part.id,
                    description: 'Oil filter, customer supplied',
                    quantity_milli: 0,
                },
                { kind: 'custom', description: 'Disposal', description_zh: ' 廢油處理 ', quantity_milli: 1000 },
            ],
        });
        expect(job.discount_name).toBe('VIP 10% off');
        expect(job.lines.map((line: { description_zh: string }) => line.description_zh)).toEqual([
            '更換機油',
            '機油隔',
            '',
            '廢油處理',
        ]);

        const invoiced = await call(suite.t.app, 'POST', api(`motor-garage/invoice/${job.id}/invoice`), {
            token: owner,
        });
        expect(invoiced.status).toBe(200);
        await put(owner, `motor-garage/service/${service.id}`, { name_zh: '換油' });
        await put(owner, `motor-garage/discount/${vip.id}`, { name: 'Renamed' });
        const printed = (await get(owner, `motor-garage/invoice/${job.id}`)).body.data;
        expect(printed.discount_name).toBe('VIP 10% off');
        expect(printed.lines[0].description_zh).toBe('更換機油');
        // saved back as read (as the web form does): the lines are the same, nothing is locked out
        const saved = await put(owner, `motor-garage/invoice/${job.id}`, { ...printed, notes: 'Thanks' });
        expect(saved.status).toBe(200);
        expect(saved.body.data.lines[0].description_zh).toBe('更換機油');
        expectError(
            await put(owner, `motor-garage/invoice/${job.id}`, {
                lines: printed.lines.map((line: object, index: number) =>
                    index === 0 ? { ...line, description_zh: '改' } : line,
                ),
            }),
            409,
            'invoice_locked',
        );
    });

    it('refuse a Chinese description over 500 characters, and leave the name empty without a discount', async () => {
        const { owner } = suite.g;
        const long = await call(suite.t.app, 'POST', api('motor-garage/invoice'), {
            token: owner,
            body: {
                lines: [{ kind: 'custom', description: 'Work', description_zh: '工'.repeat(501), quantity_milli: 1 }],
            },
        });
        expectError(long, 400, 'validation_failed');
        const plain = await create(suite.t, owner, 'motor-garage/invoice', {
            lines: [{ kind: 'custom', description: 'Work', quantity_milli: 1000 }],
        });
        expect(plain).toMatchObject({ discount_name: '', lines: [{ description_zh: '' }] });
    });
});
