/**
 * `npm run test:cluster`: two app nodes behind HAProxy on one PostgreSQL database (and a streaming replica of its
 * server for the reads that tolerate lag), one Redis and one S3 server, and six scenarios through the balancer
 * (scenarios/). Prints each scenario's figures; exits 1 when any failed.
 *   CLUSTER_PORT=4250                                   balancer; nodes a and b, S3, HAProxy's statistics and the replica above it
 *   CLUSTER_POSTGRES_URL=postgres://postgres@127.0.0.1:5432   server for the run's own database (dropped at the end)
 *   CLUSTER_REDIS_URL=redis://127.0.0.1:6379            Redis (the run's keys have their own prefix, deleted at the end)
 *   SHUTDOWN_DELAY_MS=0                                 the nodes' drain on SIGTERM (default 3000; 0: none)
 */
import { startCluster, type Cluster } from './cluster';
import { report, type ScenarioResult } from './figures';
import { Tally } from './http';
import { SCENARIOS } from './scenarios';
import { performance } from 'node:perf_hooks';

async function runScenarios(cluster: Cluster): Promise<ScenarioResult[]> {
    const results: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) {
        const tally = new Tally();
        const result: ScenarioResult = { title: scenario.title, tally, notes: [], error: null };
        try {
            await scenario.run(cluster, tally, result.notes);
        } catch (error) {
            result.error = (error as Error).message;
        }
        tally.ended = performance.now();
        if (!result.error && tally.failures.length) result.error = `${tally.failures.length} requests failed`;
        results.push(result);
        console.log(`${scenario.title}: ${result.error ? 'FAILED' : 'ok'}`);
    }
    return results;
}

const started = performance.now();
console.log('Starting PostgreSQL database and replica, HAProxy and two app nodes...');
const { cluster, stop } = await startCluster().catch((error: Error) => {
    console.error(`The cluster did not start: ${error.message}`);
    process.exit(1);
});
console.log(
    `Cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s (HAProxy config: ${cluster.haproxy.configFile})`,
);
const { copied } = cluster.replica;
console.log(`The replica: pg_basebackup copied ${copied.size} in ${copied.seconds.toFixed(1)} s`);
let results: ScenarioResult[] = [];
try {
    results = await runScenarios(cluster);
} finally {
    const failed = results.some(result => result.error) || results.length < SCENARIOS.length;
    if (failed) {
        for (const node of Object.values(cluster.nodes))
            console.log(`\n--- node ${node.name}:\n${node.output().slice(-4000)}`);
        console.log(`\n--- HAProxy:\n${cluster.haproxy.child.output().slice(-4000)}`);
    }
    await stop();
}
console.log(`\n${report(results)}\n\nWhole run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every(result => !result.error) ? 0 : 1);
