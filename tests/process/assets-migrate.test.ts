import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { TEST_JWT_SECRET } from '../support/app';
import { makeUser, userToken } from '../support/factories';
import { file, PNG, postUpload } from '../support/multipart';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { exitWithin, killIfRunning, makeTempDir, runCommand, type Child } from './support';

const dir = makeTempDir();
const env = {
    DATA_DIR: dir.path,
    JWT_SECRET: TEST_JWT_SECRET,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
let s3: LocalS3;
const children: Child[] = [];

/** A data folder as a server on the disk store leaves it: its PGlite database and one uploaded image. */
beforeAll(async () => {
    s3 = await startLocalS3();
    const database = await openDatabase({ url: null, dataDir: join(dir.path, 'pglite') });
    try {
        await migrate(database);
        const app = await buildApp({
            config: loadConfig({ ...env, LOG_LEVEL: 'silent' }),
            db: database.db,
            logger: false,
        });
        const token = await userToken(app, (await makeUser(database.db)).username);
        expect((await postUpload(app, token, [file(PNG)])).status).toBe(201);
        await app.close();
    } finally {
        await database.close();
    }
});
afterAll(async () => {
    children.forEach(killIfRunning);
    await s3.close();
    dir.remove();
});

async function migrateAssets(extraEnv: Record<string, string>) {
    const child = runCommand('npm', ['run', '--silent', 'assets:migrate'], { ...env, ...extraEnv });
    children.push(child);
    return { exit: await exitWithin(child, 60_000), output: child.output() };
}

it('refuses to run without ASSET_STORE=s3', async () => {
    const { exit, output } = await migrateAssets({ ASSET_STORE: '' });
    expect(exit).toEqual({ code: 1, signal: null });
    expect(output).toContain('set ASSET_STORE=s3');
    expect(await s3.keys()).toEqual([]);
});

it('copies the data folder’s assets into the bucket, printing the counts, and copies nothing the second time', async () => {
    const first = await migrateAssets(s3.env);
    expect(first.exit, first.output).toEqual({ code: 0, signal: null });
    expect(first.output).toMatch(/1 copied, 0 skipped \(already there\), 0 missing/);
    expect(await s3.keys()).toEqual([expect.stringMatching(/^assets\/[0-9a-f-]{36}$/)]);

    const second = await migrateAssets(s3.env);
    expect(second.output).toMatch(/0 copied, 1 skipped \(already there\), 0 missing/);
}, 120_000);
