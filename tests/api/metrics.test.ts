import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { SEND_MESSAGE } from '../../server/modules/message/delivery/job';
import { REMINDER_QUEUE } from '../../server/modules/reminder/schedule';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../support/app';
import { call, expectError } from '../support/factories';
import { create, twoGarages } from '../support/garage';

const TOKEN = 'metrics-token-for-the-tests';

let t: TestContext;
let withoutToken: PitstopApp;
// A built web app in miniature: without METRICS_TOKEN, /metrics must not fall through to its pages.
const dist = mkdtempSync(join(tmpdir(), 'pitstop-dist-'));
writeFileSync(join(dist, 'index.html'), '<title>staff app</title>');

beforeAll(async () => {
    // No job runs, so a queued one stays waiting and is counted.
    t = await startTestApp({ METRICS_TOKEN: TOKEN }, { queue: { runWorkers: false } });
    withoutToken = await buildApp({
        config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: t.config.dataDir, SEED_DEMO: 'false' }),
        db: t.database.db,
        logger: false,
        queue: { runWorkers: false },
        distDir: dist,
    });
});
afterAll(async () => {
    await withoutToken.close();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
});

const scrape = (app: PitstopApp, authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the exposition text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
    const line = text.split('\n').find(l => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
    it('is not there without METRICS_TOKEN, whatever the caller sends', async () => {
        for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
            const answer = await scrape(withoutToken, authorization);
            expectError({ status: answer.statusCode, body: answer.json(), headers: answer.headers }, 404, 'not_found');
        }
    });

    it('answers 401 without the token or with another one', async () => {
        for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
            const answer = await scrape(t.app, authorization);
            expectError(
                { status: answer.statusCode, body: answer.json(), headers: answer.headers },
                401,
                'unauthorized',
            );
        }
    });

    it('counts requests by method, route pattern and status, with their durations', async () => {
        const g = await twoGarages(t);
        const job = await create(t, g.owner, 'motor-garage/invoice', { lines: [] });
        expect((await call(t.app, 'GET', `/api/v3/motor-garage/invoice/${job.id}`, { token: g.owner })).status).toBe(
            200,
        );
        expect((await call(t.app, 'GET', '/api/v3/motor-garage/invoice/999999', { token: g.owner })).status).toBe(404);
        await t.app.inject({ method: 'GET', url: '/no/such/page/12345' });

        const answer = await scrape(t.app, `Bearer ${TOKEN}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        const text = answer.body;
        const invoice = 'method="GET",route="/api/v3/motor-garage/invoice/:id"';
        expect(sample(text, `http_request_duration_seconds_count{${invoice},status_code="200"}`)).toBe(1);
        expect(sample(text, `http_request_duration_seconds_count{${invoice},status_code="404"}`)).toBe(1);
        expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${invoice},status_code="200"}`)).toBe(1);
        expect(sample(text, `http_request_duration_seconds_sum{${invoice},status_code="200"}`)).toBeGreaterThan(0);
        // A URL no route matches is counted under one label, not under its own text.
        expect(
            sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
        ).toBe(1);
        expect(text).not.toContain('12345');
    });

    it('gives the waiting jobs of each queue, the process and, on PostgreSQL, the connection pool', async () => {
        await t.app.queue.send(SEND_MESSAGE, { workspaceId: 1, messageId: 1 }, { singletonKey: 'metrics-test' });
        const text = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
        expect(sample(text, `job_queue_depth{queue="${SEND_MESSAGE}"}`)).toBe(1);
        expect(sample(text, `job_queue_depth{queue="${REMINDER_QUEUE}"}`)).toBe(0);
        expect(text, "pg-boss's own queues").not.toContain('__pgboss__');
        expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
        expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
        const postgres = t.database.kind === 'postgres';
        expect(sample(text, 'db_pool_max_connections')).toBe(postgres ? 10 : undefined);
        if (postgres) {
            expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
            expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
            expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
        }
    });
});
