import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authGroupMembers, authGroups, workspaces } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { PERMISSIONS } from '../../server/registry';
import { startTestApp, type TestContext } from '../support/app';
import { addMember, call, expectError, makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

/** An owner, a lead (a member whose only extra is the Leads group) and a plain member, each with a workspace token. */
async function garage(leadPermissions: string[]) {
    const db = t.database.db;
    const [owner, lead, member] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    const [leadMembership, memberMembership] = [
        await addMember(db, workspace, lead),
        await addMember(db, workspace, member),
    ];
    const group = (name: string, permissions: string[]) =>
        withTenant(
            db,
            workspace.id,
            async tx =>
                (await tx.insert(authGroups).values({ workspaceId: workspace.id, name, permissions }).returning())[0],
        );
    const leads = await group('Leads', leadPermissions);
    await withTenant(db, workspace.id, tx =>
        tx
            .insert(authGroupMembers)
            .values({ workspaceId: workspace.id, authGroupId: leads.id, workspaceUserId: leadMembership.id }),
    );
    const everything = await group('Everything', [...PERMISSIONS.grantable]);
    const modest = await group('Front desk', ['customer:read']);
    const userTokens = { owner: await userToken(t.app, owner.username), lead: await userToken(t.app, lead.username) };
    return {
        workspace,
        leadMembership,
        memberMembership,
        groups: { leads, everything, modest },
        userTokens,
        owner: await workspaceToken(t.app, userTokens.owner, workspace.id),
        lead: await workspaceToken(t.app, userTokens.lead, workspace.id),
    };
}

const groupIdsOf = (workspaceId: number, membershipId: number) =>
    withTenant(t.database.db, workspaceId, async tx =>
        (await tx.select().from(authGroupMembers).where(eq(authGroupMembers.workspaceUserId, membershipId)))
            .map(row => row.authGroupId)
            .sort(),
    );

describe('giving an auth group needs every permission it grants', () => {
    let g: Awaited<ReturnType<typeof garage>>;
    beforeEach(async () => {
        g = await garage(['team:manage']);
    });

    it('a member with only team:manage cannot put themselves or anyone into a stronger group', async () => {
        const { leads, everything, modest } = g.groups;
        const put = (membershipId: number, ids: number[]) =>
            call(t.app, 'PUT', `/api/v3/workspace-user/${membershipId}`, {
                token: g.lead,
                body: { role: 'member', auth_group_ids: ids },
            });
        expectError(await put(g.leadMembership.id, [leads.id, everything.id]), 403, 'forbidden');
        expectError(await put(g.memberMembership.id, [everything.id]), 403, 'forbidden');
        const newcomer = await makeUser(t.database.db);
        expectError(
            await call(t.app, 'POST', '/api/v3/workspace-user', {
                token: g.lead,
                body: { username_or_email: newcomer.username, role: 'member', auth_group_ids: [everything.id] },
            }),
            403,
            'forbidden',
        );
        expect(await groupIdsOf(g.workspace.id, g.leadMembership.id)).toEqual([leads.id]);
        expect(await groupIdsOf(g.workspace.id, g.memberMembership.id)).toEqual([]);
        // So the organization stays out of reach.
        expectError(
            await call(t.app, 'PUT', `/api/v3/workspace/${g.workspace.id}`, {
                token: g.userTokens.lead,
                body: { name: 'Taken over' },
            }),
            403,
            'forbidden',
        );
        const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, g.workspace.id));
        expect(row.name).toBe(g.workspace.name);

        // A group within the giver's own permissions is fine, and groups already held may stay.
        expect((await put(g.memberMembership.id, [modest.id])).status).toBe(200);
        expect((await put(g.leadMembership.id, [leads.id, modest.id])).status).toBe(200);
    });

    it('an owner gives any group', async () => {
        const answer = await call(t.app, 'PUT', `/api/v3/workspace-user/${g.memberMembership.id}`, {
            token: g.owner,
            body: { role: 'member', auth_group_ids: [g.groups.everything.id] },
        });
        expect(answer.body.data.auth_group_ids).toEqual([g.groups.everything.id]);
    });
});

describe('auth groups hold only what their author holds', () => {
    let g: Awaited<ReturnType<typeof garage>>;
    beforeEach(async () => {
        g = await garage(['auth-group:read', 'auth-group:write', 'auth-group:delete']);
    });

    it('a member cannot create, edit or delete a group granting what they lack', async () => {
        const body = (permissions: string[]) => ({ name: `Group ${permissions.join(' ')}`, permissions });
        expectError(
            await call(t.app, 'POST', '/api/v3/auth-group', { token: g.lead, body: body(['workspace:write']) }),
            403,
            'forbidden',
        );
        const created = await call(t.app, 'POST', '/api/v3/auth-group', {
            token: g.lead,
            body: body(['customer:read', 'auth-group:read']),
        });
        expect(created.status).toBe(201);
        const id = created.body.data.id;
        expectError(
            await call(t.app, 'PUT', `/api/v3/auth-group/${id}`, { token: g.lead, body: body(['team:manage']) }),
            403,
            'forbidden',
        );
        const everything = g.groups.everything.id;
        expectError(
            await call(t.app, 'PUT', `/api/v3/auth-group/${everything}`, {
                token: g.lead,
                body: body(['customer:read']),
            }),
            403,
            'forbidden',
        );
        expectError(
            await call(t.app, 'DELETE', `/api/v3/auth-group/${everything}`, { token: g.lead }),
            403,
            'forbidden',
        );
        const rows = await withTenant(t.database.db, g.workspace.id, tx =>
            tx.select().from(authGroups).where(eq(authGroups.id, everything)),
        );
        expect(rows[0].permissions).toEqual([...PERMISSIONS.grantable]);
        expect((await call(t.app, 'GET', `/api/v3/auth-group/${id}`, { token: g.lead })).body.data.permissions).toEqual(
            ['customer:read', 'auth-group:read'],
        );
        expect((await call(t.app, 'DELETE', `/api/v3/auth-group/${id}`, { token: g.lead })).status).toBe(200);
    });

    it('an owner holds everything', async () => {
        const answer = await call(t.app, 'PUT', `/api/v3/auth-group/${g.groups.modest.id}`, {
            token: g.owner,
            body: { name: 'Front desk', permissions: [...PERMISSIONS.grantable] },
        });
        expect(answer.status).toBe(200);
    });
});
