import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { describeBootstrap, bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { answerBackupRequests } from './db/backup-socket';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepEmbeddedDatabaseTidy } from './db/maintenance';
import { prepareDatabase } from './prepare-database';
import { logOutput } from './log-output';
import { exitGracefullyOnSignals } from './shutdown';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

function newestChange(path: string): number {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map(name => newestChange(join(path, name))));
}

/**
 * `npm start` builds the web app when there is no build, or when its sources changed since the last one. The page's
 * brotli copy marks a whole build: a build from before the server sent compressed files has none.
 */
function buildWebIfNeeded() {
    const builtPage = join(distDir, 'index.html.br');
    const sources = ['src', 'index.html', 'portal.html', 'vite.config.ts', 'vite.portal.config.ts']
        .map(p => join(root, p))
        .filter(existsSync);
    if (existsSync(builtPage) && statSync(builtPage).mtimeMs >= Math.max(...sources.map(newestChange))) return;
    console.log('Building the web app (npm run build)...');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The web app build failed');
}

async function main() {
    const config = loadConfig();
    if (process.argv.includes('--build-if-needed')) buildWebIfNeeded();

    const database = await openDatabase({
        url: config.databaseUrl,
        readUrl: config.databaseReadUrl,
        dataDir: join(config.dataDir, 'pglite'),
    });
    await prepareDatabase(database);
    const firstStart = describeBootstrap(await bootstrap(database.db, config));

    const app = await buildApp({ config, db: database.db, readDb: database.readDb, distDir, logger: logOutput() });
    const tidying = database.kind === 'pglite' ? keepEmbeddedDatabaseTidy(database.db, app.log) : null;
    const backups =
        database.kind === 'pglite' ? await answerBackupRequests(database.db, config.dataDir, app.log) : null;
    exitGracefullyOnSignals({
        app,
        closeDatabase: async () => {
            await backups?.close();
            await tidying?.stop();
            await database.close();
        },
        delayMs: config.shutdownDelayMs,
    });

    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const where = config.databaseUrl
        ? `PostgreSQL (DATABASE_URL${config.databaseReadUrl ? ', reads that tolerate lag on DATABASE_READ_URL' : ''})`
        : `embedded PGlite in ${join(config.dataDir, 'pglite')}`;
    console.log(
        [
            '',
            `${config.appName} is running at http://localhost:${port} (${config.systemMode} mode, database: ${where})`,
            ...firstStart,
            '',
        ].join('\n'),
    );
}

main().catch(error => {
    console.error(
        error instanceof ConfigError
            ? `Configuration error: ${error.message}`
            : error instanceof DataDirInUseError
              ? error.message
              : error,
    );
    process.exit(1);
});
