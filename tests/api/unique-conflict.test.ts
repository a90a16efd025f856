import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import { withTenant } from '../../server/db/tenant';
import { UNIQUE_INDEXES } from '../../server/registry';
import { uniqueConflict } from '../../server/resources/unique';
import { startTestApp, type TestContext } from '../support/app';
import { addMember, makeUser, makeWorkspace } from '../support/factories';

// A unique index that refuses a write (a hand-written one, or two requests racing past a check) is answered from the
// declarations' `unique` maps: the declared routes' own 409s (sku_taken, plate_taken…) are tested with their resources.
let t: TestContext;
beforeAll(async () => {
    t = await startTestApp();
});
afterAll(async () => {
    await t.close();
});

/** The error a write fails with; fails the test when it goes through. */
const refusal = (write: Promise<unknown>) =>
    write.then(
        () => {
            throw new Error('the write went through');
        },
        (error: unknown) => error,
    );

describe('a unique index refusing a write', () => {
    it('answers the error key and field a declaration names it with', async () => {
        const db = t.database.db;
        const user = await makeUser(db);
        const error = await refusal(
            makeUser(db, { username: user.username.toUpperCase(), email: `other-${user.email}` }),
        );
        expect(uniqueConflict(error, UNIQUE_INDEXES)).toMatchObject({
            statusCode: 409,
            key: 'username_taken',
            details: [{ field: 'username', error: 'username_taken' }],
        });
        // Whatever wrote the row (here no route at all), the job's declaration names its number's index: number_taken.
        const workspace = await makeWorkspace(db, user);
        const job = (tx: Tx) => tx.insert(jobs).values({ workspaceId: workspace.id, number: 'J-1' });
        await withTenant(db, workspace.id, job);
        const numberTaken = await refusal(withTenant(db, workspace.id, job));
        expect(uniqueConflict(numberTaken, UNIQUE_INDEXES)).toMatchObject({
            statusCode: 409,
            key: 'number_taken',
            message: 'Another job already has this number',
            details: [{ field: 'number', error: 'number_taken' }],
        });
    });

    it('answers a generic 409 for an index no declaration names, and leaves other errors alone', async () => {
        const db = t.database.db;
        const owner = await makeUser(db);
        const workspace = await makeWorkspace(db, owner);
        const twice = await refusal(addMember(db, workspace, owner));
        expect(uniqueConflict(twice, UNIQUE_INDEXES)).toMatchObject({ statusCode: 409, key: 'conflict' });
        const noWorkspace = await refusal(addMember(db, { id: 2_000_000_000 }, owner));
        expect(uniqueConflict(noWorkspace, UNIQUE_INDEXES)).toBeNull();
    });
});
