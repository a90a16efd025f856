import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_DELAY_MS as DELAY_MS } from '../../server/config';
import { exitWithin, killIfRunning, makeTempDir, runTs, type Child } from './support';

const dataDir = makeTempDir();
let server: Child | undefined;

afterAll(async () => {
    killIfRunning(server);
    await server?.exited;
    dataDir.remove();
});

async function until<T>(attempt: () => Promise<T | undefined>, ms: number): Promise<T> {
    for (const start = Date.now(); Date.now() - start < ms; await new Promise(next => setTimeout(next, 20))) {
        const found = await attempt();
        if (found !== undefined) return found;
    }
    throw new Error(`timed out:\n${server?.output()}`);
}

describe('a server told to stop, with the default SHUTDOWN_DELAY_MS', () => {
    it('answers /health/ready 503 at once, serves other requests (closing their connections) until the delay is over, then exits 0', async () => {
        server = runTs('server/main.ts', [], {
            DATA_DIR: dataDir.path,
            DATABASE_URL: '',
            PORT: '0',
            HOST: '127.0.0.1',
            SEED_DEMO: 'false',
            ADMIN_PASSWORD: 'process-test-password',
            SHUTDOWN_DELAY_MS: '', // the default
        });
        const [, port] = await server.waitForLine(/is running at http:\/\/localhost:(\d+)/);
        const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
        expect((await get('/health/ready')).status).toBe(200);

        const signalled = Date.now();
        server.process.kill('SIGTERM');
        const notReady = await until(async () => {
            const answer = await get('/health/ready');
            return answer.status === 503 ? answer.json() : undefined;
        }, 1_000);
        expect(notReady).toEqual({ status: 'unavailable', failed: ['shutdown'], checks: { shutdown: 'stopping' } });
        const served = await get('/public/v3/config');
        expect(served.status).toBe(200);
        expect(served.headers.get('connection'), 'the client opens its next connection elsewhere').toBe('close');
        expect((await get('/health/live')).status).toBe(200);
        expect(Date.now() - signalled, 'still within the delay').toBeLessThan(DELAY_MS);

        expect(await exitWithin(server, 10_000), server.output()).toEqual({ code: 0, signal: null });
        expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS);
    }, 90_000);
});
