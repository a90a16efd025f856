import { Agent } from 'node:http';
import type { Cluster } from '../cluster';
import type { AppNode } from '../nodes';
import { CUSTOMERS, signIn } from '../garage';
import { call, check, sleep, type Tally } from '../http';
import { DEFAULT_SHUTDOWN_DELAY_MS } from '../../../server/config';
import { LOAD_CLIENTS, RUN_ID } from '../settings';
import type { Scenario } from '.';

/** Load alone before the first restart and after the last. */
const QUIET_MS = 1_500;

/**
 * LOAD_CLIENTS clients through the balancer, each in turn creating a customer of its own name, reading it back and
 * reading a page of the list, until stopped; answers the names whose create answered 201, with their ids.
 */
function startLoad(balancer: string, token: string, tally: Tally) {
    let running = true;
    const created = new Map<string, number>();
    const client = async (client: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const send = (method: string, path: string, expect: number, json?: object) =>
            call(tally, balancer, method, path, { token, agent, json, expect });
        for (let i = 1; running; i++) {
            const name = `Load ${RUN_ID} ${client}-${i}`;
            const answer = await send('POST', CUSTOMERS, 201, { name });
            if (answer.status === 201) {
                created.set(name, answer.body.data.id);
                await send('GET', `${CUSTOMERS}/${answer.body.data.id}`, 200);
            }
            await send('GET', `${CUSTOMERS}?size=10&field=created_at&asc=false`, 200);
        }
        agent.destroy();
    };
    const clients = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, i) => client(i + 1)));
    return {
        stop: async () => {
            running = false;
            await clients;
            return created;
        },
    };
}

/** The nodes restarted in turn, one at a time, under the same load: every restart must lose nothing. */
const RESTARTS = ['b', 'a', 'b', 'a', 'b'] as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * SIGTERM, start again once stopped, wait until HAProxy sends it requests again: answers what the load saw meanwhile
 * (its requests and failures) and when each step came.
 */
async function restart({ haproxy }: Cluster, node: AppNode, tally: Tally) {
    const [requestsBefore, failuresBefore] = [tally.latencies.length, tally.failures.length];
    const retriesBefore = await haproxy.retries();
    const signalled = Date.now();
    const [exited, outOfPool] = await Promise.all([
        node.stop().then(exit => ({ exit, after: Date.now() - signalled })),
        haproxy.waitFor(node.name, 'DOWN'),
    ]);
    check(
        exited.exit.code === 0,
        `node ${node.name} exited ${exited.exit.code ?? exited.exit.signal} on SIGTERM:\n${node.output()}`,
    );
    const starting = Date.now();
    await node.start();
    const listening = Date.now();
    await haproxy.waitFor(node.name, 'UP');
    const ready = Date.now();
    const retries = await haproxy.retries();
    return (
        `node ${node.name}: ${tally.latencies.length - requestsBefore} requests, ` +
        `${tally.failures.length - failuresBefore} failed; after SIGTERM out of HAProxy's pool at ` +
        `${outOfPool.toFixed(1)} s, exited 0 at ${seconds(exited.after)}; started again, listening in ` +
        `${seconds(listening - starting)}, back in the pool ${seconds(ready - listening)} later (${seconds(ready - signalled)} ` +
        `after SIGTERM); ${retries.redispatched - retriesBefore.redispatched} requests redispatched to the other node, ` +
        `${retries.retried - retriesBefore.retried} retried`
    );
}

/** Every customer whose create answered 201 is in the database once, and no other of the load's names is. */
async function checkWrites(cluster: Cluster, workspaceId: number, created: Map<string, number>) {
    const { rows } = await cluster.db.query<{ name: string; ids: number[] }>(
        'SELECT name, array_agg(id) AS ids FROM customers WHERE workspace_id = $1 AND name LIKE $2 GROUP BY name',
        [workspaceId, `Load ${RUN_ID} %`],
    );
    const stored = new Map(rows.map(row => [row.name, row.ids.map(Number)]));
    const lost = [...created].filter(([name, id]) => !stored.get(name)?.includes(id)).map(([name]) => name);
    const twice = rows.filter(row => row.ids.length > 1).map(row => row.name);
    const unanswered = rows.filter(row => !created.has(row.name)).map(row => row.name);
    check(!lost.length, `${lost.length} customers answered 201 but are not stored: ${lost.slice(0, 5).join(', ')}`);
    check(!twice.length, `${twice.length} customers stored more than once: ${twice.slice(0, 5).join(', ')}`);
    check(!unanswered.length, `${unanswered.length} customers stored whose create failed: ${unanswered.slice(0, 5)}`);
    return `${LOAD_CLIENTS} clients created ${created.size} customers, each stored once`;
}

/** A bounded load through the balancer while the nodes are stopped with SIGTERM and started again, in turn. */
export const rollingRestart: Scenario = {
    title: '6. rolling restart under load',
    async run(cluster, tally, notes) {
        const { workspaceToken, workspaceId } = await signIn(tally, cluster.balancer, 'demo');
        notes.push(`SHUTDOWN_DELAY_MS: ${process.env.SHUTDOWN_DELAY_MS || `not set (${DEFAULT_SHUTDOWN_DELAY_MS})`}`);
        const load = startLoad(cluster.balancer, workspaceToken, tally);
        let created: Map<string, number>;
        try {
            await sleep(QUIET_MS);
            for (const [i, name] of RESTARTS.entries()) {
                notes.push(`restart ${i + 1}, ${await restart(cluster, cluster.nodes[name], tally)}`);
            }
            await sleep(QUIET_MS);
        } finally {
            created = await load.stop();
        }
        notes.push(await checkWrites(cluster, workspaceId, created));
    },
};
