import type { Agent } from 'node:http';
import { DEMO_PASSWORD } from './settings';
import { call, check, type Recording } from './http';

export interface SignedIn {
    userToken: string;
    workspaceId: number;
    workspaceToken: string;
}

/**
 * Signs `username` in on `base` and into their first garage (the demo garage for the seeded accounts), on `agent`'s
 * connections when given.
 */
export async function signIn(
    tally: Recording,
    base: string,
    username: string,
    password = DEMO_PASSWORD,
    agent?: Agent,
) {
    const login = await call(tally, base, 'POST', '/public/v3/user/login', {
        json: { username_or_email: username, password },
        expect: 200,
        agent,
    });
    check(login.status === 200, `${username} could not sign in: ${login.status}`);
    return signInToGarage(tally, base, login.body.data.token, agent);
}

export async function signInToGarage(
    tally: Recording,
    base: string,
    userToken: string,
    agent?: Agent,
): Promise<SignedIn> {
    const memberships = await call(tally, base, 'GET', '/api/v3/workspace', { token: userToken, expect: 200, agent });
    const workspaceId = memberships.body?.data?.[0]?.workspace_id;
    check(workspaceId, `no garage to sign into: ${memberships.status}`);
    const login = await call(tally, base, 'POST', '/api/v3/user/login/workspace', {
        token: userToken,
        json: { workspace_id: workspaceId },
        expect: 200,
        agent,
    });
    check(login.status === 200, `could not sign into garage ${workspaceId}: ${login.status}`);
    return { userToken, workspaceId, workspaceToken: login.body.data.token as string };
}

export const CUSTOMERS = '/api/v3/relationship/customer';
