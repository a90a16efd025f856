import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';
import { file, GIF, PNG, postUpload } from '../support/multipart';

const suite = garageSuite();
const WORKSPACE = (id: number) => `/api/v3/workspace/${id}`;

/** Uploads an image in the caller's workspace; answers its uuid. */
async function upload(token: string, bytes = PNG) {
    const answer = await postUpload(suite.t.app, token, [file(bytes)]);
    expect(answer.status).toBe(201);
    return answer.body.data.uuid as string;
}

/** The garage's profile changed as its owner does in the organization's settings. */
async function setProfile(changes: object) {
    const { t, g } = suite;
    const body = { name: g.workspace.name, ...changes };
    return call(t.app, 'PUT', WORKSPACE(g.workspace.id), { token: g.owner, body });
}

const portalPage = async (jobId: number, purpose: 'estimate' | 'invoice') => {
    const { t, g } = suite;
    const shared = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${jobId}/share`, {
        token: g.owner,
        body: { purpose },
    });
    expect(shared.status).toBe(201);
    const token = shared.body.data.url.split(`/portal/${purpose}/`)[1];
    const page = await call(t.app, 'GET', `/public/v3/portal/${token}`);
    expect(page.status).toBe(200);
    return page.body.data;
};

describe("the garage's face on its customers' pages", () => {
    it('shows the garage’s name, logo, address, phone, WhatsApp and payment methods on every page', async () => {
        const { t, g } = suite;
        const logo = await upload(g.owner);
        const saved = await setProfile({
            avatar: logo,
            address: '九龍觀塘道 123 號地下',
            phone: '2345 6789',
            whatsapp: '9123 4567',
            payment_methods: ['fps', 'cash', 'octopus'],
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({ whatsapp: '9123 4567', payment_methods: ['fps', 'cash', 'octopus'] });
        const face = {
            name: g.workspace.name,
            logo_url: `/public/v3/garage-logo/${logo}`,
            address: '九龍觀塘道 123 號地下',
            phone: '2345 6789',
            whatsapp_url: 'https://wa.me/85291234567',
            payment_methods: ['fps', 'cash', 'octopus'],
        };
        const invoiced = await invoicedJob(t, g.owner, 48000);
        expect((await portalPage(invoiced.id, 'invoice')).garage).toMatchObject(face);
        const quote = await create(t, g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'custom', description: 'Brake pads', quantity_milli: 1000, unit_price_cents: 48000 }],
        });
        expect((await portalPage(quote.id, 'estimate')).garage).toMatchObject(face);
        const slug = `face-${g.workspace.id}`;
        expect((await setProfile({ slug, online_booking: true })).status).toBe(200);
        const book = await call(t.app, 'GET', `/public/v3/portal/book/${slug}`);
        expect(book.body.data.garage).toMatchObject(face);

        const image = await call(t.app, 'GET', face.logo_url);
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('serves only a garage’s current logo: another image, a replaced logo or a bad uuid is 404', async () => {
        const { t, g } = suite;
        const first = await upload(g.owner);
        expect((await setProfile({ avatar: first })).status).toBe(200);
        const notALogo = await upload(g.stranger, GIF);
        const second = await upload(g.owner, GIF);
        expect((await setProfile({ avatar: second })).status).toBe(200);
        for (const uuid of [notALogo, first, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'])
            expectError(await call(t.app, 'GET', `/public/v3/garage-logo/${uuid}`), 404, 'not_found');
        expect((await call(t.app, 'GET', `/public/v3/garage-logo/${second}`)).status).toBe(200);
    });

    it('refuses a WhatsApp number that is none, and an unknown payment method, changing nothing', async () => {
        const { t, g } = suite;
        expect((await setProfile({ whatsapp: '', payment_methods: ['cash'] })).status).toBe(200);
        const before = (await call(t.app, 'GET', WORKSPACE(g.workspace.id), { token: g.owner })).body.data;
        const bad = await setProfile({ whatsapp: 'call the shop', address: 'Changed' });
        expectError(bad, 400, 'validation_failed');
        expect(bad.body.details).toEqual([expect.objectContaining({ field: 'whatsapp', error: 'invalid_value' })]);
        expectError(await setProfile({ payment_methods: ['gold'] }), 400, 'validation_failed');
        const after = (await call(t.app, 'GET', WORKSPACE(g.workspace.id), { token: g.owner })).body.data;
        expect(after).toEqual(before);
        const quote = await create(t, g.owner, 'motor-garage/invoice', {
            lines: [{ kind: 'custom', description: 'Oil', quantity_milli: 1000, unit_price_cents: 30000 }],
        });
        expect((await portalPage(quote.id, 'estimate')).garage).toMatchObject({
            whatsapp_url: null,
            payment_methods: ['cash'],
        });
    });

    it('shows each garage its own face: another workspace’s profile is not writable', async () => {
        const { t, g } = suite;
        const answer = await call(t.app, 'PUT', WORKSPACE(g.other.id), {
            token: g.owner,
            body: { name: 'Taken over', whatsapp: '9999 9999' },
        });
        expect([403, 404]).toContain(answer.status);
        const other = await call(t.app, 'GET', WORKSPACE(g.other.id), { token: g.stranger });
        expect(other.body.data).toMatchObject({ name: g.other.name, whatsapp: '' });
    });
});
