import { it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';
it('probe', async () => {
  const database = await openDatabase({ url: null, dataDir: null });
  await migrate(database);
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'p-')), SEED_DEMO: 'false' });
  const app = await buildApp({ config, db: database.db, logger: { level: 'error' } });
  const user = await makeUser(database.db);
  const ws = await makeWorkspace(database.db, user);
  const token = await workspaceToken(app, await userToken(app, user.username), ws.id);
  for (const q of ['category=2147483648', 'category=', 'category=12']) {
    const res = await app.inject({ method: 'GET', url: `/api/v3/motor-garage/service?${q}`, headers: { authorization: `Bearer ${token}` } });
    console.log(q, res.statusCode, res.body.slice(0, 200));
  }
  await app.close(); await database.close();
});
