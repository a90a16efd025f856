import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { tablesToTidy, tidy } from '../../../server/db/maintenance';

// The embedded database, as `npm start` runs it: PGlite has no autovacuum of its own.
let database: Database;
beforeAll(async () => {
    database = await openDatabase({ url: null, dataDir: null });
    await migrate(database);
}, 60_000);
afterAll(() => database.close());

/** The counters as the database has them: it sends them on at most once a second, unless told to. */
const flushCounters = async () => {
    await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    await database.db.execute(sql`SELECT 1`);
};

const stats = async (table: string) => {
    const result = await database.db.execute(sql`
    SELECT s.n_dead_tup AS dead, s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analyzed, c.reltuples AS rows
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = ${table}`);
    return (result as unknown as { rows: { dead: number; vacuumed: boolean; analyzed: boolean; rows: number }[] })
        .rows[0];
};

it('clears the dead rows of an updated table and counts a filled one afresh, as autovacuum would, then leaves both be', async () => {
    await database.db.execute(sql`CREATE TABLE updated_probe (n int)`);
    await database.db.execute(sql`CREATE TABLE filled_probe (n int)`);
    await database.db.execute(sql`INSERT INTO updated_probe SELECT generate_series(1, 2000)`);
    await database.db.execute(sql`UPDATE updated_probe SET n = n + 1`);
    await database.db.execute(sql`INSERT INTO filled_probe SELECT generate_series(1, 2000)`);
    await flushCounters();
    expect(await stats('updated_probe')).toMatchObject({ dead: 2000, vacuumed: false, analyzed: false });

    const due = await tablesToTidy(database.db);
    expect(due).toEqual(
        expect.arrayContaining([
            { name: 'updated_probe', vacuum: true },
            { name: 'filled_probe', vacuum: false },
        ]),
    );
    expect(await tidy(database.db)).toEqual(due);
    await flushCounters();

    expect(await stats('updated_probe')).toMatchObject({ dead: 0, vacuumed: true, analyzed: true, rows: 2000 });
    expect(await stats('filled_probe')).toMatchObject({ vacuumed: false, analyzed: true, rows: 2000 });
    // Nothing has changed since: nothing is due.
    const stillDue = (await tablesToTidy(database.db)).map(table => table.name);
    expect(stillDue).not.toContain('updated_probe');
    expect(stillDue).not.toContain('filled_probe');
});
