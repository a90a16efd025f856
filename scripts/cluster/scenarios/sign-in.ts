import { CUSTOMERS, signIn, signInToGarage } from '../garage';
import { call, check } from '../http';
import { RUN_ID } from '../settings';
import type { Scenario } from '.';

/** A token from one node is accepted by the other; what one node writes the other reads; a sign-out holds on both. */
export const signInAcrossNodes: Scenario = {
    title: '1. sign in on one node, work on the other',
    async run({ balancer, nodes: { a, b } }, tally, notes) {
        const viaBalancer = await signIn(tally, balancer, 'demo');
        for (const node of [a, b]) {
            const self = await call(tally, node.url, 'GET', '/api/v3/user/self', {
                token: viaBalancer.userToken,
                expect: 200,
            });
            check(self.body?.data?.username === 'demo', `node ${node.name} did not accept the token: ${self.status}`);
        }

        const onA = await signInToGarage(tally, a.url, viaBalancer.userToken);
        const name = `Across nodes ${RUN_ID}`;
        const created = await call(tally, b.url, 'POST', CUSTOMERS, {
            token: onA.workspaceToken,
            json: { name },
            expect: 201,
        });
        check(created.status === 201, `node b refused node a's workspace token: ${created.status}`);
        const id = created.body.data.id;
        const read = await call(tally, a.url, 'GET', `${CUSTOMERS}/${id}`, { token: onA.workspaceToken, expect: 200 });
        check(read.body?.data?.name === name, `node a does not see the customer node b created: ${read.status}`);
        const listed = await call(tally, balancer, 'GET', `${CUSTOMERS}?keyword=${encodeURIComponent(name)}`, {
            token: onA.workspaceToken,
            expect: 200,
        });
        check(listed.body?.data?.length === 1, `the balancer lists ${listed.body?.data?.length} customers named so`);

        await call(tally, a.url, 'POST', '/api/v3/user/logout', { token: onA.userToken, expect: 200 });
        for (const node of [a, b]) {
            for (const token of [onA.userToken, onA.workspaceToken]) {
                const refused = await call(tally, node.url, 'GET', '/api/v3/user/self', { token, expect: 401 });
                check(refused.status === 401, `node ${node.name} still accepts a token signed out on node a`);
            }
        }
        notes.push(
            'a token from the balancer works on a and b; b writes with a workspace token from a; a sign-out on a holds on both',
        );
    },
};
