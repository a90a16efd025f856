import { and, count, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../server/registry';
import {
    assistantCalls,
    assistantSettings,
    customers,
    jobLines,
    jobs,
    portalLinks,
    vehicles,
} from '../../server/db/schema';
import { secretBox } from '../../server/crypto/secret-box';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { activeCatalogue, seedDemoGarage } from '../support/demo-garage';
import { call, expectError, signedInOwner } from '../support/factories';
import { create } from '../support/garage';

const API = '/api/v3/motor-garage';
const LIMIT = 100;
const PORTAL_URL = /https?:\/\/\S+?\/portal\/[a-z-]+\/[A-Za-z0-9_-]{43}/g;

let t: TestContext;
let demo: Awaited<ReturnType<typeof seedDemoGarage>>;
/** Another garage, with a customer, a vehicle and a job of its own. */
let other: { token: string; customer: { id: number }; vehicle: { id: number }; job: { id: number } };

beforeAll(async () => {
    // the settings' URLs here name no real host: the endpoint rule has its own tests (outbound-endpoints)
    t = await startTestApp({ AI_DAILY_LIMIT: String(LIMIT), ALLOW_PRIVATE_ENDPOINTS: 'true' });
    demo = await seedDemoGarage(t);
    const stranger = await signedInOwner(t);
    const token = stranger.workspaceToken;
    const customer = await create(t, token, 'relationship/customer', { name: 'Stranger', phone: '9000 0000' });
    const vehicle = await create(t, token, 'motor-garage/vehicle', { plate: 'ZZ 1', customer_id: customer.id });
    const job = await create(t, token, 'motor-garage/invoice', {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        lines: [{ kind: 'custom', description: 'Work', quantity_milli: 1000, unit_price_cents: 100 }],
    });
    other = { token, customer, vehicle, job };
});
afterAll(async () => {
    await t?.close();
});

const post = (path: string, token: string, body: object) =>
    call(t.app, 'POST', `${API}/assistant/${path}`, { token, body });
const db = () => t.database.db;

/** With `permission` taken from the member role's defaults for the duration of `work`. */
async function withoutMemberPermission(permission: string, work: () => Promise<void>) {
    const defaults = PERMISSIONS.roles.member as string[];
    const at = defaults.indexOf(permission);
    defaults.splice(at, 1);
    try {
        await work();
    } finally {
        defaults.splice(at, 0, permission);
    }
}

/** A demo job with lines, its customer and vehicle. */
async function demoJob() {
    const [job] = await db()
        .select({ id: jobs.id, customerId: jobs.customerId, vehicleId: jobs.vehicleId })
        .from(jobs)
        .where(
            and(
                eq(jobs.workspaceId, demo.workspaceId),
                eq(jobs.status, 'quote'),
                sql`exists (select 1 from ${jobLines} where ${jobLines.workspaceId} = ${jobs.workspaceId} and ${jobLines.jobId} = ${jobs.id})`,
            ),
        )
        .limit(1);
    return job;
}

describe('job draft, built-in assistant', () => {
    it('proposes lines from the active catalogue at the catalogue prices for a complaint', async () => {
        const answer = await post('job-draft', demo.member, { complaint: 'Brake noise when stopping' });
        expect(answer.status).toBe(200);
        const draft = answer.body.data;
        expect(draft).toMatchObject({ source: 'builtin', fallback: false });
        expect(draft.lines.some((line: { description: string }) => /brake/i.test(line.description))).toBe(true);
        // the demo garage's services have Chinese names, for Chinese staff to read them by
        expect(draft.lines.some((line: { description_zh: string }) => /制動|剎車/.test(line.description_zh))).toBe(
            true,
        );
        const catalogue = await activeCatalogue(t, demo.workspaceId);
        for (const line of draft.lines) {
            const item = catalogue.get(`${line.kind}:${line.service_id ?? line.product_id}`);
            expect(item, JSON.stringify(line)).toBeDefined();
            expect(line.unit_price_cents).toBe(item!.price);
            expect(line.description).toBe(item!.name);
            expect(line.description_zh).toBe(item!.nameZh);
            expect(line.quantity_milli).toBeGreaterThan(0);
        }
    });

    it('answers 404 for another workspace’s vehicle or none, and 400 for an empty or overlong complaint', async () => {
        const mine = await post('job-draft', demo.owner, { complaint: 'Brake noise', vehicle_id: other.vehicle.id });
        expectError(mine, 404, 'not_found');
        expectError(await post('job-draft', demo.owner, { complaint: 'x', vehicle_id: 2_000_000 }), 404, 'not_found');
        expectError(await post('job-draft', demo.owner, { complaint: '' }), 400, 'validation_failed');
        expectError(await post('job-draft', demo.owner, { complaint: 'x'.repeat(2001) }), 400, 'validation_failed');
    });
});

describe('message draft, built-in assistant', () => {
    it('is the template filled as a new draft is, keeping the links of the draft it words again', async () => {
        const job = await demoJob();
        const draft = await create(t, demo.member, 'motor-garage/message', {
            kind: 'estimate',
            customer_id: job.customerId,
            job_id: job.id,
            channel: 'email',
        });
        const links = await db().$count(portalLinks, eq(portalLinks.workspaceId, demo.workspaceId));
        const answer = await post('message-draft', demo.member, {
            kind: 'estimate',
            customer_id: job.customerId,
            job_id: job.id,
            message_id: draft.id,
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({
            subject: draft.subject,
            body: draft.body,
            locale: draft.locale,
            not_followed: [],
            from_template: true,
            source: 'builtin',
            fallback: false,
            fallback_reason: null,
        });
        expect(draft.body).toMatch(PORTAL_URL);
        expect(await db().$count(portalLinks, eq(portalLinks.workspaceId, demo.workspaceId))).toBe(links);
    });

    it('writes in the customer’s language unless asked for another; without a draft its links are new', async () => {
        const job = await demoJob();
        const [customer] = await db().select().from(customers).where(eq(customers.id, job.customerId!));
        await db().update(customers).set({ preferredLocale: 'zh-hk' }).where(eq(customers.id, customer.id));
        const withoutLinks = (text: string) => text.replace(PORTAL_URL, '<link>');
        try {
            const about = { kind: 'estimate', customer_id: customer.id, job_id: job.id };
            for (const locale of [undefined, 'en']) {
                const links = await db().$count(portalLinks, eq(portalLinks.workspaceId, demo.workspaceId));
                const drafted = (await post('message-draft', demo.member, { ...about, locale })).body.data;
                expect(await db().$count(portalLinks, eq(portalLinks.workspaceId, demo.workspaceId))).toBe(links + 2);
                const message = await create(t, demo.member, 'motor-garage/message', {
                    ...about,
                    locale,
                    channel: 'email',
                });
                expect(drafted.locale).toBe(locale ?? 'zh-hk');
                expect(message.locale).toBe(drafted.locale);
                expect(drafted.body).toMatch(PORTAL_URL);
                expect(withoutLinks(drafted.body)).toBe(withoutLinks(message.body));
                expect(drafted.subject).toBe(message.subject);
            }
        } finally {
            await db()
                .update(customers)
                .set({ preferredLocale: customer.preferredLocale })
                .where(eq(customers.id, customer.id));
        }
    });

    it('answers 404 for another workspace’s customer, job, vehicle or draft, 400 without the record its kind needs', async () => {
        const job = await demoJob();
        const mine = { kind: 'estimate', customer_id: job.customerId, job_id: job.id };
        expectError(
            await post('message-draft', demo.owner, { ...mine, customer_id: other.customer.id }),
            404,
            'not_found',
        );
        expectError(await post('message-draft', demo.owner, { ...mine, job_id: other.job.id }), 404, 'not_found');
        expectError(
            await post('message-draft', demo.owner, { ...mine, vehicle_id: other.vehicle.id }),
            404,
            'not_found',
        );
        const theirs = await create(t, other.token, 'motor-garage/message', {
            kind: 'vehicle_ready',
            customer_id: other.customer.id,
            job_id: other.job.id,
            channel: 'link',
        });
        expectError(await post('message-draft', demo.owner, { ...mine, message_id: theirs.id }), 404, 'not_found');
        expectError(
            await post('message-draft', demo.owner, { kind: 'estimate', customer_id: job.customerId }),
            400,
            'validation_failed',
        );
    });
});

describe('explain, built-in assistant', () => {
    it('answers in the language asked, saying the built-in assistant wrote it', async () => {
        const answer = await post('explain', demo.member, { text: 'F pads 2mm, disc scored', locale: 'en' });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ locale: 'en', source: 'builtin', fallback: false });
        expect(answer.body.data.text.length).toBeGreaterThan(0);
    });
});

describe('vehicle summary', () => {
    /** The demo vehicle with the most jobs. */
    async function busiestVehicle() {
        const [row] = await db()
            .select({ id: jobs.vehicleId, jobs: count() })
            .from(jobs)
            .where(eq(jobs.workspaceId, demo.workspaceId))
            .groupBy(jobs.vehicleId)
            .orderBy(desc(count()), jobs.vehicleId)
            .limit(1);
        return row.id!;
    }

    it('counts the visits, orders the readings, finds recurring work and what is due', async () => {
        const vehicleId = await busiestVehicle();
        const answer = await call(t.app, 'GET', `${API}/vehicle/${vehicleId}/summary`, { token: demo.member });
        expect(answer.status).toBe(200);
        const summary = answer.body.data;
        const visited = await db().$count(
            jobs,
            and(
                eq(jobs.workspaceId, demo.workspaceId),
                eq(jobs.vehicleId, vehicleId),
                notInArray(jobs.status, ['cancelled', 'void']),
                lte(jobs.happensAt, sql`now()`),
            ),
        );
        expect(summary.visits).toBe(visited);
        expect(summary).toMatchObject({ locale: 'en', source: 'builtin', fallback: false });
        const days = summary.mileage.map((reading: { day: string }) => reading.day);
        expect(days).toEqual([...days].sort());
        if (new Set(days).size >= 2) expect(summary.km_per_year).toBeGreaterThanOrEqual(0);
        for (const item of summary.recurring) expect(item.times).toBeGreaterThanOrEqual(2);
        const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, vehicleId));
        if (vehicle.licenceExpiry)
            expect(summary.due).toContainEqual(
                expect.objectContaining({ kind: 'licence', day: vehicle.licenceExpiry }),
            );
        expect(summary.text).toContain(`${summary.visits} visits`);

        const chinese = await call(t.app, 'GET', `${API}/vehicle/${vehicleId}/summary`, {
            token: demo.member,
            query: { locale: 'zh-hk' },
        });
        expect(chinese.body.data.text).toContain(`到訪${summary.visits}次`);
    });

    it('sums up a vehicle that never came in, and its due dates', async () => {
        const owner = await signedInOwner(t);
        const vehicle = await create(t, owner.workspaceToken, 'motor-garage/vehicle', {
            plate: 'NEW 1',
            year: 2010,
            licence_expiry: '2020-01-31',
            insurance_expiry: '2099-06-30',
        });
        const summary = (
            await call(t.app, 'GET', `${API}/vehicle/${vehicle.id}/summary`, { token: owner.workspaceToken })
        ).body.data;
        expect(summary).toMatchObject({ visits: 0, first_visit: null, mileage: [], km_per_year: null, recurring: [] });
        expect(summary.due).toEqual([
            { kind: 'licence', day: '2020-01-31', overdue: true },
            { kind: 'examination', day: '2020-01-31', overdue: true },
            { kind: 'insurance', day: '2099-06-30', overdue: false },
        ]);
        expect(summary.text).toContain('Licence renewal overdue since Fri 31 Jan 2020');
    });

    it('answers 404 for another workspace’s vehicle and 403 without invoice:read', async () => {
        expectError(
            await call(t.app, 'GET', `${API}/vehicle/${other.vehicle.id}/summary`, { token: demo.owner }),
            404,
            'not_found',
        );
        const vehicleId = await busiestVehicle();
        await withoutMemberPermission('invoice:read', async () => {
            expectError(
                await call(t.app, 'GET', `${API}/vehicle/${vehicleId}/summary`, { token: demo.member }),
                403,
                'forbidden',
            );
        });
    });
});

