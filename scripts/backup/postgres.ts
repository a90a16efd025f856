import { spawn } from 'node:child_process';
import pg from 'pg';
import { databaseFacts } from './database-facts';
import type { DatabaseFacts } from './manifest';
import { BackupError } from './target';

/** libpq's arguments for a URL: the password goes in the environment, where `ps` does not show it. */
function libpq(url: string): { dbname: string; env: Record<string, string> } {
    const parsed = new URL(url);
    const password = decodeURIComponent(parsed.password);
    parsed.password = '';
    return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs pg_dump or pg_restore; fails with what it printed. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
    return new Promise((done, failed) => {
        const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', (error: NodeJS.ErrnoException) =>
            failed(
                error.code === 'ENOENT'
                    ? new BackupError(
                          `${command} is not installed: apt-get install postgresql-client (or your system's)`,
                      )
                    : error,
            ),
        );
        child.on('exit', code =>
            code === 0 ? done() : failed(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
        );
    });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
}

/**
 * pg_dump's custom format, taken in a snapshot this connection exports, so the counts in the manifest are those of
 * the very rows dumped. Reading every workspace's rows past row-level security needs a superuser or BYPASSRLS.
 */
export function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
    return withClient(url, async client => {
        const { rows } = await client.query(
            'SELECT rolsuper OR rolbypassrls AS reads_all FROM pg_roles WHERE rolname = current_user',
        );
        if (!rows[0]?.reads_all) {
            throw new BackupError(
                "DATABASE_URL's role cannot read past row-level security: back up as a superuser, or " +
                    'ALTER ROLE … BYPASSRLS (as a superuser) for the role that backs up',
            );
        }
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const [{ snapshot }] = (await client.query('SELECT pg_export_snapshot() AS snapshot')).rows;
        const facts = await databaseFacts(text => client.query(text));
        const { dbname, env } = libpq(url);
        await run(
            'pg_dump',
            ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
            env,
        );
        await client.query('COMMIT');
        return facts;
    });
}

/** Any table outside PostgreSQL's own schemas makes the database not empty: a restore never mixes data. */
export function assertPostgresEmpty(url: string): Promise<void> {
    return withClient(url, async client => {
        const { rows } = await client.query(`SELECT format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1 LIMIT 3`);
        if (rows.length > 0) {
            throw new BackupError(
                `The database in DATABASE_URL is not empty (it has ${rows.map(row => row.name).join(', ')}…): ` +
                    'a restore goes into an empty database only (nothing was changed)',
            );
        }
    });
}

/**
 * One transaction, so a failed restore leaves the database empty. Objects become the restoring role's; privileges
 * are the app's own (the pitstop_app role's), granted again by the migration step and start-up as on any start.
 */
export function restorePostgres(url: string, file: string): Promise<void> {
    const { dbname, env } = libpq(url);
    return run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
        env,
    );
}
