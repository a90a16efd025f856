import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
await db.exec('create table if not exists t (id serial primary key, v text)');
for (;;) {
  const r = await db.query("insert into t (v) values ('x') returning id");
  process.stdout.write(r.rows[0].id + '\n');
}
