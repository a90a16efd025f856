import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PitstopApp } from '../../server/app';
import { assets } from '../../server/db/schema';
import { startTestApp, type TestContext } from '../support/app';
import { startStoreUnderTest, type StoreKind, type StoreUnderTest } from '../support/asset-store';
import {
    addMember,
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    userToken,
    workspaceToken,
} from '../support/factories';
import { file, form, GIF, PNG, postUpload, type Part } from '../support/multipart';

const MIB = 1024 * 1024;

/** Every file under a directory, as paths relative to it. */
function walk(dir: string): string[] {
    return readdirSync(dir).flatMap(name => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path).map(inner => join(name, inner)) : [name];
    });
}

/** The asset API's behaviour, the same whichever store keeps the bytes. */
export function assetSuite(kind: StoreKind) {
    describe(`assets in the ${kind} store`, () => {
        let store: StoreUnderTest;
        let t: TestContext;
        let people: Record<'uploader' | 'member' | 'stranger', { id: number; token: string }>;
        let workspaceId: number;
        let tokens: { uploaderWorkspace: string; memberWorkspace: string; admin: string; adminId: number };

        beforeAll(async () => {
            store = await startStoreUnderTest(kind);
            t = await startTestApp(store.env);
            const db = t.database.db;
            const [uploader, member, stranger] = [await makeUser(db), await makeUser(db), await makeUser(db)];
            const workspace = await makeWorkspace(db, uploader);
            await addMember(db, workspace, member);
            await makeWorkspace(db, stranger);
            const admin = await makeAdmin(db);
            workspaceId = workspace.id;
            people = {
                uploader: { id: uploader.id, token: await userToken(t.app, uploader.username) },
                member: { id: member.id, token: await userToken(t.app, member.username) },
                stranger: { id: stranger.id, token: await userToken(t.app, stranger.username) },
            };
            tokens = {
                uploaderWorkspace: await workspaceToken(t.app, people.uploader.token, workspace.id),
                memberWorkspace: await workspaceToken(t.app, people.member.token, workspace.id),
                admin: await adminToken(t.app, admin.username),
                adminId: admin.id,
            };
        });
        afterAll(async () => {
            await t.close();
            await store.close();
        });

        const upload = (token: string | undefined, parts: Part[]) => postUpload(t.app, token, parts);

        async function download(uuid: string, token?: string, headers: Record<string, string> = {}) {
            const response = await t.app.inject({
                method: 'GET',
                url: `/api/v2/asset/${uuid}`,
                headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            });
            const json = response.headers['content-type']?.toString().includes('json');
            return {
                status: response.statusCode,
                body: json ? response.json() : response.rawPayload,
                headers: response.headers,
            };
        }

        const assetsDir = () => join(t.config.dataDir, 'assets');
        /** What the store holds: DATA_DIR/assets' files or the bucket's objects, by name. */
        const storedFiles = () => store.names(t.config.dataDir);
        const assetCount = async () =>
            (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(assets))[0].n;

        describe('POST /api/v2/asset', () => {
            it('stores a PNG under a generated name and answers its record', async () => {
                const answer = await upload(people.uploader.token, [
                    file(PNG, 'avatar.png', 'application/octet-stream'),
                ]);
                expect(answer.status).toBe(201);
                expect(answer.body).toMatchObject({
                    success: true,
                    data: { content_type: 'image/png', size_bytes: PNG.length, public: false },
                });
                expect(Object.keys(answer.body.data).sort()).toEqual([
                    'content_type',
                    'created_at',
                    'public',
                    'size_bytes',
                    'uuid',
                ]);
                const { uuid } = answer.body.data;
                expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
                expect((await store.bytes(t.config.dataDir, uuid)).equals(PNG)).toBe(true);
                // The S3 store keeps nothing on disk.
                expect(existsSync(assetsDir())).toBe(kind === 'disk');
                const [row] = await t.database.db.select().from(assets).where(eq(assets.uuid, uuid));
                expect(row).toMatchObject({
                    storageName: uuid,
                    workspaceId: null,
                    uploaderUserId: people.uploader.id,
                    uploaderAdminId: null,
                    contentType: 'image/png',
                    sizeBytes: PNG.length,
                    isPublic: false,
                    pinned: false,
                    global: false,
                });
            });

            it('files an upload under the workspace of a workspace token, and keeps the flags sent as the text true', async () => {
                const answer = await upload(tokens.uploaderWorkspace, [
                    { name: 'public', value: 'true' },
                    { name: 'pinned', value: 'true' },
                    file(GIF, 'logo.gif', 'image/gif'),
                    { name: 'global', value: 'true' },
                ]);
                expect(answer.status).toBe(201);
                expect(answer.body.data).toMatchObject({ content_type: 'image/gif', public: true });
                const [row] = await t.database.db.select().from(assets).where(eq(assets.uuid, answer.body.data.uuid));
                expect(row).toMatchObject({
                    workspaceId,
                    uploaderUserId: people.uploader.id,
                    isPublic: true,
                    pinned: true,
                    global: true,
                });
                const plain = await upload(tokens.uploaderWorkspace, [
                    file(PNG),
                    { name: 'public', value: 'false' },
                    { name: 'unknown', value: 'x' },
                ]);
                expect(plain.body.data.public).toBe(false);
            });

            it('takes uploads from platform admins', async () => {
                const answer = await upload(tokens.admin, [file(PNG)]);
                expect(answer.status).toBe(201);
                const [row] = await t.database.db.select().from(assets).where(eq(assets.uuid, answer.body.data.uuid));
                expect(row).toMatchObject({ uploaderAdminId: tokens.adminId, uploaderUserId: null, workspaceId: null });
            });

            it('answers 415 for a text file named .png and stores nothing', async () => {
                const [files, count] = [await storedFiles(), await assetCount()];
                expectError(
                    await upload(people.uploader.token, [
                        file(Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png'),
                    ]),
                    415,
                    'unsupported_media_type',
                );
                expectError(
                    await upload(people.uploader.token, [
                        file(
                            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
                            'x.svg',
                            'image/svg+xml',
                        ),
                    ]),
                    415,
                    'unsupported_media_type',
                );
                expectError(
                    await upload(people.uploader.token, [file(Buffer.alloc(0), 'empty.png')]),
                    415,
                    'unsupported_media_type',
                );
                expect(await storedFiles()).toEqual(files);
                expect(await assetCount()).toBe(count);
            });

            it('takes exactly 5 MiB and answers 413 past it, storing nothing', async () => {
                const [files, count] = [await storedFiles(), await assetCount()];
                const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
                expectError(await upload(people.uploader.token, [file(padded(5 * MIB + 1))]), 413, 'payload_too_large');
                expectError(await upload(people.uploader.token, [file(padded(6 * MIB))]), 413, 'payload_too_large');
                expect(await storedFiles()).toEqual(files);
                expect(await assetCount()).toBe(count);
                const exact = await upload(people.uploader.token, [file(padded(5 * MIB))]);
                expect(exact.status).toBe(201);
                expect(exact.body.data.size_bytes).toBe(5 * MIB);
            });

            it('never uses the client file name: ../../x.png is kept under its uuid (on disk: DATA_DIR/assets/<uuid>)', async () => {
                const before = walk(t.config.dataDir);
                const answer = await upload(people.uploader.token, [file(PNG, '../../x.png')]);
                expect(answer.status).toBe(201);
                const added = walk(t.config.dataDir).filter(path => !before.includes(path));
                expect(added).toEqual(kind === 'disk' ? [join('assets', answer.body.data.uuid)] : []);
                expect(await storedFiles()).toContain(answer.body.data.uuid);
                for (const escaped of [
                    resolve(assetsDir(), '../../x.png'),
                    resolve(assetsDir(), '../x.png'),
                    join(dirname(t.config.dataDir), 'x.png'),
                ]) {
                    expect(existsSync(escaped)).toBe(false);
                }
                expect((await storedFiles()).every(name => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
                expect(relative(t.config.dataDir, assetsDir())).toBe('assets');
            });

            it('validates the form: the file is required, flags are true or false, one file only; stores nothing', async () => {
                const [files, count] = [await storedFiles(), await assetCount()];
                const noFile = await upload(people.uploader.token, [{ name: 'public', value: 'true' }]);
                expectError(noFile, 400, 'validation_failed');
                expect(noFile.body.details).toEqual([{ field: 'file', error: 'required' }]);
                const wrongField = await upload(people.uploader.token, [
                    { name: 'image', filename: 'a.png', bytes: PNG },
                ]);
                expect(wrongField.body.details).toEqual([{ field: 'file', error: 'required' }]);
                const badFlag = await upload(people.uploader.token, [file(PNG), { name: 'public', value: 'yes' }]);
                expectError(badFlag, 400, 'validation_failed');
                expect(badFlag.body.details).toEqual([{ field: 'public', error: 'invalid_value' }]);
                expectError(await upload(people.uploader.token, [file(PNG), file(PNG)]), 413, 'payload_too_large');
                const json = await call(t.app, 'POST', '/api/v2/asset', {
                    token: people.uploader.token,
                    body: { file: 'x' },
                });
                expectError(json, 415, 'unsupported_media_type');
                expect(await storedFiles()).toEqual(files);
                expect(await assetCount()).toBe(count);
            });

            it('needs a token', async () => {
                expectError(await upload(undefined, [file(PNG)]), 401, 'unauthorized');
                expectError(await upload('not-a-token', [file(PNG)]), 401, 'unauthorized');
            });
        });

        describe('GET /api/v2/asset/{uuid}', () => {
            let privateUuid: string;
            let workspaceUuid: string;
            let publicUuid: string;
            let adminUuid: string;
            beforeAll(async () => {
                privateUuid = (await upload(people.uploader.token, [file(PNG)])).body.data.uuid;
                workspaceUuid = (await upload(tokens.uploaderWorkspace, [file(GIF, 'g.gif', 'image/gif')])).body.data
                    .uuid;
                publicUuid = (await upload(people.stranger.token, [file(PNG), { name: 'public', value: 'true' }])).body
                    .data.uuid;
                adminUuid = (await upload(tokens.admin, [file(PNG)])).body.data.uuid;
            });

            it('answers the bytes with their type, nosniff, inline and cache headers', async () => {
                const answer = await download(privateUuid, people.uploader.token);
                expect(answer.status).toBe(200);
                expect((answer.body as Buffer).equals(PNG)).toBe(true);
                expect(answer.headers).toMatchObject({
                    'content-type': 'image/png',
                    'content-length': String(PNG.length),
                    'x-content-type-options': 'nosniff',
                    'content-disposition': 'inline',
                    'cache-control': 'private, max-age=3600',
                    etag: `"${privateUuid}"`,
                });
                const again = await download(privateUuid, people.uploader.token, {
                    'if-none-match': `"${privateUuid}"`,
                });
                expect(again.status).toBe(304);
                const gif = await download(workspaceUuid, people.uploader.token);
                expect(gif.headers['content-type']).toBe('image/gif');
                expect((gif.body as Buffer).equals(GIF)).toBe(true);
            });

            it('lets the uploader, members of the workspace and platform admins read; anyone else gets 404', async () => {
                const can = async (uuid: string, token: string | undefined) => (await download(uuid, token)).status;
                // A user-token upload: its uploader and admins.
                expect(await can(privateUuid, people.uploader.token)).toBe(200);
                expect(await can(privateUuid, tokens.uploaderWorkspace)).toBe(200);
                expect(await can(privateUuid, tokens.admin)).toBe(200);
                for (const token of [people.member.token, tokens.memberWorkspace, people.stranger.token, undefined]) {
                    expectError(await download(privateUuid, token), 404, 'not_found');
                }
                // A workspace upload: members too, with either kind of token.
                for (const token of [
                    people.uploader.token,
                    people.member.token,
                    tokens.memberWorkspace,
                    tokens.admin,
                ]) {
                    expect(await can(workspaceUuid, token)).toBe(200);
                }
                expectError(await download(workspaceUuid, people.stranger.token), 404, 'not_found');
                expectError(await download(workspaceUuid), 404, 'not_found');
                // An admin upload: admins only.
                expect(await can(adminUuid, tokens.admin)).toBe(200);
                expectError(await download(adminUuid, people.uploader.token), 404, 'not_found');
            });

            it('serves public assets to anyone, without a token, cacheable', async () => {
                const answer = await download(publicUuid);
                expect(answer.status).toBe(200);
                expect(answer.headers).toMatchObject({
                    'content-type': 'image/png',
                    'x-content-type-options': 'nosniff',
                    'cache-control': 'public, max-age=31536000, immutable',
                });
                expect(await download(publicUuid, people.member.token)).toMatchObject({ status: 200 });
            });

            it('answers 404 for unknown and malformed uuids, 401 for a bad token', async () => {
                for (const uuid of [randomUUID(), 'not-a-uuid', '..%2F..%2Fjwt-secret', `${privateUuid}x`]) {
                    expectError(await download(uuid, tokens.admin), 404, 'not_found');
                }
                expectError(await download(publicUuid, 'not-a-token'), 401, 'unauthorized');
            });

            it('answers 404 when a member leaves the workspace', async () => {
                const db = t.database.db;
                const leaver = await makeUser(db);
                const membership = await addMember(db, { id: workspaceId }, leaver);
                const token = await userToken(t.app, leaver.username);
                expect((await download(workspaceUuid, token)).status).toBe(200);
                await db.execute(sql`delete from workspace_users where id = ${membership.id}`);
                expectError(await download(workspaceUuid, token), 404, 'not_found');
            });
        });

        describe('POST /api/v2/asset with a malformed multipart body', () => {
            const send = async (payload: Buffer, headers: Record<string, string>) => {
                const response = await t.app.inject({
                    method: 'POST',
                    url: '/api/v2/asset',
                    payload,
                    headers: { ...headers, authorization: `Bearer ${people.uploader.token}` },
                });
                return { status: response.statusCode, body: response.json(), headers: response.headers };
            };
            const valid = () => form([file(PNG)]);

            it('answers 400 for a missing, wrong or truncated boundary and truncated part headers, storing nothing', async () => {
                const [files, count] = [await storedFiles(), await assetCount()];
                const { payload, headers } = valid();
                const boundary = headers['content-type'].split('boundary=')[1];
                const cases: Array<[Buffer, string]> = [
                    [payload, 'multipart/form-data'],
                    [payload, 'multipart/form-data; boundary='],
                    [payload, 'multipart/form-data; boundary=----not-the-boundary'],
                    [payload.subarray(0, payload.length - 30), headers['content-type']],
                    [payload.subarray(0, boundary.length + 20), headers['content-type']],
                    [
                        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filen`),
                        headers['content-type'],
                    ],
                    [
                        Buffer.from(
                            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n`,
                        ),
                        headers['content-type'],
                    ],
                ];
                for (const [body, contentType] of cases) {
                    const answer = await send(body, { 'content-type': contentType });
                    expectError(answer, 400, 'validation_failed');
                    // A body without the declared boundary holds no parts: the file is then missing.
                    expect(answer.body.details).toEqual([
                        expect.objectContaining({ field: expect.stringMatching(/^(body|file)$/) }),
                    ]);
                }
                expect(await storedFiles()).toEqual(files);
                expect(await assetCount()).toBe(count);
            });

            it('answers 415 for a compressed body', async () => {
                const { payload, headers } = valid();
                for (const encoding of ['gzip', 'deflate', 'br']) {
                    const compressed = encoding === 'gzip' ? gzipSync(payload) : payload;
                    expectError(
                        await send(compressed, { ...headers, 'content-encoding': encoding }),
                        415,
                        'unsupported_media_type',
                    );
                }
                expect((await send(payload, { ...headers, 'content-encoding': 'identity' })).status).toBe(201);
            });
        });

        describe('DELETE /api/v2/asset/{uuid}', () => {
            const remove = (uuid: string, token?: string) => call(t.app, 'DELETE', `/api/v2/asset/${uuid}`, { token });
            const uploaded = async (token: string, parts: Part[] = [file(PNG)]) =>
                (await upload(token, parts)).body.data.uuid as string;

            it('lets the uploader delete with any of its tokens: the row and the bytes go', async () => {
                for (const [uploadWith, deleteWith] of [
                    [people.uploader.token, people.uploader.token],
                    [people.uploader.token, tokens.uploaderWorkspace],
                    [tokens.uploaderWorkspace, people.uploader.token],
                    [tokens.admin, tokens.admin],
                ]) {
                    const uuid = await uploaded(uploadWith);
                    const answer = await remove(uuid, deleteWith);
                    expect(answer.status).toBe(200);
                    expect(answer.body).toMatchObject({ success: true, data: { uuid } });
                    expect(await storedFiles()).not.toContain(uuid);
                    expect(await t.database.db.select().from(assets).where(eq(assets.uuid, uuid))).toEqual([]);
                    expectError(await download(uuid, uploadWith), 404, 'not_found');
                    expectError(await remove(uuid, deleteWith), 404, 'not_found');
                }
            });

            it('answers 403 to others who may read it, 404 to anyone else, 401 without a token', async () => {
                const inWorkspace = await uploaded(tokens.uploaderWorkspace);
                const ofAdmin = await uploaded(tokens.admin);
                const isPublic = await uploaded(people.uploader.token, [file(PNG), { name: 'public', value: 'true' }]);
                for (const token of [people.member.token, tokens.memberWorkspace, tokens.admin])
                    expectError(await remove(inWorkspace, token), 403, 'forbidden');
                expectError(await remove(isPublic, people.stranger.token), 403, 'forbidden');
                expectError(await remove(inWorkspace, people.stranger.token), 404, 'not_found');
                expectError(await remove(ofAdmin, people.uploader.token), 404, 'not_found');
                for (const uuid of [randomUUID(), 'not-a-uuid'])
                    expectError(await remove(uuid, people.uploader.token), 404, 'not_found');
                expectError(await remove(inWorkspace), 401, 'unauthorized');
                expect(await storedFiles()).toEqual(expect.arrayContaining([inWorkspace, ofAdmin, isPublic]));
            });

            it('keeps an asset that is still an avatar: 409 asset_in_use until the avatar changes', async () => {
                const db = t.database.db;
                for (const table of ['users', 'workspaces'] as const) {
                    const uuid = await uploaded(people.uploader.token, [file(PNG), { name: 'public', value: 'true' }]);
                    const owner = table === 'users' ? people.stranger.id : workspaceId;
                    await db.execute(sql`update ${sql.identifier(table)} set avatar = ${uuid} where id = ${owner}`);
                    expectError(await remove(uuid, people.uploader.token), 409, 'asset_in_use');
                    expect((await download(uuid)).status).toBe(200);
                    await db.execute(sql`update ${sql.identifier(table)} set avatar = null where id = ${owner}`);
                    expect((await remove(uuid, people.uploader.token)).status).toBe(200);
                }
            });
        });

        describe('upload quotas and the upload rate limit', () => {
            let limited: PitstopApp;
            beforeAll(async () => {
                limited = await buildApp({
                    config: { ...t.config, uploadQuota: { userBytes: 6 * MIB, workspaceBytes: 8 * MIB } },
                    db: t.database.db,
                    logger: false,
                    uploadLimits: { perAccount: 3, windowMs: 60_000 },
                });
            });
            afterAll(async () => {
                await limited.close();
            });

            const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
            const sendTo = (token: string, size: number) => postUpload(limited, token, [file(padded(size))]);
            const freshUser = async () => {
                const user = await makeUser(t.database.db);
                return { ...user, token: await userToken(t.app, user.username) };
            };

            it('answers 413 quota_exceeded past the account quota, stores nothing, and counts again after a delete', async () => {
                const user = await freshUser();
                const big = await sendTo(user.token, 5 * MIB);
                expect(big.status).toBe(201);
                const [files, count] = [await storedFiles(), await assetCount()];
                expectError(await sendTo(user.token, MIB + 1), 413, 'quota_exceeded');
                expect(await storedFiles()).toEqual(files);
                expect(await assetCount()).toBe(count);
                expect((await sendTo(user.token, MIB)).status).toBe(201);
                expect(
                    (await call(limited, 'DELETE', `/api/v2/asset/${big.body.data.uuid}`, { token: user.token }))
                        .status,
                ).toBe(200);
            });

            it('answers 413 quota_exceeded past the workspace quota, whoever uploads', async () => {
                const [owner, colleague] = [await freshUser(), await freshUser()];
                const workspace = await makeWorkspace(t.database.db, owner);
                await addMember(t.database.db, workspace, colleague);
                const [ownerToken, colleagueToken] = [
                    await workspaceToken(t.app, owner.token, workspace.id),
                    await workspaceToken(t.app, colleague.token, workspace.id),
                ];
                expect((await sendTo(ownerToken, 5 * MIB)).status).toBe(201);
                expect((await sendTo(colleagueToken, 3 * MIB)).status).toBe(201);
                expectError(await sendTo(colleagueToken, 1024), 413, 'quota_exceeded');
                // Outside the workspace only the colleague's own quota counts.
                expect((await sendTo(colleague.token, 1024)).status).toBe(201);
            });

            it('does not overshoot with parallel uploads', async () => {
                const user = await freshUser();
                const answers = await Promise.all([0, 1, 2].map(() => sendTo(user.token, 4 * MIB)));
                expect(answers.map(answer => answer.status).sort()).toEqual([201, 413, 413]);
            });

            it('answers 429 with Retry-After past the uploads allowed per account, whichever token it uses', async () => {
                const [user, other] = [await freshUser(), await freshUser()];
                const workspace = await makeWorkspace(t.database.db, user);
                const inWorkspace = await workspaceToken(t.app, user.token, workspace.id);
                for (const token of [user.token, inWorkspace, user.token])
                    expect((await sendTo(token, 100)).status).toBe(201);
                for (const token of [user.token, inWorkspace]) {
                    const answer = await sendTo(token, 100);
                    expectError(answer, 429, 'rate_limited');
                    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
                }
                expect((await sendTo(other.token, 100)).status).toBe(201);
            });
        });
    });
}
