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
import { create } from '../support/garage';

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
        owner,
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
    const customers = '/api/v3/relationship/customer';
    const jobsPath = '/api/v3/motor-garage/invoice';
    const bookingsPath = '/api/v3/motor-garage/booking';
    const as = (token: string, method: Parameters<typeof call>[1], url: string, body?: object) =>
        call(suite.t.app, method, url, { token, body });

    /** The garage with a customer, a quote and a booking its owner made before the platform suspended it. */
    async function stockedGarage() {
        const g = await garage();
        const ownerToken = await userToken(suite.t.app, g.owner.username);
        const ownerWorkspaceToken = await workspaceToken(suite.t.app, ownerToken, g.workspace.id);
        const customer = await create(suite.t, ownerWorkspaceToken, 'relationship/customer', { name: 'Chan Tai Man' });
        const line = { kind: 'custom', description: 'Brake pads', quantity_milli: 1000, unit_price_cents: 62_050 };
        const job = await create(suite.t, ownerWorkspaceToken, 'motor-garage/invoice', {
            customer_id: customer.id,
            lines: [line],
        });
        const car = await create(suite.t, ownerWorkspaceToken, 'motor-garage/vehicle', {
            plate: 'KT 1234',
            customer_id: customer.id,
        });
        const booking = await create(suite.t, ownerWorkspaceToken, 'motor-garage/booking', {
            customer_id: customer.id,
            vehicle_id: car.id,
            start_at: '2027-03-01T09:00:00+08:00',
            end_at: '2027-03-01T10:00:00+08:00',
        });
        return { ...g, ownerToken, ownerWorkspaceToken, customer, job, booking };
    }

    it('learn it is suspended, why and since when, from their memberships and on signing in to it', async () => {
        const { workspace, other, memberToken } = await garage();
        const suspendedAt = (await suspend(workspace)).body.data.suspended_at;

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

        const signIn = await as(memberToken, 'POST', '/api/v3/user/login/workspace', { workspace_id: workspace.id });
        expect(signIn.status).toBe(200);
        expect(signIn.body.data.token).toEqual(expect.any(String));
        expect(signIn.body.data.workspace_user.workspace).toMatchObject({
            workspace_id: workspace.id,
            status: 'suspended',
            suspension_reason: REASON,
            suspended_at: suspendedAt,
        });
        expect((await as(signIn.body.data.token, 'GET', customers)).status).toBe(200);
    });

    it('read its records, lists and statistics, holding only the read and export permissions', async () => {
        const g = await stockedGarage();
        await suspend(g.workspace);
        const token = g.ownerWorkspaceToken;
        const list = await as(token, 'GET', customers);
        expect(list.status).toBe(200);
        expect(list.body.data.map((row: { name: string }) => row.name)).toEqual(['Chan Tai Man']);
        expect((await as(token, 'GET', `${customers}/${g.customer.id}`)).body.data.name).toBe('Chan Tai Man');
        expect((await as(token, 'GET', `${jobsPath}/${g.job.id}`)).body.data.status).toBe('quote');
        const statistic = await call(suite.t.app, 'GET', '/api/v3/motor-garage/statistic', {
            token,
            query: { from: '2027-01-01', to: '2027-01-31' },
        });
        expect(statistic.status).toBe(200);

        const { permissions } = (await as(token, 'GET', '/api/v3/workspace-user/self')).body.data;
        expect(permissions).toEqual(expect.arrayContaining(['customer:read', 'customer:export', 'statistic:read']));
        expect(permissions.filter((permission: string) => !/:(read|export)$/.test(permission))).toEqual([]);
    });

    it('can write nothing there: every kind of write answers 403 workspace_suspended and changes nothing', async () => {
        const g = await stockedGarage();
        const suspendedAt = (await suspend(g.workspace)).body.data.suspended_at;
        const suspension = { workspace_id: g.workspace.id, reason: REASON, suspended_at: suspendedAt };
        const token = g.ownerWorkspaceToken;
        const writes: [Parameters<typeof call>[1], string, object?][] = [
            ['POST', customers, { name: 'Wong Siu Ming' }],
            ['PUT', `${customers}/${g.customer.id}`, { name: 'Renamed' }],
            ['DELETE', `${customers}/${g.customer.id}`],
            ['POST', `${jobsPath}/${g.job.id}/start`],
            ['POST', `${bookingsPath}/${g.booking.id}/convert`],
            ['POST', '/api/v3/auth-group', { name: 'Workshop', permissions: [] }],
            ['PUT', `/api/v3/workspace/${g.workspace.id}`, { name: 'Renamed Garage' }],
        ];
        for (const [method, url, body] of writes) {
            const answer = await as(token, method, url, body);
            expectError(answer, 403, 'workspace_suspended');
            expect(answer.body.suspension).toEqual(suspension);
        }
        const leave = await as(g.memberToken, 'POST', `/api/v3/workspace/${g.workspace.id}/leave`);
        expectError(leave, 403, 'workspace_suspended');
        expect(leave.body.suspension).toEqual(suspension);

        const list = await as(token, 'GET', customers);
        expect(list.body.data).toEqual([expect.objectContaining({ id: g.customer.id, name: 'Chan Tai Man' })]);
        expect((await as(token, 'GET', `${jobsPath}/${g.job.id}`)).body.data.status).toBe('quote');
        expect((await as(token, 'GET', `${bookingsPath}/${g.booking.id}`)).body.data.status).not.toBe('arrived');
        expect((await as(token, 'GET', '/api/v3/auth-group')).body.data).toEqual([]);
        expect((await stored(g.workspace.id)).name).toBe(g.workspace.name);
        expect((await as(g.memberToken, 'GET', `/api/v3/workspace/${g.workspace.id}`)).status).toBe(200);
    });

    it('still renew the token, switch to another workspace, edit their own profile and sign out', async () => {
        const { workspace, other, memberToken, memberWorkspaceToken } = await garage();
        await suspend(workspace);
        const renewed = await as(memberWorkspaceToken, 'POST', '/public/v3/refresh-token');
        expect(renewed.status).toBe(200);
        const self = (await as(memberWorkspaceToken, 'GET', '/api/v3/user/self')).body.data;
        const profile = await as(memberWorkspaceToken, 'PUT', '/api/v3/user/self', {
            username: self.username,
            email: self.email,
            display_name: 'Front desk',
        });
        expect(profile.body.data.display_name).toBe('Front desk');

        const switched = await as(memberWorkspaceToken, 'POST', '/api/v3/user/login/workspace', {
            workspace_id: other.id,
        });
        expect(switched.body.data.workspace_user.workspace).toMatchObject({ workspace_id: other.id, status: 'active' });
        const created = await as(switched.body.data.token, 'POST', customers, { name: 'Elsewhere Ltd' });
        expect(created.status).toBe(201);

        expect((await as(renewed.body.data.token, 'POST', '/api/v3/user/logout')).status).toBe(200);
        for (const token of [memberToken, memberWorkspaceToken, switched.body.data.token]) {
            expectError(await as(token, 'GET', '/api/v3/user/self'), 401, 'unauthorized');
        }
    });

    it('write again once it is reactivated, with their whole permissions back', async () => {
        const g = await stockedGarage();
        await suspend(g.workspace);
        expectError(await as(g.ownerWorkspaceToken, 'POST', customers, { name: 'Later' }), 403, 'workspace_suspended');
        await put(g.workspace.id, { name: g.workspace.name, status: 'active' });
        const read = await as(g.memberToken, 'GET', `/api/v3/workspace/${g.workspace.id}`);
        expect(read.body.data).toMatchObject({ status: 'active', suspension_reason: null, suspended_at: null });
        expect((await as(g.ownerWorkspaceToken, 'POST', customers, { name: 'Later' })).status).toBe(201);
        const { permissions } = (await as(g.ownerWorkspaceToken, 'GET', '/api/v3/workspace-user/self')).body.data;
        expect(permissions).toEqual(expect.arrayContaining(['customer:write', 'invoice:void', 'team:manage']));
        const otherToken = await workspaceToken(suite.t.app, g.memberToken, g.other.id);
        expect((await as(otherToken, 'GET', customers)).status).toBe(200);
    });

    it('a workspace suspended before reasons were kept says so without a reason', async () => {
        const { workspace, memberToken, memberWorkspaceToken } = await garage();
        await suite.db.update(workspaces).set({ status: 'suspended' }).where(eq(workspaces.id, workspace.id));
        const signIn = await as(memberToken, 'POST', '/api/v3/user/login/workspace', { workspace_id: workspace.id });
        expect(signIn.body.data.workspace_user.workspace).toMatchObject({
            status: 'suspended',
            suspension_reason: null,
            suspended_at: null,
        });
        const write = await as(memberWorkspaceToken, 'POST', customers, { name: 'Nobody' });
        expectError(write, 403, 'workspace_suspended');
        expect(write.body.suspension).toEqual({ workspace_id: workspace.id, reason: null, suspended_at: null });
    });
});
