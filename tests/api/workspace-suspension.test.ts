import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaces } from '../../server/db/schema';
import { backofficeSuite, expectInvalid } from '../support/backoffice';
import {
    addMember,
    call,
    expectError,
    makeAdmin,
    makeUser,
    makeWorkspace,
    userToken,
    workspaceToken,
} from '../support/factories';

const suite = backofficeSuite();
const REASON = 'Subscription unpaid since March';

/** An owner and a member signed in to one garage, and a second garage of the same member that stays open. */
async function garage() {
    const db = suite.db;
    const [owner, member] = [await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    const other = await makeWorkspace(db, owner);
    await addMember(db, workspace, member);
    await addMember(db, other, member);
    const memberToken = await userToken(suite.t.app, member.username);
    return {
        workspace,
        other,
        memberToken,
        memberWorkspaceToken: await workspaceToken(suite.t.app, memberToken, workspace.id),
    };
}

const put = (id: number, body: Record<string, unknown>) => suite.asAdmin('PUT', `/admin/v3/workspace/${id}`, { body });
const suspend = (workspace: { id: number; name: string }, reason: unknown = REASON) =>
    put(workspace.id, { name: workspace.name, status: 'suspended', suspension_reason: reason });
const stored = async (id: number) => (await suite.db.select().from(workspaces).where(eq(workspaces.id, id)))[0];

describe('suspending a workspace in the back-office', () => {
    it('needs a reason of 1 to 500 characters (400 naming suspension_reason), changing nothing', async () => {
        const { workspace } = await garage();
        expectInvalid(
            await put(workspace.id, { name: workspace.name, status: 'suspended' }),
            'suspension_reason',
            'required',
        );
        for (const [reason, error] of [
            [null, 'required'],
            ['   ', 'required'],
            ['x'.repeat(501), 'too_long'],
        ] as const) {
            expectInvalid(await suspend(workspace, reason), 'suspension_reason', error);
        }
        const owner = await makeUser(suite.db);
        expectInvalid(
            await suite.asAdmin('POST', '/admin/v3/workspace', {
                body: { name: 'Closed Ltd', owner_user_id: owner.id, status: 'suspended' },
            }),
            'suspension_reason',
            'required',
        );
        expect(await stored(workspace.id)).toMatchObject({ status: 'active', suspensionReason: null });
        expect((await suspend(workspace, 'x'.repeat(500))).status).toBe(200);
    });

    it('shows the reason, when and by whom on the workspace and in the list', async () => {
        const { workspace } = await garage();
        const { username } = await suite.adminRow(suite.tokens.adminId);
        const before = Date.now();
        const answer = await suspend(workspace, `  ${REASON}  `);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
            status: 'suspended',
            suspension_reason: REASON,
            suspended_by: username,
        });
        expect(Date.parse(answer.body.data.suspended_at)).toBeGreaterThanOrEqual(before - 1000);
        const read = await suite.asAdmin('GET', `/admin/v3/workspace/${workspace.id}`);
        expect(read.body.data).toMatchObject({
            suspension_reason: REASON,
            suspended_at: answer.body.data.suspended_at,
        });
        const listed = await suite.asAdmin('GET', '/admin/v3/workspace', { query: { ids: String(workspace.id) } });
        expect(listed.body.data[0]).toMatchObject({ suspension_reason: REASON, suspended_by: username });
    });

    it('keeps when it began through a rename, takes a new reason, and clears all on reactivation', async () => {
        const { workspace } = await garage();
        const first = (await suspend(workspace)).body.data;
        const renamed = await put(workspace.id, { name: 'Renamed', status: 'suspended' });
        expect(renamed.body.data).toMatchObject({ suspension_reason: REASON, suspended_at: first.suspended_at });
        const another = await put(workspace.id, { name: 'Renamed', status: 'suspended', suspension_reason: 'Fraud' });
        expect(another.body.data).toMatchObject({ suspension_reason: 'Fraud', suspended_at: first.suspended_at });
        expectInvalid(
            await put(workspace.id, { name: 'Renamed', status: 'suspended', suspension_reason: '' }),
            'suspension_reason',
            'required',
        );
        const resumed = await put(workspace.id, { name: 'Renamed', status: 'active', suspension_reason: 'ignored' });
        expect(resumed.body.data).toMatchObject({
            status: 'active',
            suspension_reason: null,
            suspended_at: null,
            suspended_by: null,
        });
        expect(await stored(workspace.id)).toMatchObject({ suspensionReason: null, suspendedByAdminId: null });
    });

    it('names the admin who suspended it, and forgets them when that admin is deleted', async () => {
        const { workspace } = await garage();
        const operator = await makeAdmin(suite.db, { username: 'night-shift' });
        await suite.db
            .update(workspaces)
            .set({
                status: 'suspended',
                suspensionReason: REASON,
                suspendedAt: new Date(),
                suspendedByAdminId: operator.id,
            })
            .where(eq(workspaces.id, workspace.id));
        expect((await suite.asAdmin('GET', `/admin/v3/workspace/${workspace.id}`)).body.data.suspended_by).toBe(
            'night-shift',
        );
        expect((await suite.asAdmin('DELETE', `/admin/v3/admin/${operator.id}`)).status).toBe(200);
        expect((await suite.asAdmin('GET', `/admin/v3/workspace/${workspace.id}`)).body.data).toMatchObject({
            suspended_by: null,
            suspension_reason: REASON,
        });
    });
});

