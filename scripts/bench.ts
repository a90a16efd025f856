/**
 * Benchmark of the hot read paths on a database with realistic volume. Not a test: it prints figures.
 *   npm run bench                     (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://…   (a PostgreSQL database to fill; use a scratch one)
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { hashPassword } from '../server/modules/auth/passwords';

const USERS = 20_000;
const WORKSPACES = 5_000;
const ROUNDS = 200;

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL ?? null, dataDir: null });
await migrate(database);
const { db } = database;
const passwordHash = await hashPassword('bench-password');

console.log(`Seeding ${USERS} users, ${WORKSPACES} workspaces, ~${USERS * 2} memberships (${database.kind})...`);
await db.execute(sql`INSERT INTO users (username, email, password_hash)
  SELECT 'user' || g, 'user' || g || '@bench.test', ${passwordHash} FROM generate_series(1, ${USERS}) g`);
await db.execute(sql`INSERT INTO workspaces (name) SELECT 'Garage ' || g FROM generate_series(1, ${WORKSPACES}) g`);
await db.execute(sql`INSERT INTO workspace_users (workspace_id, user_id, role)
  SELECT ((u.id * 7 + k) % ${WORKSPACES}) + 1, u.id, 'member' FROM users u CROSS JOIN generate_series(0, 1) k
  ON CONFLICT DO NOTHING`);
await db.execute(sql`INSERT INTO workspace_users (workspace_id, user_id, role)
  SELECT g, 1, 'owner' FROM generate_series(3, 402) g ON CONFLICT DO NOTHING`);
await db.execute(sql`ANALYZE`);

const config = loadConfig({ JWT_SECRET: 'b'.repeat(40), DATA_DIR: '/nonexistent-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, db, logger: false, loginLimits: { perAccount: 1e9, perIp: 1e9, windowMs: 60_000 } });
const login = await app.inject({ method: 'POST', url: '/public/v3/user/login', payload: { username_or_email: 'user1', password: 'bench-password' } });
const token = login.json().data.token as string;

async function measure(name: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(2);
  console.log(`${name.padEnd(44)} p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`);
}

await measure('GET /api/v3/user/self', '/api/v3/user/self');
await measure('GET /api/v3/workspace (20 of 402, by name)', '/api/v3/workspace?field=name');
await measure('GET /api/v3/workspace (page 15, desc)', '/api/v3/workspace?field=name&asc=false&page=15');
await measure('GET /api/v3/workspace?keyword=garage 4', '/api/v3/workspace?keyword=garage%204');
await measure('GET /api/v3/workspace?size=9999', '/api/v3/workspace?size=9999&field=name');

await app.close();
await database.close();
