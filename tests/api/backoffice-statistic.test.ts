import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { backofficeSuite, expectInvalid } from '../support/backoffice';
import { makeAdmin, makeUser } from '../support/factories';

const suite = backofficeSuite();

const now = new Date();
/** Noon (UTC) `daysAgo` days before today, and that day as YYYY-MM-DD. */
const noon = (daysAgo: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12));
const dateOf = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);
const statistic = (query: Record<string, string> = {}) => suite.asAdmin('GET', '/admin/v3/statistic', { query });

describe('GET /admin/v3/statistic', () => {
    it('takes an admin token only', async () => {
        await suite.adminOnly('GET', '/admin/v3/statistic');
    });

    it('counts the platform and gives per-day series, oldest first, with empty days as 0', async () => {
        const db = suite.db;
        // backofficeTokens made one admin, one user (today) with a workspace, and signed the admin and the user in.
        await makeUser(db, { createdAt: noon(3) });
        await makeUser(db, { createdAt: noon(3) });
        await makeUser(db, { createdAt: noon(40) });
        const user = await makeUser(db, { createdAt: noon(45) });
        const admin = await makeAdmin(db, { createdAt: noon(45) });
        // A user sign-in opened 5 days ago, last used 2 days ago, whose workspace session was last used yesterday.
        const family = randomUUID();
        await db.insert(sessions).values([
            { id: family, kind: 'user', userId: user.id, createdAt: noon(5), lastSeenAt: noon(2) },
            {
                id: randomUUID(),
                kind: 'user',
                userId: user.id,
                parentId: family,
                createdAt: noon(4),
                lastSeenAt: noon(1),
            },
            // An admin sign-in opened 10 days ago and revoked 6 days ago (last seen later: a revoked token still tried).
            {
                id: randomUUID(),
                kind: 'admin',
                adminId: admin.id,
                createdAt: noon(10),
                lastSeenAt: noon(3),
                revokedAt: noon(6),
            },
            // Idle for longer than the window: neither active now nor counted on any day of it.
            { id: randomUUID(), kind: 'user', userId: user.id, createdAt: noon(90), lastSeenAt: noon(60) },
        ]);

        const answer = await statistic();
        expect(answer.status).toBe(200);
        const data = answer.body.data;
        expect(data).toMatchObject({ users: 5, workspaces: 1, admins: 2, active_sessions: 3 });

        const expectedSignups = new Map([
            [0, 1],
            [3, 2],
        ]);
        expect(data.signups).toEqual(
            Array.from({ length: 30 }, (_, i) => 29 - i).map(ago => ({
                date: dateOf(ago),
                count: expectedSignups.get(ago) ?? 0,
            })),
        );
        const expectedSessions = new Map([
            [0, 2],
            [1, 1],
            [2, 1],
            [3, 1],
            [4, 1],
            [5, 1],
            [6, 1],
            [7, 1],
            [8, 1],
            [9, 1],
            [10, 1],
        ]);
        expect(data.sessions).toEqual(
            Array.from({ length: 30 }, (_, i) => 29 - i).map(ago => ({
                date: dateOf(ago),
                count: expectedSessions.get(ago) ?? 0,
            })),
        );
    });

    it('takes 1 to 365 days', async () => {
        const one = await statistic({ days: '1' });
        expect(one.body.data.signups).toEqual([{ date: dateOf(0), count: expect.any(Number) }]);
        expect(one.body.data.sessions).toHaveLength(1);
        const year = await statistic({ days: '365' });
        expect(year.body.data.signups).toHaveLength(365);
        expect(year.body.data.signups[0].date).toBe(dateOf(364));
        expect(year.body.data.signups.find((day: { date: string }) => day.date === dateOf(40)).count).toBe(1);
        for (const days of ['0', '366', 'many', '1.5']) expectInvalid(await statistic({ days }), 'days');
    });
});
