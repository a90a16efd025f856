/**
 * Fills a database at scale, to try the app with a big garage:
 *   npm run seed -- --workspaces 10 --customers 100000 --vehicles 150000 [--jobs 200000] [--bookings 100000]
 *                   [--password <owner password>]
 * Bookings go to the first workspace, which then has 30 bays; they need jobs (the jobs bring the labour menu).
 * Targets DATABASE_URL, or without it the embedded PGlite in DATA_DIR (default ./data). Use an empty database.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/prepare-database';
import { seedWorkspaceBookings } from './seed/bookings';
import { seedScale } from './seed/scale';

const { values } = parseArgs({
    options: {
        workspaces: { type: 'string', default: '10' },
        customers: { type: 'string', default: '100000' },
        vehicles: { type: 'string', default: '150000' },
        jobs: { type: 'string', default: '0' },
        bookings: { type: 'string', default: '0' },
        password: { type: 'string', default: 'seed-password' },
    },
});

function count(name: 'workspaces' | 'customers' | 'vehicles' | 'jobs' | 'bookings', minimum: number): number {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < minimum)
        throw new Error(`--${name} must be a whole number, at least ${minimum}`);
    return value;
}

const options = {
    workspaces: count('workspaces', 1),
    customers: count('customers', 0),
    vehicles: count('vehicles', 0),
    jobs: count('jobs', 0),
};
if (values.password!.length < 8) throw new Error('--password must be at least 8 characters');
const bookings = count('bookings', 0);
if (bookings && !options.jobs)
    throw new Error('--bookings needs --jobs too: the jobs bring the labour menu the bookings book');

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
try {
    await prepareDatabase(database);
    console.log(
        `Seeding ${options.customers} customers, ${options.vehicles} vehicles and ${options.jobs} jobs in ${options.workspaces} workspaces ` +
            `(${config.databaseUrl ? 'PostgreSQL, DATABASE_URL' : `PGlite in ${config.dataDir}`})...`,
    );
    const result = await seedScale(database.db, {
        ...options,
        password: values.password!,
        onProgress: line => console.log(`  ${line}`),
    });
    if (result.jobs.jobs)
        console.log(`${result.jobs.jobs} jobs with ${result.jobs.lines} lines and ${result.jobs.payments} payments`);
    if (bookings)
        console.log(
            `${await seedWorkspaceBookings(database.db, result.workspaces[0].id, bookings)} bookings in ${result.workspaces[0].name}`,
        );
    console.log(
        `${result.rows} rows in ${result.seconds.toFixed(1)} s (${Math.round(result.rows / result.seconds)} rows/s)`,
    );
    console.log(`Owners (password "${values.password}"): ${result.workspaces.map(w => w.owner).join(', ')}`);
} finally {
    await database.close();
}
