/**
 * How soon a customer's link is usable on a phone of modest means: the built app (run `npm run build` first) on a
 * fresh embedded database, an invoice and an estimate of the demo garage shared as links, each opened in Debian's
 * Chromium with a cold cache under Lighthouse's mobile throttling (150 ms round trips, 1.6 Mbps down, 750 kbps up,
 * the CPU 4× slower), until what the customer came for shows: the amount due with its FPS QR code, the estimate's
 * first line with its Approve button. Prints the median and slowest of the runs and the JavaScript received per page.
 *   npm run bench:portal                     (BENCH_PORTAL_RUNS=7, BENCH_PORTAL_PORT=3190)
 *   BENCH_PORTAL_TRACE=1 npm run bench:portal  (each opening's files, when asked for and when arrived)
 * The throttling is fixed, so the figure is the same whatever the hour; a busy machine only adds CPU time to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { appNode } from './cluster/nodes';
import { percentile } from './shared/percentile';

const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3190);
const RUNS = Number(process.env.BENCH_PORTAL_RUNS ?? 7);
const TARGET_MS = 2_000;
const PASSWORD = 'bench-demo-password';
const NETWORK = {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const dataDir = mkdtempSync(join(tmpdir(), 'pitstop-portal-bench-'));
const server = appNode('portal-bench', PORT, {
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    ADMIN_PASSWORD: `${PASSWORD}-admin`,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the API's, read loosely here
type Data = any;

async function call(path: string, body?: unknown, token?: string): Promise<Data> {
    const answer = await fetch(`${server.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: Data }).data;
}

/** The demo garage's links: an invoice with a balance, and an estimate of the same lines. */
async function shareLinks() {
    const user = await call('/public/v3/user/login', { username_or_email: 'demo', password: PASSWORD });
    const [{ workspace_id }] = await call('/api/v3/workspace', undefined, user.token);
    const { token } = await call('/api/v3/user/login/workspace', { workspace_id }, user.token);
    const customer = await call('/api/v3/relationship/customer', { name: '陳大文', preferred_locale: 'zh-hk' }, token);
    const lines = [
        {
            kind: 'custom',
            description: 'Front brake pads',
            description_zh: '前剎車皮',
            quantity_milli: 1000,
            unit_price_cents: 80_000,
        },
        {
            kind: 'custom',
            description: 'Labour',
            description_zh: '人工',
            quantity_milli: 1500,
            unit_price_cents: 40_000,
        },
    ];
    const job = (body: object) =>
        call('/api/v3/motor-garage/invoice', { customer_id: customer.id, lines, ...body }, token);
    const share = (id: number, purpose: string) =>
        call(`/api/v3/motor-garage/invoice/${id}/share`, { purpose }, token).then(link => new URL(link.url).pathname);
    const invoiced = await job({});
    await call(`/api/v3/motor-garage/invoice/${invoiced.id}/invoice`, {}, token);
    const quoted = await job({});
    return { invoice: await share(invoiced.id, 'invoice'), estimate: await share(quoted.id, 'estimate') };
}

/** One cold opening of `path` on a throttled phone: milliseconds until `ready` shows, and the JS bytes received. */
async function open(browser: Browser, path: string, ready: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-HK' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', request => {
        if (request.resourceType() === 'script') scripts.push(request.sizes().then(size => size.responseBodySize));
    });
    const started = performance.now();
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    await ready(page);
    const ms = performance.now() - started;
    if (process.env.BENCH_PORTAL_TRACE) console.log(await page.evaluate(resourceTimings));
    const jsBytes = (await Promise.all(scripts)).reduce((total, size) => total + size, 0);
    await context.close();
    return { ms, jsBytes };
}

type Timed = { name: string; startTime: number; responseEnd: number };
/** Each file the page fetched: when it was asked for and when it had arrived (ms from the navigation). */
const resourceTimings = () =>
    (globalThis as unknown as { performance: { getEntriesByType(type: string): Timed[] } }).performance
        .getEntriesByType('resource')
        .map(
            ({ name, startTime, responseEnd }) =>
                `    ${startTime.toFixed(0)}–${responseEnd.toFixed(0)} ms ${new URL(name).pathname}`,
        )
        .join('\n');

const PAGES = {
    invoice: (page: Page) => page.getByRole('img', { name: /轉數快/ }).waitFor({ timeout: 30_000 }),
    estimate: (page: Page) =>
        page.getByRole('button', { name: '做', exact: true }).first().waitFor({ timeout: 30_000 }),
};

let failed = false;
try {
    await server.start();
    const links = await shareLinks();
    const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    console.log(`customer pages on a throttled phone (${RUNS} cold openings each; target ${TARGET_MS} ms):`);
    for (const [name, ready] of Object.entries(PAGES)) {
        await open(browser, links[name as keyof typeof links], ready); // the server's first answer warms its caches
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await open(browser, links[name as keyof typeof links], ready));
        const times = runs.map(run => run.ms).sort((a, b) => a - b);
        const median = percentile(times, 0.5);
        const js = (runs[0].jsBytes / 1000).toFixed(1);
        console.log(
            `  ${name.padEnd(9)} usable in ${median.toFixed(0)} ms median, ${times.at(-1)!.toFixed(0)} ms slowest; ${js} kB of JS`,
        );
        if (median > TARGET_MS) failed = true;
    }
    await browser.close();
} finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
    console.error(`a page took longer than ${TARGET_MS} ms (median)`);
    process.exit(1);
}
