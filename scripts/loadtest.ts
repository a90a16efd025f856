/**
 * `npm run loadtest`: a busy day across many garages, through the app's HTTP API on PostgreSQL, against one node and
 * then two behind HAProxy. Seeds a database of its own (as `npm run seed` does, plus a front desk and technicians per
 * garage), then ramps the active garages up in steps: in each garage the front desk searches, opens customers and
 * cars, writes jobs with lines, invoices, takes payments, sends portal links, looks at the calendar's week and the
 * statistics; technicians open jobs, start and complete them; customers open their links. Everyone signs in once and
 * thinks between actions. Prints each step's throughput, p50/p95/p99 per call kind and errors, and how many garages
 * were held: the garages of the last step, before the first that was not, whose calls (sign-ins aside) answered within
 * 200 ms at p99 with no error. Not a test: it prints figures. Only loopback is loaded; the database is dropped at the
 * end. Needs `haproxy` for two nodes.
 *
 * Options, as flags (`npm run loadtest -- --garages 60`) or environment variables:
 *   --garages        LOADTEST_GARAGES=30         garages seeded, and active in the last step
 *   --from           LOADTEST_FROM=10            garages active in the first step
 *   --step           LOADTEST_STEP=10            garages added at each step
 *   --step-seconds   LOADTEST_STEP_SECONDS=30    how long each step is timed
 *   --max-seconds    LOADTEST_MAX_SECONDS=600    the whole run's cap: no step starts that would end after it
 *   --technicians    LOADTEST_TECHNICIANS=2      technicians per garage, besides its front desk
 *   --think-seconds  LOADTEST_THINK_SECONDS=2    mean pause between one person's actions
 *   --targets        LOADTEST_TARGETS=one,two    one node, two nodes behind HAProxy, or both in turn
 *   --customers      LOADTEST_CUSTOMERS=10000    customers, vehicles and jobs spread over the garages
 *   --vehicles       LOADTEST_VEHICLES=15000       (the first garage holds half of each)
 *   --jobs           LOADTEST_JOBS=10000
 * and, as `npm run test:cluster` reads them:
 *   CLUSTER_PORT=4250                                        node a's port is one above, node b's two, HAProxy's own
 *   CLUSTER_POSTGRES_URL=postgres://postgres@127.0.0.1:5432  server for the run's database (on loopback)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, dropDatabase } from './cluster/services';
import { POSTGRES_SERVER, RUN_ID } from './cluster/settings';
import type { StepFigures } from './loadtest/figures';
import { assertLoopback } from './loadtest/loopback';
import { loadtestOptions } from './loadtest/options';
import { rampSteps, stepsWithin } from './loadtest/ramp';
import { stepReport, summary } from './loadtest/report';
import { runRamp, WARM_UP_SECONDS } from './loadtest/run';
import { seedGarages } from './loadtest/seed';
import { nodeEnvironment, startTarget } from './loadtest/targets';

const PASSWORD = 'loadtest-password';
/** Kept aside from each target's share of the time for stopping its nodes. */
const STOP_SECONDS = 10;

const options = loadtestOptions(process.argv.slice(2), process.env);
assertLoopback(POSTGRES_SERVER, 'CLUSTER_POSTGRES_URL');
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
const load = () =>
    loadavg()
        .map(value => value.toFixed(2))
        .join(', ');
console.log(`Load average before: ${load()}`);

const undo: Array<() => unknown> = [];
const results: { title: string; steps: StepFigures[] }[] = [];
try {
    const dir = mkdtempSync(join(tmpdir(), 'pitstop-loadtest-'));
    undo.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbName = `pitstop_loadtest_${RUN_ID}`;
    undo.push(() => dropDatabase(POSTGRES_SERVER, dbName));
    const databaseUrl = await createDatabase(POSTGRES_SERVER, dbName, join(dir, 'migrate'));
    console.log(
        `Seeding ${options.garages} garages (${options.customers} customers, ${options.vehicles} vehicles, ` +
            `${options.jobs} jobs; a front desk and ${options.technicians} technicians each)...`,
    );
    const seeded = await seedGarages(databaseUrl, options, PASSWORD);
    console.log(`  ${seeded.rows} rows in ${seeded.seconds.toFixed(1)} s; ready at ${elapsed().toFixed(0)} s`);
    const env = nodeEnvironment(databaseUrl);
    const ramp = rampSteps(options.from, options.step, options.garages);

    for (const [i, name] of options.targets.entries()) {
        const starting = elapsed();
        const target = await startTarget(name, env, dir);
        try {
            assertLoopback(target.base, 'The load target');
            const share =
                (options.maxSeconds - elapsed()) / (options.targets.length - i) - STOP_SECONDS - WARM_UP_SECONDS;
            const steps = stepsWithin(ramp, options.stepSeconds, share);
            console.log(
                `\n${target.title} (${target.base}, up in ${(elapsed() - starting).toFixed(1)} s): ` +
                    `steps of ${steps.join(', ') || 'none (no time left)'} garages, ${options.stepSeconds} s each`,
            );
            const figures = await runRamp(
                seeded.garages,
                {
                    base: target.base,
                    password: PASSWORD,
                    thinkSeconds: options.thinkSeconds,
                    stepSeconds: options.stepSeconds,
                    steps,
                },
                {
                    warmUp: warm =>
                        console.log(
                            `warm-up, ${warm.garages} garages, ${WARM_UP_SECONDS} s (not counted): ${warm.errors} errors` +
                                warm.failures.map(failure => `\n  failed: ${failure}`).join(''),
                        ),
                    step: step => console.log(stepReport(step)),
                },
            );
            results.push({ title: target.title, steps: figures });
        } finally {
            await target.stop();
        }
    }
} finally {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(error => console.error(error));
}
console.log(`\n${summary(results)}`);
console.log(`\nWhole run: ${elapsed().toFixed(0)} s; load average after: ${load()}`);
