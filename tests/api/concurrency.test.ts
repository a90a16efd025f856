import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, workspaceUsers } from '../../server/db/schema';
import { issueResetToken } from '../../server/modules/account/resets';
import { startTestApp, type TestContext } from '../support/app';
import {
    addMember,
    call,
    expectError,
    makeUser,
    makeWorkspace,
    PASSWORD,
    userToken,
    workspaceToken,
    type Answer,
} from '../support/factories';

// Each rule is checked one request at a time everywhere, and with requests at once on PostgreSQL, where
// transactions really run side by side (PGlite has one connection: it runs them one after another).
const onPostgres = process.env.TEST_DB === 'postgres';
const ROUNDS = 20;

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

const outcome = (answers: Answer[]) =>
    answers.map(answer => `${answer.status} ${answer.body?.error ?? ''}`.trim()).sort();

describe('role changes keep an owner', () => {
    async function garage() {
        const db = t.database.db;
        const [owner, member] = [await makeUser(db), await makeUser(db)];
        const workspace = await makeWorkspace(db, owner);
        const [ownerMembership] = await db.select().from(workspaceUsers).where(eq(workspaceUsers.userId, owner.id));
        const memberMembership = await addMember(db, workspace, member);
        const token = await workspaceToken(t.app, await userToken(t.app, owner.username), workspace.id);
        const setRole = (membershipId: number, role: string) =>
            call(t.app, 'PUT', `/api/v3/workspace-user/${membershipId}`, { token, body: { role } });
        const owners = async () =>
            (
                await db
                    .select()
                    .from(workspaceUsers)
                    .where(and(eq(workspaceUsers.workspaceId, workspace.id), eq(workspaceUsers.role, 'owner')))
            ).length;
        const reset = () =>
            db
                .update(workspaceUsers)
                .set({ role: 'member' })
                .where(eq(workspaceUsers.id, memberMembership.id))
                .then(() =>
                    db.update(workspaceUsers).set({ role: 'owner' }).where(eq(workspaceUsers.id, ownerMembership.id)),
                );
        return { ownerMembership, memberMembership, setRole, owners, reset };
    }

    it('one change after another', async () => {
        const g = await garage();
        expect((await g.setRole(g.memberMembership.id, 'owner')).status).toBe(200);
        expect((await g.setRole(g.memberMembership.id, 'member')).status).toBe(200);
        expectError(await g.setRole(g.ownerMembership.id, 'member'), 409, 'last_owner');
        expect(await g.owners()).toBe(1);
    });

    it.runIf(onPostgres)('three changes at once (M → owner, M → member, owner → member), every round', async () => {
        const g = await garage();
        for (let round = 0; round < ROUNDS; round++) {
            await g.reset();
            await Promise.all([
                g.setRole(g.memberMembership.id, 'owner'),
                g.setRole(g.memberMembership.id, 'member'),
                g.setRole(g.ownerMembership.id, 'member'),
            ]);
            expect(await g.owners(), `round ${round}`).toBeGreaterThanOrEqual(1);
        }
    });
});

describe('a password change ends the sessions of the old password', () => {
    const login = (username: string, password = PASSWORD) =>
        call(t.app, 'POST', '/public/v3/user/login', { body: { username_or_email: username, password } });
    const changePassword = (token: string, round: number) =>
        call(t.app, 'PUT', '/api/v3/user/self/password', {
            token,
            body: { current_password: PASSWORD, new_password: `new password ${round}` },
        });
    const works = async (token: string) => (await call(t.app, 'GET', '/api/v3/user/self', { token })).status === 200;

    it('one after another: a login with the old password is refused once the change is made', async () => {
        const user = await makeUser(t.database.db);
        const token = await userToken(t.app, user.username);
        expect((await changePassword(token, 0)).status).toBe(200);
        expectError(await login(user.username), 400, 'invalid_credentials');
        expect(await works(token)).toBe(true);
    });

    // A fresh account each round: logins are rate limited per account (5 a minute in tests).
    it.runIf(onPostgres)('logins in flight during the change keep no session, every round', async () => {
        for (let round = 0; round < 10; round++) {
            const user = await makeUser(t.database.db);
            const token = await userToken(t.app, user.username);
            const [change, ...logins] = await Promise.all([
                changePassword(token, round),
                ...Array.from({ length: 4 }, () => login(user.username)),
            ]);
            expect(change.status).toBe(200);
            const survivors = [];
            for (const answer of logins.filter(candidate => candidate.status === 200)) {
                if (await works(answer.body.data.token)) survivors.push(answer.body.data.token);
            }
            expect(survivors, `round ${round}`).toEqual([]);
            expect(await works(token)).toBe(true);
        }
    });
});

describe('reset links of one user', () => {
    const reset = (token: string) =>
        call(t.app, 'POST', '/public/v3/user/reset-password', { body: { token, password: 'brand new password' } });

    it('one after another: the first works, the others are spent', async () => {
        const user = await makeUser(t.database.db);
        const [first, second] = [
            await issueResetToken(t.database.db, user.id),
            await issueResetToken(t.database.db, user.id),
        ];
        expect((await reset(first)).status).toBe(200);
        expectError(await reset(second), 400, 'reset_token_invalid');
    });

    it.runIf(onPostgres)('ten used at once: one works, nine are spent, none fails', async () => {
        for (let round = 0; round < 3; round++) {
            const user = await makeUser(t.database.db);
            const tokens = [];
            for (let i = 0; i < 10; i++) tokens.push(await issueResetToken(t.database.db, user.id));
            const answers = await Promise.all(tokens.map(reset));
            expect(outcome(answers), `round ${round}`).toEqual(['200', ...Array(9).fill('400 reset_token_invalid')]);
            const open = await t.database.db
                .select()
                .from(sessions)
                .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
            expect(open).toEqual([]);
        }
    });
});

describe('adding the same person twice', () => {
    async function garage() {
        const owner = await makeUser(t.database.db);
        const workspace = await makeWorkspace(t.database.db, owner);
        const token = await workspaceToken(t.app, await userToken(t.app, owner.username), workspace.id);
        return (username: string) =>
            call(t.app, 'POST', '/api/v3/workspace-user', {
                token,
                body: { username_or_email: username, role: 'member' },
            });
    }

    it('one after another: 409 already_member', async () => {
        const add = await garage();
        const newcomer = await makeUser(t.database.db);
        expect((await add(newcomer.username)).status).toBe(201);
        expectError(await add(newcomer.username), 409, 'already_member');
    });

    it.runIf(onPostgres)('at once: one 201, the others 409 already_member, every round', async () => {
        const add = await garage();
        for (let round = 0; round < ROUNDS; round++) {
            const newcomer = await makeUser(t.database.db);
            const answers = await Promise.all([add(newcomer.username), add(newcomer.username), add(newcomer.username)]);
            expect(outcome(answers), `round ${round}`).toEqual(['201', '409 already_member', '409 already_member']);
            for (const refused of answers.filter(answer => answer.status === 409)) {
                expect(refused.body.details).toEqual([{ field: 'username_or_email', error: 'already_member' }]);
            }
        }
    });
});
