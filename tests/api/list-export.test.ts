import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_LIMIT } from '../../server/resources/routes';
import { startTestApp, type TestContext } from '../support/app';
import { addMember, call, expectError, makeUser, makeWorkspace, userToken, workspaceToken } from '../support/factories';
import { create } from '../support/garage';

let t: TestContext;
const EXPORT = { page: '1', size: String(LIST_PAGE_LIMIT + 1) };

beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

/** A garage with one customer, signed in as its owner, an admin, a plain member and a member of a given group. */
async function garage(groupPermissions: string[] = ['customer:export']) {
    const db = t.database.db;
    const [owner, admin, member, clerk] = [
        await makeUser(db),
        await makeUser(db),
        await makeUser(db),
        await makeUser(db),
    ];
    const workspace = await makeWorkspace(db, owner);
    await addMember(db, workspace, admin, 'admin');
    await addMember(db, workspace, member);
    const clerkMembership = await addMember(db, workspace, clerk);
    const token = async (user: { username: string }) =>
        workspaceToken(t.app, await userToken(t.app, user.username), workspace.id);
    const tokens = { owner: await token(owner), admin: await token(admin), member: await token(member), clerk: '' };
    const group = await create(t, tokens.owner, 'auth-group', { name: 'Clerks', permissions: groupPermissions });
    await call(t.app, 'PUT', `/api/v3/workspace-user/${clerkMembership.id}`, {
        token: tokens.owner,
        body: { role: 'member', auth_group_ids: [group.id] },
    });
    tokens.clerk = await token(clerk);
    const customer = await create(t, tokens.owner, 'relationship/customer', { name: 'Chan Tai Man' });
    return { tokens, customer };
}

const list = (token: string, resource: string, query: Record<string, string>) =>
    call(t.app, 'GET', `/api/v3/${resource}`, { token, query });

describe('exporting a whole list', () => {
    it('needs <resource>:export: owners and admins have it, a member is refused 403 forbidden', async () => {
        const { tokens, customer } = await garage();
        for (const token of [tokens.owner, tokens.admin]) {
            const answer = await list(token, 'relationship/customer', EXPORT);
            expect(answer.status).toBe(200);
            expect(answer.body.data.map((row: { id: number }) => row.id)).toEqual([customer.id]);
        }
        expectError(await list(tokens.member, 'relationship/customer', EXPORT), 403, 'forbidden');
        expectError(await list(tokens.member, 'motor-garage/vehicle', { size: '9999' }), 403, 'forbidden');
    });

    it('lets a member page normally and look records up by id without it', async () => {
        const { tokens, customer } = await garage();
        const page = await list(tokens.member, 'relationship/customer', { size: String(LIST_PAGE_LIMIT) });
        expect(page.status).toBe(200);
        expect(page.body.data).toHaveLength(1);
        const byIds = await list(tokens.member, 'relationship/customer', { ids: String(customer.id), size: '9999' });
        expect(byIds.body.data.map((row: { id: number }) => row.id)).toEqual([customer.id]);
    });

    it('is allowed to a member whose auth group grants the export, for that resource only', async () => {
        const { tokens, customer } = await garage(['customer:export']);
        const answer = await list(tokens.clerk, 'relationship/customer', EXPORT);
        expect(answer.status).toBe(200);
        expect(answer.body.data.map((row: { id: number }) => row.id)).toEqual([customer.id]);
        expectError(await list(tokens.clerk, 'motor-garage/vehicle', EXPORT), 403, 'forbidden');
        const self = await call(t.app, 'GET', '/api/v3/workspace-user/self', { token: tokens.clerk });
        expect(self.body.data.permissions).toContain('customer:export');
        expect(self.body.data.permissions).not.toContain('vehicle:export');
    });

    it("never shows another workspace's records", async () => {
        const first = await garage();
        const second = await garage();
        const answer = await list(second.tokens.owner, 'relationship/customer', EXPORT);
        expect(answer.body.data.map((row: { id: number }) => row.id)).toEqual([second.customer.id]);
        expect(answer.body.data.map((row: { id: number }) => row.id)).not.toContain(first.customer.id);
    });
});
