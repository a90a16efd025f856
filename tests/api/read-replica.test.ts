import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app';
import { call } from '../support/factories';
import { create, invoicedJob, twoGarages } from '../support/garage';

const onPostgres = process.env.TEST_DB === 'postgres';
const METRICS_TOKEN = 'metrics-token-for-the-replica-tests';
const READ_POOL_NAME = 'pitstop-read-test';
const CUSTOMERS = 'relationship/customer';
const today = new Date().toISOString().slice(0, 10);

type Garages = Awaited<ReturnType<typeof twoGarages>>;

/** The reads that tolerate lag, each answering 200 with what it found. */
const lagTolerantReads = (t: TestContext, token: string) => ({
    statistic: () => get(t, token, '/api/v3/motor-garage/statistic', { from: today, to: today }),
    aging: () => get(t, token, '/api/v3/motor-garage/statistic/aging'),
    search: () => get(t, token, '/api/v3/motor-garage/search', { q: 'Replica' }),
    export: () => get(t, token, `/api/v3/${CUSTOMERS}`, { page: '1', size: '1000' }),
});

/** Record reads, a screen's list and writes, which must see the latest write. */
const primaryCalls = (t: TestContext, token: string) => ({
    create: async () => (await create(t, token, CUSTOMERS, { name: 'Replica Primary Chan' })).id as number,
    read: (id: number) => get(t, token, `/api/v3/${CUSTOMERS}/${id}`),
    page: () => get(t, token, `/api/v3/${CUSTOMERS}`, { page: '1', size: '25', keyword: 'Replica' }),
    update: async (id: number) => {
        const answer = await call(t.app, 'PUT', `/api/v3/${CUSTOMERS}/${id}`, {
            token,
            body: { name: 'Replica Primary Chan Tai Man' },
        });
        expect(answer.status).toBe(200);
    },
});

async function get(t: TestContext, token: string, url: string, query: Record<string, string> = {}) {
    const answer = await call(t.app, 'GET', url, { token, query });
    expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
}

async function replicaFallbacks(t: TestContext): Promise<number> {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = answer.body.split('\n').find(l => l.startsWith('db_replica_fallbacks_total '));
    return Number(line?.split(' ')[1]);
}

/** A URL for the same database whose sessions are named READ_POOL_NAME and refuse to write. */
function readOnlyTwin(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', READ_POOL_NAME);
    url.searchParams.set('options', '-c default_transaction_read_only=on');
    return url.toString();
}

describe.skipIf(!onPostgres)('DATABASE_READ_URL: a second pool for the reads that tolerate lag', () => {
    let t: TestContext;
    let g: Garages;
    let admin: pg.Client;
    const readPoolSessions = async () => {
        const { rows } = await admin.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
            [READ_POOL_NAME],
        );
        return rows[0].n as number;
    };

    beforeAll(async () => {
        t = await startTestApp({ METRICS_TOKEN }, { readUrl: readOnlyTwin });
        g = await twoGarages(t);
        admin = new pg.Client({ connectionString: t.databaseUrl! });
        await admin.connect();
    });
    afterAll(async () => {
        await admin?.end();
        await t?.close();
    });

    it('writes, record reads and a screen’s list never open a connection of the read pool', async () => {
        const calls = primaryCalls(t, g.owner);
        const id = await calls.create();
        await calls.update(id);
        expect((await calls.read(id)).name).toBe('Replica Primary Chan Tai Man');
        expect((await calls.page()).map((row: { id: number }) => row.id)).toEqual([id]);
        expect(await readPoolSessions()).toBe(0);
    });

    it('statistics, aging, search and exports run on the read pool, still within the caller’s garage', async () => {
        await invoicedJob(t, g.owner, 12_300);
        await create(t, g.stranger, CUSTOMERS, { name: 'Replica Stranger Wong' });
        const reads = lagTolerantReads(t, g.owner);

        expect((await reads.statistic()).outstanding_cents).toBe(12_300);
        expect(await readPoolSessions()).toBeGreaterThan(0);
        const owed = (await reads.aging()).buckets.map((bucket: { balance_cents: number }) => bucket.balance_cents);
        expect(owed.reduce((sum: number, cents: number) => sum + cents, 0)).toBe(12_300);
        const names = (rows: { name: string }[]) => rows.map(row => row.name);
        expect(names((await reads.search()).customers)).toEqual(['Replica Primary Chan Tai Man']);
        expect(names(await reads.export())).not.toContain('Replica Stranger Wong');
        expect(await replicaFallbacks(t)).toBe(0);
    });
});

describe.skipIf(!onPostgres)('DATABASE_READ_URL on a replica that is down', () => {
    let t: TestContext;
    let g: Garages;

    beforeAll(async () => {
        // Nothing listens on port 9: every connection of the read pool is refused at once.
        t = await startTestApp({ METRICS_TOKEN }, { readUrl: () => 'postgres://postgres@127.0.0.1:9/pitstop' });
        g = await twoGarages(t);
    });
    afterAll(async () => {
        await t?.close();
    });

    it('answers the reads that tolerate lag from the primary and counts each one in /metrics', async () => {
        const calls = primaryCalls(t, g.owner);
        const id = await calls.create();
        await calls.update(id);
        await calls.read(id);
        await calls.page();
        expect(await replicaFallbacks(t)).toBe(0);

        const reads = Object.values(lagTolerantReads(t, g.owner));
        for (const [done, read] of reads.entries()) {
            await read();
            expect(await replicaFallbacks(t)).toBe(done + 1);
        }
        expect((await lagTolerantReads(t, g.owner).search()).customers).toHaveLength(1);
    });
});
