import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client';
import { admins, assets, users, workspaces, workspaceUsers } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import type { PitstopApp } from '../../server/app';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

export async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
    passwordHash ??= hashPassword(PASSWORD);
    const username = values.username ?? `user_${unique()}`;
    const [user] = await db
        .insert(users)
        .values({
            username,
            email: `${username}@example.test`,
            displayName: `User ${username}`,
            passwordHash: await passwordHash,
            ...values,
        })
        .returning();
    return user;
}

export async function makeAdmin(db: Db, values: Partial<typeof admins.$inferInsert> = {}) {
    passwordHash ??= hashPassword(PASSWORD);
    const username = values.username ?? `admin_${unique()}`;
    const [admin] = await db
        .insert(admins)
        .values({
            username,
            email: `${username}@example.test`,
            passwordHash: await passwordHash,
            ...values,
        })
        .returning();
    return admin;
}

export async function makeWorkspace(
    db: Db,
    owner: { id: number },
    values: Partial<typeof workspaces.$inferInsert> = {},
) {
    const [workspace] = await db
        .insert(workspaces)
        .values({ name: `Garage ${unique()}`, ...values })
        .returning();
    await db.insert(workspaceUsers).values({ workspaceId: workspace.id, userId: owner.id, role: 'owner' });
    return workspace;
}

/** An uploaded image's row (no file behind it): enough for fields that only check the asset exists and who may read it. */
export async function makeAsset(db: Db, uuid: string, values: Partial<typeof assets.$inferInsert> = {}) {
    await db.insert(assets).values({ uuid, storageName: uuid, contentType: 'image/png', sizeBytes: 1, ...values });
    return uuid;
}

/** The same with a fresh uuid: an asset owned as `values` say (uploader, workspace, public). */
export const newAsset = (db: Db, values: Partial<typeof assets.$inferInsert> = {}) =>
    makeAsset(db, randomUUID(), values);

export async function addMember(
    db: Db,
    workspace: { id: number },
    user: { id: number },
    role: 'owner' | 'admin' | 'member' = 'member',
) {
    const [membership] = await db
        .insert(workspaceUsers)
        .values({ workspaceId: workspace.id, userId: user.id, role })
        .returning();
    return membership;
}

export interface Answer {
    status: number;
    body: any;
    headers: Record<string, unknown>;
}

/** One HTTP call through the app, as a client would make it. */
export async function call(
    app: PitstopApp,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
    const response = await app.inject({
        method,
        url,
        query: options.query,
        headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const body = response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
    return { status: response.statusCode, body, headers: response.headers };
}

export async function userToken(app: PitstopApp, username: string, password = PASSWORD): Promise<string> {
    const answer = await call(app, 'POST', '/public/v3/user/login', {
        body: { username_or_email: username, password },
    });
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
}

export async function adminToken(app: PitstopApp, username: string, password = PASSWORD): Promise<string> {
    const answer = await call(app, 'POST', '/public/v3/admin/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
}

export async function workspaceToken(app: PitstopApp, token: string, workspaceId: number): Promise<string> {
    const answer = await call(app, 'POST', '/api/v3/user/login/workspace', {
        token,
        body: { workspace_id: workspaceId },
    });
    if (answer.status !== 200) throw new Error(`workspace login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
}

/** A new user who owns a new workspace, signed in (`token`) and into the workspace (`workspaceToken`). */
export async function signedInOwner(t: { app: PitstopApp; database: { db: Db } }) {
    const user = await makeUser(t.database.db);
    const workspace = await makeWorkspace(t.database.db, user);
    const token = await userToken(t.app, user.username);
    return { user, workspace, token, workspaceToken: await workspaceToken(t.app, token, workspace.id) };
}

/** Asserts the failure envelope: status, error key and a trace id matching the header. */
export function expectError(answer: Answer, status: number, error: string) {
    const summary = `${answer.status} ${JSON.stringify(answer.body)}`;
    if (answer.status !== status || answer.body?.success !== false || answer.body?.error !== error) {
        throw new Error(`expected ${status} ${error}, got ${summary}`);
    }
    if (!answer.body.trace_id || answer.body.trace_id !== answer.headers['x-trace-id']) {
        throw new Error(`trace id missing or not matching the X-Trace-Id header: ${summary}`);
    }
}
