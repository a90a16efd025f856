import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { assets } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { expectError, makeUser, userToken } from '../support/factories';
import { file, PNG, postUpload } from '../support/multipart';
import { startLocalS3, type LocalS3 } from '../support/s3';

let s3: LocalS3;
let t: TestContext;
let token: string;
/** Apps on the same database whose S3 store fails: a bucket that does not exist, a server that is gone. */
let noBucket: PitstopApp;
let serverGone: PitstopApp;

beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestApp(s3.env);
    token = await userToken(t.app, (await makeUser(t.database.db)).username);
    const gone = await startLocalS3();
    await gone.close();
    const withStore = (assetStore: LocalS3['config']) =>
        buildApp({ config: { ...t.config, assetStore }, db: t.database.db, logger: false });
    noBucket = await withStore({ ...s3.config, bucket: 'no-such-bucket' });
    serverGone = await withStore(gone.config);
});
afterAll(async () => {
    await Promise.all([noBucket.close(), serverGone.close()]);
    await t.close();
    await s3.close();
});

const assetCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(assets))[0].n;

describe('app.assetStore.ping (for readiness checks)', () => {
    it('resolves while the store answers, and rejects when its bucket or its server is missing', async () => {
        await expect(t.app.assetStore.ping()).resolves.toBeUndefined();
        await expect(noBucket.assetStore.ping()).rejects.toThrow();
        await expect(serverGone.assetStore.ping()).rejects.toThrow(/ECONNREFUSED/);
    });

    it('resolves on the disk store, which keeps DATA_DIR/assets', async () => {
        const onDisk = await buildApp({
            config: { ...t.config, assetStore: { kind: 'disk' } },
            db: t.database.db,
            logger: false,
        });
        try {
            expect(onDisk.assetStore.kind).toBe('disk');
            await expect(onDisk.assetStore.ping()).resolves.toBeUndefined();
        } finally {
            await onDisk.close();
        }
    });
});

describe('a failing store', () => {
    it('fails an upload with 500 and records nothing', async () => {
        const count = await assetCount();
        for (const app of [noBucket, serverGone]) {
            expectError(await postUpload(app, token, [file(PNG)]), 500, 'internal_error');
        }
        expect(await assetCount()).toBe(count);
    });

    it('fails a read with 500, without the cache headers of the image', async () => {
        const uuid = (await postUpload(t.app, token, [file(PNG), { name: 'public', value: 'true' }])).body.data.uuid;
        const answer = await serverGone.inject({ method: 'GET', url: `/api/v2/asset/${uuid}` });
        expect(answer.statusCode).toBe(500);
        expect(answer.headers['cache-control']).toBeUndefined();
        expect(answer.headers.etag).toBeUndefined();
        expect((await t.app.inject({ method: 'GET', url: `/api/v2/asset/${uuid}` })).statusCode).toBe(200);
    });
});