describe('who may ask', () => {
    it('refuses a member without assistant:use, a user token and no token', async () => {
        await withoutMemberPermission('assistant:use', async () => {
            expectError(await post('explain', demo.member, { text: 'pads', locale: 'en' }), 403, 'forbidden');
            expectError(await post('job-draft', demo.member, { complaint: 'brake' }), 403, 'forbidden');
        });
        expectError(await post('explain', '', { text: 'pads', locale: 'en' }), 401, 'unauthorized');
        const user = await signedInOwner(t);
        expectError(await post('explain', user.token, { text: 'pads', locale: 'en' }), 403, 'workspace_required');
    });

    it('needs message:write for a message draft', async () => {
        const job = await demoJob();
        await withoutMemberPermission('message:write', async () => {
            const answer = await post('message-draft', demo.member, {
                kind: 'estimate',
                customer_id: job.customerId,
                job_id: job.id,
            });
            expectError(answer, 403, 'forbidden');
        });
    });
});

describe('the call log and the daily quota', () => {
    it('logs every call: who, feature, source, outcome, latency; failures with their error', async () => {
        const since = new Date(Date.now() - 1000);
        await post('explain', demo.owner, { text: 'oil leak at sump', locale: 'en' });
        await post('job-draft', demo.owner, { complaint: 'x', vehicle_id: other.vehicle.id });
        const rows = await db()
            .select()
            .from(assistantCalls)
            .where(and(eq(assistantCalls.workspaceId, demo.workspaceId), gte(assistantCalls.createdAt, since)))
            .orderBy(assistantCalls.id);
        const [explained, refused] = rows.slice(-2);
        expect(explained).toMatchObject({
            feature: 'explain',
            source: 'builtin',
            outcome: 'ok',
            error: null,
            prompt: null,
            promptTokens: null,
        });
        expect(explained.userId).toBeGreaterThan(0);
        expect(explained.latencyMs).toBeGreaterThanOrEqual(0);
        expect(refused).toMatchObject({ feature: 'job_draft', source: null, outcome: 'error', error: 'not_found' });
    });

    it('answers 429 quota_exceeded past the day’s limit, counting only today’s calls, and changes nothing', async () => {
        const owner = await signedInOwner(t);
        const workspaceId = owner.workspace.id;
        const userId = owner.user.id;
        const yesterday = new Date(Date.now() - 30 * 60 * 60 * 1000);
        await db()
            .insert(assistantCalls)
            .values([
                ...Array.from({ length: LIMIT - 1 }, () => ({ workspaceId, userId, feature: 'explain' as const })),
                ...Array.from({ length: 5 }, () => ({
                    workspaceId,
                    userId,
                    feature: 'explain' as const,
                    createdAt: yesterday,
                })),
            ]);
        const settings = () => call(t.app, 'GET', `${API}/assistant-settings`, { token: owner.workspaceToken });
        expect((await settings()).body.data).toMatchObject({ daily_limit: LIMIT, used_today: LIMIT - 1 });
        const body = { text: 'pads worn', locale: 'en' };
        expect((await post('explain', owner.workspaceToken, body)).status).toBe(200);
        const calls = await db().$count(assistantCalls, eq(assistantCalls.workspaceId, workspaceId));
        const refused = await post('explain', owner.workspaceToken, body);
        expectError(refused, 429, 'quota_exceeded');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expectError(await post('job-draft', owner.workspaceToken, { complaint: 'brake' }), 429, 'quota_exceeded');
        expect(await db().$count(assistantCalls, eq(assistantCalls.workspaceId, workspaceId))).toBe(calls);
        expect((await settings()).body.data).toMatchObject({ used_today: LIMIT });
    });
});

