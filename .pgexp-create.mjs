import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
console.log('created');
await db.close();
