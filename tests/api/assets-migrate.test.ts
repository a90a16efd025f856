import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { openAssetStore, type AssetStore } from '../../server/modules/asset/store';
import { copyDiskAssets } from '../../server/modules/asset/store/migrate';
import { startTestApp, type TestContext } from '../support/app';
import { makeUser, userToken } from '../support/factories';
import { file, GIF, PNG, postUpload } from '../support/multipart';
import { startLocalS3, type LocalS3 } from '../support/s3';

let t: TestContext;
let s3: LocalS3;
let bucket: AssetStore;
let onS3: PitstopApp;
let token: string;

beforeAll(async () => {
    s3 = await startLocalS3();
    // Uploads go to the disk first, as before the switch; then an app on the same database reads the bucket.
    t = await startTestApp();
    const s3Config = { ...t.config, assetStore: s3.config };
    bucket = openAssetStore(s3Config);
    onS3 = await buildApp({ config: s3Config, db: t.database.db, logger: false });
    token = await userToken(t.app, (await makeUser(t.database.db)).username);
});
afterAll(async () => {
    await onS3.close();
    await bucket.close();
    await t.close();
    await s3.close();
});

const uploaded = async (bytes: Buffer, type: string) =>
    (await postUpload(t.app, token, [file(bytes, 'x', type)])).body.data.uuid as string;

const read = (app: PitstopApp, uuid: string) =>
    app.inject({ method: 'GET', url: `/api/v2/asset/${uuid}`, headers: { authorization: `Bearer ${token}` } });

describe('copying the disk assets into S3 (npm run assets:migrate)', () => {
    let png: string;
    let gif: string;
    let lost: string;
    beforeAll(async () => {
        [png, gif, lost] = [
            await uploaded(PNG, 'image/png'),
            await uploaded(GIF, 'image/gif'),
            await uploaded(PNG, 'image/png'),
        ];
        unlinkSync(join(t.config.dataDir, 'assets', lost));
    });

    it('copies every file, counts the asset whose bytes are lost, and an app on the bucket serves the copies', async () => {
        expect((await read(onS3, png)).statusCode).toBe(404);
        expect(await copyDiskAssets(t.database.db, t.config.dataDir, bucket)).toEqual({
            copied: 2,
            skipped: 0,
            missing: 1,
        });
        expect(await s3.keys()).toEqual([`assets/${gif}`, `assets/${png}`].sort());
        const answer = await read(onS3, gif);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/gif');
        expect(answer.rawPayload.equals(GIF)).toBe(true);
        expect((await read(onS3, png)).rawPayload.equals(PNG)).toBe(true);
        expect((await read(onS3, lost)).statusCode).toBe(404);
        // The local files stay, for a way back.
        expect((await read(t.app, png)).statusCode).toBe(200);
    });

    it('copies nothing on a second run, but copies again an object of another size (an interrupted copy)', async () => {
        expect(await copyDiskAssets(t.database.db, t.config.dataDir, bucket)).toEqual({
            copied: 0,
            skipped: 2,
            missing: 1,
        });
        await bucket.put(png, Readable.from([PNG.subarray(0, 10)]), 'image/png');
        expect(await copyDiskAssets(t.database.db, t.config.dataDir, bucket)).toEqual({
            copied: 1,
            skipped: 1,
            missing: 1,
        });
        expect((await s3.bytes(`assets/${png}`)).equals(PNG)).toBe(true);
    });
});
