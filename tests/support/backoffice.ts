import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { admins } from '../../server/db/schema';
import { startTestApp, type TestContext } from './app';
import {
    adminToken,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    userToken,
    workspaceToken,
} from './factories';

export interface Tokens {
    admin: string;
    adminId: number;
    user: string;
    workspace: string;
}

/** An admin to call the back-office with, and a user with a workspace whose tokens the back-office must refuse. */
export async function backofficeTokens(t: TestContext): Promise<Tokens> {
    const admin = await makeAdmin(t.database.db);
    const user = await makeUser(t.database.db);
    const workspace = await makeWorkspace(t.database.db, user);
    const userT = await userToken(t.app, user.username);
    return {
        admin: await adminToken(t.app, admin.username),
        adminId: admin.id,
        user: userT,
        workspace: await workspaceToken(t.app, userT, workspace.id),
    };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 401 without a token, with a user token and with a workspace token. */
export async function expectAdminOnly(t: TestContext, tokens: Tokens, method: Method, url: string, body?: unknown) {
    for (const token of [undefined, tokens.user, tokens.workspace, 'not-a-token']) {
        expectError(await call(t.app, method, url, { token, body }), 401, 'unauthorized');
    }
}

/** A 400 validation_failed answer that names `field` with the detail key `error`. */
export function expectInvalid(answer: Awaited<ReturnType<typeof call>>, field: string, error?: string) {
    expectError(answer, 400, 'validation_failed');
    const detail = answer.body.details.find((d: { field: string }) => d.field === field);
    expect(detail, JSON.stringify(answer.body.details)).toBeDefined();
    if (error) expect(detail.error).toBe(error);
}

/** A short tag so a test finds its own rows among the others of the same database. */
export const tag = () => Math.random().toString(36).slice(2, 8);

/** The ids a list answer holds, in order. */
export const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map(row => row.id);

/**
 * One app and database for the test file, with the back-office tokens (`suite.t`, `suite.tokens` once the file has
 * started) and the calls every back-office test makes; `prepare` adds what the whole file needs before its tests.
 */
export function backofficeSuite(prepare?: (t: TestContext) => Promise<unknown>) {
    const suite = {
        t: undefined as unknown as TestContext,
        tokens: undefined as unknown as Tokens,
        get db() {
            return suite.t.database.db;
        },
        /** A call with the file's admin token. */
        asAdmin: (method: Method, url: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
            call(suite.t.app, method, url, { token: suite.tokens.admin, ...options }),
        /** 401 without a token, with a user token and with a workspace token. */
        adminOnly: (method: Method, url: string, body?: unknown) =>
            expectAdminOnly(suite.t, suite.tokens, method, url, body),
        /** The same for the five CRUD routes of `path`: list, read, create, update and delete (record `id`). */
        adminOnlyCrud: async (path: string, id: number | string, body: unknown) => {
            await suite.adminOnly('GET', path);
            await suite.adminOnly('GET', `${path}/${id}`);
            await suite.adminOnly('POST', path, body);
            await suite.adminOnly('PUT', `${path}/${id}`, body);
            await suite.adminOnly('DELETE', `${path}/${id}`);
        },
        /** Each list query of `path` is refused with 400 validation_failed naming its field. */
        expectBadQueries: async (path: string, cases: readonly (readonly [Record<string, string>, string])[]) => {
            for (const [query, field] of cases) expectInvalid(await suite.asAdmin('GET', path, { query }), field);
        },
        /** The admins row with this id, as the database holds it. */
        adminRow: async (id: number) => (await suite.db.select().from(admins).where(eq(admins.id, id)))[0],
    };
    beforeAll(async () => {
        suite.t = await startTestApp();
        suite.tokens = await backofficeTokens(suite.t);
        await prepare?.(suite.t);
    });
    afterAll(async () => {
        await suite.t.close();
    });
    return suite;
}
