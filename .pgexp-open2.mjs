import { PGlite } from '@electric-sql/pglite';
try { const db = await PGlite.create(process.argv[2]); const r = await db.query('select 1 as ok'); console.log('OPEN OK', r.rows[0].ok); await db.close(); }
catch (e) { console.log('OPEN FAIL', String(e).slice(0, 120)); process.exit(1); }
