import { performance } from 'node:perf_hooks';
import type { Cluster } from '../cluster';
import { CUSTOMERS, signIn } from '../garage';
import { call, check, sleep, type Tally } from '../http';
import { RUN_ID } from '../settings';
import type { Scenario } from '.';

const READ_POOL = 'pitstop-read';
const JOBS = '/api/v3/motor-garage/invoice';
const CATCH_UP_MS = 10_000;

/** Sessions of the run's database on one server: those of the nodes' read pools, and the others. */
function sessions(rows: Record<string, unknown>[]) {
    const readPool = rows.filter(row => row.application_name === READ_POOL).length;
    return { readPool, others: rows.length - readPool };
}

const ACTIVITY =
    "SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()";

/**
 * With the replica's replay paused, writes through the balancer answer as usual and record reads see them at once,
 * while statistics, search and exports (on the replica) do not until the replay resumes. Only the nodes' read pools
 * connect to the replica, and none to the primary. With the replica stopped, those reads fall back to the primary.
 */
export const readsOnTheReplica: Scenario = {
    title: '5. lag-tolerant reads on the replica',
    async run(cluster, tally, notes) {
        const { balancer, replica, nodes } = cluster;
        const { workspaceToken: token } = await signIn(tally, balancer, 'demo');
        const read = (base: string, path: string) => call(tally, base, 'GET', path, { token, expect: 200 });
        const name = `Replica ${RUN_ID}`;
        const lagTolerant = async (base: string) => ({
            outstanding: (await read(base, '/api/v3/motor-garage/statistic?from=2026-01-01&to=2026-01-01')).body.data
                .outstanding_cents as number,
            searched: (await read(base, `/api/v3/motor-garage/search?q=${encodeURIComponent(name)}`)).body.data
                .customers.length as number,
            exported: (await read(base, `${CUSTOMERS}?page=1&size=1000&keyword=${encodeURIComponent(name)}`)).body.data
                .length as number,
        });
        const before = await lagTolerant(balancer);

        await replica.pauseReplay();
        const written = await writeCustomerAndInvoice(cluster, tally, token, name);
        const record = await read(balancer, `${CUSTOMERS}/${written.customerId}`);
        check(record.body?.data?.name === name, `the new customer's record does not read back: ${record.status}`);
        const page = await read(balancer, `${CUSTOMERS}?page=1&size=25&keyword=${encodeURIComponent(name)}`);
        check(page.body?.data?.length === 1, `a screen's list of customers shows ${page.body?.data?.length} of them`);
        for (const node of Object.values(nodes)) {
            const paused = await lagTolerant(node.url);
            check(
                paused.outstanding === before.outstanding && paused.searched === 0 && paused.exported === 0,
                `node ${node.name} sees the write with the replica paused: ${JSON.stringify(paused)}`,
            );
        }
        notes.push(
            `replay paused: writes answered; the record and a screen's list show the customer, statistics (${before.outstanding} cents owed), search and export on a and b do not`,
        );

        const onReplica = sessions(await replica.query(ACTIVITY, cluster.dbName));
        const onPrimary = sessions((await cluster.db.query(ACTIVITY)).rows);
        check(onReplica.readPool > 0, 'no read pool connection on the replica');
        check(onReplica.others === 0, `${onReplica.others} sessions other than the read pools' on the replica`);
        check(onPrimary.readPool === 0, `${onPrimary.readPool} read pool sessions on the primary`);
        notes.push(
            `replica: ${onReplica.readPool} read pool sessions and no other; primary: no read pool session (the writes went there)`,
        );

        const resumed = performance.now();
        await replica.resumeReplay();
        const owed = before.outstanding + written.cents;
        // The invoice is the last write: once the statistics owe it, the customer is on the replica too.
        let caughtUp = await lagTolerant(balancer);
        while (caughtUp.outstanding !== owed && performance.now() - resumed < CATCH_UP_MS) {
            await sleep(50);
            caughtUp = await lagTolerant(balancer);
        }
        check(
            caughtUp.outstanding === owed,
            `statistics owe ${caughtUp.outstanding} cents after the replay, not ${owed}`,
        );
        check(
            caughtUp.searched === 1 && caughtUp.exported === 1,
            `search and export after the replay: ${JSON.stringify(caughtUp)}`,
        );
        notes.push(
            `replay resumed: search, export and statistics see the write ${(performance.now() - resumed).toFixed(0)} ms later`,
        );

        await fallsBackWhileDown(cluster, tally, token, name, notes);
    },
};

async function writeCustomerAndInvoice(cluster: Cluster, tally: Tally, token: string, name: string) {
    const cents = 12_345;
    const post = (path: string, json: unknown, expect: number) =>
        call(tally, cluster.balancer, 'POST', path, { token, json, expect });
    const customer = await post(CUSTOMERS, { name }, 201);
    check(customer.status === 201, `creating a customer with the replica paused answered ${customer.status}`);
    const line = { kind: 'custom', description: 'Replica check', quantity_milli: 1000, unit_price_cents: cents };
    const job = await post(JOBS, { customer_id: customer.body.data.id, lines: [line] }, 201);
    check(job.status === 201, `creating a job with the replica paused answered ${job.status}`);
    const invoiced = await post(`${JOBS}/${job.body.data.id}/invoice`, undefined, 200);
    check(invoiced.status === 200, `invoicing with the replica paused answered ${invoiced.status}`);
    return { customerId: customer.body.data.id as number, cents };
}

/** With the replica stopped, search answers from the primary on both nodes and each node logs it once. */
async function fallsBackWhileDown(cluster: Cluster, tally: Tally, token: string, name: string, notes: string[]) {
    await cluster.replica.stop();
    try {
        for (const node of Object.values(cluster.nodes)) {
            const search = `/api/v3/motor-garage/search?q=${encodeURIComponent(name)}`;
            const found = await call(tally, node.url, 'GET', search, { token, expect: 200 });
            check(found.body?.data?.customers?.length === 1, `node ${node.name} found nothing with the replica down`);
            check(
                node.output().includes('read replica unavailable'),
                `node ${node.name} did not log the replica's absence`,
            );
        }
        notes.push(
            'replica stopped: search answers from the primary on a and b, each logging "read replica unavailable"',
        );
    } finally {
        await cluster.replica.start();
    }
}
