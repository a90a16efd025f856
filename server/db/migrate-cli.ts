import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
