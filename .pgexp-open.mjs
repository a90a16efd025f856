import { PGlite } from '@electric-sql/pglite';
const t=Date.now();
const db = await PGlite.create(process.argv[2]);
const r = await db.query('select count(*)::int n, max(id) m from t');
console.log(r.rows, Date.now()-t);
await db.close();