describe('the workspace’s own model settings', () => {
    it('keep the API key sealed: never answered, not in the row, opening only for its workspace', async () => {
        const owner = await signedInOwner(t);
        const path = `${API}/assistant-settings`;
        const token = owner.workspaceToken;
        expect((await call(t.app, 'GET', path, { token })).body.data).toEqual({
            provider: 'builtin',
            base_url: null,
            model: null,
            has_api_key: false,
            daily_limit: LIMIT,
            used_today: 0,
        });
        const secret = 'sk-test-0123456789-secret';
        const saved = await call(t.app, 'PUT', path, {
            token,
            body: { base_url: 'https://llm.example/v1/', model: 'garage-model', api_key: secret },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({
            provider: 'workspace',
            base_url: 'https://llm.example/v1',
            model: 'garage-model',
            has_api_key: true,
        });
        expect(JSON.stringify(saved.body)).not.toContain(secret);
        expect(JSON.stringify((await call(t.app, 'GET', path, { token })).body)).not.toContain(secret);

        const row = async () =>
            (
                await db().select().from(assistantSettings).where(eq(assistantSettings.workspaceId, owner.workspace.id))
            )[0];
        const sealed = (await row()).apiKeySealed!;
        expect(JSON.stringify(await row())).not.toContain(secret);
        expect(sealed).not.toContain(Buffer.from(secret).toString('base64url').slice(0, 12));
        const box = secretBox(TEST_JWT_SECRET, 'assistant api key');
        expect(box.open(owner.workspace.id, sealed)).toBe(secret);
        expect(box.open(owner.workspace.id + 1, sealed)).toBeNull();
        expect(secretBox(`${TEST_JWT_SECRET}-other`, 'assistant api key').open(owner.workspace.id, sealed)).toBeNull();

        // left out: kept; null: removed; base_url and model null: back to the platform's (here none), key dropped
        const keep = await call(t.app, 'PUT', path, {
            token,
            body: { base_url: 'http://10.0.0.5:11434/v1', model: 'm' },
        });
        expect(keep.body.data).toMatchObject({ base_url: 'http://10.0.0.5:11434/v1', has_api_key: true });
        const dropped = await call(t.app, 'PUT', path, {
            token,
            body: { base_url: 'http://x.test', model: 'm', api_key: null },
        });
        expect(dropped.body.data).toMatchObject({ has_api_key: false });
        const reset = await call(t.app, 'PUT', path, { token, body: { base_url: null, model: null } });
        expect(reset.body.data).toMatchObject({ provider: 'builtin', base_url: null, model: null, has_api_key: false });
    });

    it('refuses a base URL that is not http(s), one without the other, and a member', async () => {
        const path = `${API}/assistant-settings`;
        const put = (token: string, body: object) => call(t.app, 'PUT', path, { token, body });
        expectError(await put(demo.owner, { base_url: 'ftp://llm.example', model: 'm' }), 400, 'validation_failed');
        expectError(await put(demo.owner, { base_url: 'https://llm.example', model: null }), 400, 'validation_failed');
        expectError(await put(demo.owner, { base_url: null, model: 'm' }), 400, 'validation_failed');
        expectError(await put(demo.member, { base_url: null, model: null }), 403, 'forbidden');
        expect((await call(t.app, 'GET', path, { token: demo.member })).status).toBe(200);
        expect(await db().$count(assistantSettings, inArray(assistantSettings.workspaceId, [demo.workspaceId]))).toBe(
            0,
        );
    });
});
