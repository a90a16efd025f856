import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestContext } from './app';
import { addMember, call, makeUser, makeWorkspace, userToken, workspaceToken } from './factories';

/** A garage with an owner and a member, and another garage whose owner must never see or touch the first's data. */
export async function twoGarages(t: TestContext) {
    const db = t.database.db;
    const [owner, member, stranger] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    const workspace = await makeWorkspace(db, owner);
    await addMember(db, workspace, member);
    const other = await makeWorkspace(db, stranger);
    const token = async (user: { username: string }, workspaceId: number) =>
        workspaceToken(t.app, await userToken(t.app, user.username), workspaceId);
    return {
        workspace,
        other,
        owner: await token(owner, workspace.id),
        member: await token(member, workspace.id),
        stranger: await token(stranger, other.id),
        userToken: await userToken(t.app, owner.username),
    };
}

/** Creates a record through the API and answers it; fails the test on anything but 201. */
export async function create(t: TestContext, token: string, resource: string, body: object) {
    const answer = await call(t.app, 'POST', `/api/v3/${resource}`, { token, body });
    if (answer.status !== 201)
        throw new Error(`create ${resource} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
}

/** The ids a list call answers, in order. */
export async function listIds(t: TestContext, token: string, resource: string, query: Record<string, string> = {}) {
    const answer = await call(t.app, 'GET', `/api/v3/${resource}`, { token, query });
    if (answer.status !== 200)
        throw new Error(`list ${resource} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data.map((record: { id: number }) => record.id);
}

/** One app and database for the test file, with two garages in it (`suite.t`, `suite.g` once the file has started). */
export function garageSuite() {
    const suite = {} as { t: TestContext; g: Awaited<ReturnType<typeof twoGarages>> };
    beforeAll(async () => {
        suite.t = await startTestApp();
        suite.g = await twoGarages(suite.t);
    });
    afterAll(async () => {
        await suite.t.close();
    });
    return suite;
}

/** A job of one custom line of `cents`, invoiced (its balance owed: `cents`, no tax set); answers the invoiced job. */
export async function invoicedJob(t: TestContext, token: string, cents: number, body: object = {}) {
    const line = { kind: 'custom', description: 'Work', quantity_milli: 1000, unit_price_cents: cents };
    const job = await create(t, token, 'motor-garage/invoice', { ...body, lines: [line] });
    const answer = await call(t.app, 'POST', `/api/v3/motor-garage/invoice/${job.id}/invoice`, { token });
    if (answer.status !== 200) throw new Error(`invoice failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
}