describe('the members of a suspended workspace', () => {
    it('learn it is suspended, why and since when, from their memberships and from every refusal', async () => {
        const { workspace, other, memberToken, memberWorkspaceToken } = await garage();
        const suspendedAt = (await suspend(workspace)).body.data.suspended_at;
        const suspension = { workspace_id: workspace.id, reason: REASON, suspended_at: suspendedAt };

        const memberships = await call(suite.t.app, 'GET', '/api/v3/workspace', {
            token: memberToken,
            query: { size: '9999' },
        });
        const byId = new Map(memberships.body.data.map((row: { workspace_id: number }) => [row.workspace_id, row]));
        expect(byId.get(workspace.id)).toMatchObject({
            workspace: { status: 'suspended', suspension_reason: REASON, suspended_at: suspendedAt },
        });
        expect(byId.get(other.id)).toMatchObject({
            workspace: { status: 'active', suspension_reason: null, suspended_at: null },
        });

        const signIn = await call(suite.t.app, 'POST', '/api/v3/user/login/workspace', {
            token: memberToken,
            body: { workspace_id: workspace.id },
        });
        expectError(signIn, 403, 'workspace_suspended');
        expect(signIn.body.suspension).toEqual(suspension);

        const inUse = await call(suite.t.app, 'GET', '/api/v3/motor-garage/vehicle', { token: memberWorkspaceToken });
        expectError(inUse, 403, 'workspace_suspended');
        expect(inUse.body.suspension).toEqual(suspension);

        const write = await call(suite.t.app, 'POST', `/api/v3/workspace/${workspace.id}/leave`, {
            token: memberToken,
        });
        expectError(write, 403, 'workspace_suspended');
        expect(write.body.suspension).toEqual(suspension);
    });

    it('still work in their other workspaces, and get back in once it is reactivated', async () => {
        const { workspace, other, memberToken, memberWorkspaceToken } = await garage();
        await suspend(workspace);
        const otherToken = await workspaceToken(suite.t.app, memberToken, other.id);
        expect((await call(suite.t.app, 'GET', '/api/v3/motor-garage/vehicle', { token: otherToken })).status).toBe(
            200,
        );
        expect((await call(suite.t.app, 'GET', '/api/v3/user/self', { token: otherToken })).status).toBe(200);

        await put(workspace.id, { name: workspace.name, status: 'active' });
        const read = await call(suite.t.app, 'GET', `/api/v3/workspace/${workspace.id}`, { token: memberToken });
        expect(read.body.data).toMatchObject({ status: 'active', suspension_reason: null, suspended_at: null });
        expect(
            (await call(suite.t.app, 'GET', '/api/v3/motor-garage/vehicle', { token: memberWorkspaceToken })).status,
        ).toBe(200);
    });

    it('a refusal for a workspace suspended before reasons were kept says so without a reason', async () => {
        const { workspace, memberToken } = await garage();
        await suite.db.update(workspaces).set({ status: 'suspended' }).where(eq(workspaces.id, workspace.id));
        const signIn = await call(suite.t.app, 'POST', '/api/v3/user/login/workspace', {
            token: memberToken,
            body: { workspace_id: workspace.id },
        });
        expectError(signIn, 403, 'workspace_suspended');
        expect(signIn.body.suspension).toEqual({ workspace_id: workspace.id, reason: null, suspended_at: null });
    });
});
