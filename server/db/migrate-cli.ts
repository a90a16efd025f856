import { loadConfig } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from '../prepare-database';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await prepareDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
