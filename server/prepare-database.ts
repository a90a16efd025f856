import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { RESOURCES } from './registry';
import { keywordIndexes } from './resources/keyword-indexes';

/** The migrations and what every start makes sure of, the declared resources' keyword indexes included. */
export const prepareDatabase = (database: Database) => migrate(database, keywordIndexes(RESOURCES));
