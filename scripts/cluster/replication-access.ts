import { accessSync, appendFileSync, constants, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

/** What a streaming replica on this machine needs in the primary's pg_hba.conf (`all` does not cover replication). */
export const REPLICATION_RULE = 'host replication all 127.0.0.1/32 trust';
const MARK = '# added for the duration of npm run test:cluster';

async function withServer<T>(server: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    try {
        return await use(client);
    } finally {
        await client.end();
    }
}

/**
 * Makes sure the primary lets a replica on this machine connect for replication. When its pg_hba.conf has no
 * replication rule, one is added (the run is on the primary's machine, as root or its owner) and the server reloads
 * it; the answered function takes that rule out again. Where the file cannot be written, it fails with what to add.
 */
export async function allowLocalReplication(server: string): Promise<() => Promise<void>> {
    return withServer(server, async client => {
        const { rows } = await client.query(
            "SELECT count(*)::int AS n FROM pg_hba_file_rules WHERE error IS NULL AND 'replication' = ANY(database)",
        );
        if (rows[0].n > 0) return async () => {};
        const file = (await client.query('SHOW hba_file')).rows[0].hba_file as string;
        try {
            accessSync(file, constants.W_OK);
        } catch {
            throw new Error(`${file} has no replication rule: add "${REPLICATION_RULE}" and reload PostgreSQL`);
        }
        appendFileSync(file, `\n${REPLICATION_RULE} ${MARK}\n`);
        await client.query('SELECT pg_reload_conf()');
        return () =>
            withServer(server, async again => {
                const kept = readFileSync(file, 'utf8').replace(`\n${REPLICATION_RULE} ${MARK}\n`, '');
                writeFileSync(file, kept);
                await again.query('SELECT pg_reload_conf()');
            });
    });
}
