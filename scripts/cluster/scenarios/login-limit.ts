import { call, check } from '../http';
import { DEMO_PASSWORD, LOGIN_LIMIT } from '../settings';
import type { Scenario } from '.';

const LOGIN = '/public/v3/user/login';
/** The demo garage's member: this scenario locks the account out for 15 minutes, so not the one the others use. */
const ACCOUNT = 'ming.chan';

/** Wrong passwords alternating between the nodes reach the per-account limit in total, not per node. */
export const loginLimitAcrossNodes: Scenario = {
    title: '3. sign-in limit across nodes',
    async run({ balancer, nodes: { a, b } }, tally, notes) {
        const wrong = { username_or_email: ACCOUNT, password: 'not-the-password' };
        for (let attempt = 1; attempt <= LOGIN_LIMIT; attempt++) {
            const node = attempt % 2 ? a : b;
            const answer = await call(tally, node.url, 'POST', LOGIN, { json: wrong, expect: 400 });
            check(
                answer.body?.error === 'invalid_credentials',
                `attempt ${attempt} on node ${node.name}: ${answer.status} ${answer.body?.error}, not invalid_credentials`,
            );
        }
        // Each node has seen only half the attempts: counted per node, the next would still be checked (400).
        const next = LOGIN_LIMIT % 2 ? b : a;
        const limited = await call(tally, next.url, 'POST', LOGIN, { json: wrong, expect: 429 });
        check(limited.status === 429, `attempt ${LOGIN_LIMIT + 1} on node ${next.name}: ${limited.status}, not 429`);
        const right = { username_or_email: ACCOUNT, password: DEMO_PASSWORD };
        const alsoLimited = await call(tally, balancer, 'POST', LOGIN, { json: right, expect: 429 });
        check(alsoLimited.status === 429, `the right password through the balancer: ${alsoLimited.status}, not 429`);
        notes.push(
            `${LOGIN_LIMIT} wrong passwords alternating a/b answered 400 invalid_credentials, the next 429 on node ${next.name} ` +
                `(Retry-After ${limited.headers['retry-after']} s), the right one through the balancer too`,
        );
    },
};
