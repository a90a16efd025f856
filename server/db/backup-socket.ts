import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Db } from './client';

/**
 * `npm run backup` beside a server on PGlite cannot open the data folder (one process at a time), so it asks the
 * server for a dump over a UNIX socket in a folder only the server's own system user may enter (mode 0700): no
 * network, no token, the same reach as reading the data folder itself. The request is one line; the answer is a
 * JSON header line (`{"bytes": n}` or `{"error": "…"}`) followed by the n bytes of PGlite's `dumpDataDir()`.
 */
export const DUMP_REQUEST = 'dump-data-dir';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'run', 'backup.sock');

/** Node cuts longer socket paths short without a word (the system's limit is 104 bytes on macOS, 108 on Linux). */
export const socketPathFits = (path: string) => Buffer.byteLength(path) < 104;

const MAX_REQUEST_BYTES = 64;

async function answer(socket: Socket, client: PGlite, log: FastifyBaseLogger) {
    const started = Date.now();
    try {
        // Flushed pages make the dump's write-ahead log short to replay; queries wait only during the dump itself.
        await client.exec('CHECKPOINT');
        const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        log.info({ bytes: dump.length, ms: Date.now() - started }, 'backup: data folder dumped');
        socket.write(`${JSON.stringify({ bytes: dump.length })}\n`);
        socket.end(dump);
    } catch (error) {
        log.error(error, 'backup: dumping the data folder failed');
        socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`);
    }
}

/** Answers dump requests on the socket until closed; null (logged) when DATA_DIR's path is too long for one. */
export async function answerBackupRequests(
    db: Db,
    dataDir: string,
    log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | null> {
    const path = backupSocketPath(dataDir);
    if (!socketPathFits(path)) {
        log.warn(`backup: ${path} is too long for a socket; npm run backup works only while the server is stopped`);
        return null;
    }
    const client = (db as unknown as { $client: PGlite }).$client;
    const folder = join(dataDir, 'run');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    // This process holds the data folder's lock, so a socket left there is a previous life's.
    rmSync(path, { force: true });
    const server = createServer(socket => {
        socket.on('error', () => {});
        let request = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => {
            request += chunk;
            if (!request.includes('\n') && request.length < MAX_REQUEST_BYTES) return;
            socket.removeAllListeners('data');
            if (request.split('\n')[0] === DUMP_REQUEST) void answer(socket, client, log);
            else socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
        });
    });
    await new Promise<void>((listening, failed) => server.once('error', failed).listen(path, listening));
    chmodSync(path, 0o600);
    return {
        close: () =>
            new Promise<void>(closed => {
                server.close(() => closed());
                rmSync(path, { force: true });
            }),
    };
}
