import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_DELAY_MS } from '../../server/config';
import { exitWithin, killIfRunning, makeTempDir, runTs, type Child } from './support';

// Both tests start the real server (`server/main.ts`, no web build) on one data directory: the first start creates it.
const dataDir = makeTempDir();
let server: Child | undefined;
const sockets: Socket[] = [];

beforeAll(() => {
    // Pays for creating and migrating the database once, outside the timed tests.
    server = startServer();
    return server.waitForLine(/is running at/).then(() => stop(server!));
}, 120_000);
afterEach(async () => {
    sockets.splice(0).forEach(socket => socket.destroy());
    killIfRunning(server);
    await server?.exited;
});
afterAll(() => {
    killIfRunning(server);
    dataDir.remove();
});

function startServer(): Child {
    return runTs('server/main.ts', [], {
        DATA_DIR: dataDir.path,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'process-test-password',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_MS: '', // the default
    });
}

async function stop(child: Child) {
    child.process.kill('SIGTERM');
    await child.exited;
}

async function startedServer(): Promise<{ child: Child; port: number }> {
    const child = startServer();
    server = child;
    const slow = new Promise<never>((_, failed) =>
        setTimeout(() => failed(new Error(`not started in 40 s:\n${child.output()}`)), 40_000).unref(),
    );
    const [, port] = await Promise.race([child.waitForLine(/is running at http:\/\/localhost:(\d+)/), slow]);
    return { child, port: Number(port) };
}

/** A raw connection, so the test decides when each byte of a request is sent. */
async function open(port: number): Promise<Socket & { received: () => string }> {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
        received += chunk;
    });
    // Refused or reset: say so (with what the server printed) rather than wait for the test's timeout.
    await new Promise((ready, failed) => {
        socket.once('connect', ready);
        socket.once('error', error =>
            failed(new Error(`connecting to the server: ${error.message}\n${server?.output()}`)),
        );
    });
    socket.on('error', () => {});
    return Object.assign(socket, { received: () => received });
}

/** How a connection attempt ends: connected (then closed at once), or the error's code (ECONNREFUSED…). */
function tryConnecting(port: number): Promise<string> {
    return new Promise(settle => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
            socket.destroy();
            settle('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    });
}

/** When and how the server closed `socket`: `ended` for a FIN, `error` for a reset. */
function whenClosed(socket: Socket): Promise<{ at: number; ended: boolean; error?: string }> {
    let ended = false;
    let error: string | undefined;
    socket.once('end', () => (ended = true));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    return new Promise(settle => socket.once('close', () => settle({ at: Date.now(), ended, error })));
}

const LOGIN_BODY = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
const loginHeaders = (port: number) =>
    [
        'POST /public/v3/user/login HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Connection: keep-alive',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(LOGIN_BODY)}`,
        '',
        '',
    ].join('\r\n');

async function until(condition: () => boolean, ms: number) {
    for (const start = Date.now(); !condition(); await new Promise(next => setTimeout(next, 20))) {
        if (Date.now() - start > ms) throw new Error('timed out');
    }
}

describe('stopping the server', () => {
    it('on SIGTERM drains: serves for the delay, then closes idle connections, refuses new ones, answers those in flight and exits 0 within 10 s', async () => {
        const { child, port } = await startedServer();
        // An idle keep-alive connection, as a browser or a load balancer leaves open after a request.
        const idle = await open(port);
        idle.write(`GET /public/v3/config HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
        await until(() => /\r\n\r\n[\s\S]*\}$/.test(idle.received()), 5_000);
        const firstAnswer = idle.received();
        const idleClosed = whenClosed(idle);
        // A slow request that has started, and one that a client will never finish sending.
        const inFlight = await open(port);
        inFlight.write(loginHeaders(port) + LOGIN_BODY.slice(0, 10));
        const stalled = await open(port);
        stalled.write(loginHeaders(port) + LOGIN_BODY.slice(0, 10));
        await new Promise(settle => setTimeout(settle, 200));

        const signalled = Date.now();
        child.process.kill('SIGTERM');
        const exit = exitWithin(child, 10_000);

        const closed = await idleClosed;
        expect(closed, 'the idle connection closed cleanly (FIN, no reset)').toMatchObject({ ended: true });
        expect(closed.error).toBeUndefined();
        expect(closed.at - signalled, 'not before the drain delay').toBeGreaterThanOrEqual(DEFAULT_SHUTDOWN_DELAY_MS);
        expect(idle.received(), 'nothing sent on it meanwhile').toBe(firstAnswer);

        // The idle connections and the listening socket close together; a slow machine may let a connection in between.
        await expect
            .poll(() => tryConnecting(port), { message: 'a new connection after the delay', timeout: 1_000 })
            .toBe('ECONNREFUSED');
        expect(child.process.exitCode, 'refused while still answering the requests in flight').toBeNull();

        inFlight.write(LOGIN_BODY.slice(10));
        await until(() => /\r\n\r\n\{[\s\S]*\}$/.test(inFlight.received()), 5_000);
        const [head] = inFlight.received().split('\r\n\r\n');
        expect(head, 'a complete answer').toMatch(/^HTTP\/1\.1 \d{3} /);
        expect(head.toLowerCase(), 'that closes its connection').toContain('\r\nconnection: close');

        expect(await exit, child.output()).toEqual({ code: 0, signal: null });
    }, 60_000);

    it('exits at once on a second signal', async () => {
        const { child, port } = await startedServer();
        const stalled = await open(port);
        stalled.write(loginHeaders(port) + LOGIN_BODY.slice(0, 10));
        await new Promise(settle => setTimeout(settle, 200));

        child.process.kill('SIGTERM');
        await new Promise(settle => setTimeout(settle, 500));
        child.process.kill('SIGINT');

        expect(await exitWithin(child, 1_500), child.output()).toEqual({ code: 130, signal: null });
    }, 60_000);
});
