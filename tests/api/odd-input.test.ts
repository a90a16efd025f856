import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { users, vehicles, workspaces } from '../../server/db/schema';
import { addMember, call, expectError, makeUser, userToken, workspaceToken } from '../support/factories';
import { create, garageSuite, listIds } from '../support/garage';

const suite = garageSuite();
const api = '/api/v3/motor-garage';

describe('deleting a service or a part', () => {
    const bookingPath = `${api}/booking`;
    let day = 0;
    /** A booking of its own day (inactive ones hold no bay, active ones never meet). */
    const book = async (serviceIds: number[], status: 'pending' | 'confirmed' = 'pending') => {
        day += 1;
        const at = (hour: string) => `2027-05-${String(day).padStart(2, '0')}T${hour}:00+08:00`;
        return create(suite.t, suite.g.owner, 'motor-garage/booking', {
            walk_in_name: 'Mr Lee',
            plate: 'BK 1',
            service_ids: serviceIds,
            start_at: at('09:00'),
            end_at: at('10:00'),
            status,
        });
    };
    const moveTo = async (id: number, ...statuses: string[]) => {
        for (const status of statuses) {
            const answer = await call(suite.t.app, 'PUT', `${bookingPath}/${id}`, {
                token: suite.g.owner,
                body: { status },
            });
            if (answer.status !== 200)
                throw new Error(`booking ${id} → ${status}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
    };
    const getBooking = async (id: number) =>
        (await call(suite.t.app, 'GET', `${bookingPath}/${id}`, { token: suite.g.owner })).body.data;
    const remove = (resource: string, id: number) =>
        call(suite.t.app, 'DELETE', `${api}/${resource}/${id}`, { token: suite.g.owner });
    const service = (code: string) =>
        create(suite.t, suite.g.owner, 'motor-garage/service', { code, name: `Service ${code}`, price_cents: 1_000 });

    it('refuses a service an active booking holds (409 in_use) and changes nothing', async () => {
        const wash = await service('WASH');
        const pending = await book([wash.id]);
        expectError(await remove('service', wash.id), 409, 'in_use');
        await moveTo(pending.id, 'cancelled');
        const confirmed = await book([wash.id], 'confirmed');
        expectError(await remove('service', wash.id), 409, 'in_use');
        await moveTo(confirmed.id, 'cancelled');
        const arrived = await book([wash.id], 'confirmed');
        await moveTo(arrived.id, 'arrived');
        expectError(await remove('service', wash.id), 409, 'in_use');
        expect((await call(suite.t.app, 'GET', `${api}/service/${wash.id}`, { token: suite.g.owner })).status).toBe(
            200,
        );
        // The cancelled ones keep it too: the refused delete took it off nothing.
        for (const booking of [pending, confirmed, arrived])
            expect((await getBooking(booking.id)).service_ids).toEqual([wash.id]);
    });

    it('takes a deleted service off the inactive bookings that held it, which stay saveable', async () => {
        const [polish, check] = [await service('POL'), await service('CHK')];
        const completed = await book([polish.id, check.id], 'confirmed');
        await moveTo(completed.id, 'arrived', 'completed');
        const cancelled = await book([check.id, polish.id]);
        await moveTo(cancelled.id, 'cancelled');
        const noShow = await book([polish.id]);
        await moveTo(noShow.id, 'no_show');
        const other = await book([check.id]);

        expect((await remove('service', polish.id)).body).toMatchObject({ success: true, data: { id: polish.id } });
        expect((await getBooking(completed.id)).service_ids).toEqual([check.id]);
        expect((await getBooking(noShow.id)).service_ids).toEqual([]);
        expect((await getBooking(other.id)).service_ids).toEqual([check.id]);
        // Saved back as the web form sends it, and restored: the booking names no missing service.
        const record = await getBooking(cancelled.id);
        expect(record.service_ids).toEqual([check.id]);
        const saved = await call(suite.t.app, 'PUT', `${bookingPath}/${cancelled.id}`, {
            token: suite.g.owner,
            body: { ...record, status: 'pending' },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({ status: 'pending', service_ids: [check.id] });
        const converted = await call(suite.t.app, 'POST', `${bookingPath}/${cancelled.id}/convert`, {
            token: suite.g.owner,
        });
        expect(converted.status).toBe(200);
    });

    it('refuses a part or a service on a job line (409 in_use, not 500)', async () => {
        const labour = await service('LAB');
        const part = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'FLT-1',
            name: 'Filter',
            price_cents: 500,
        });
        await create(suite.t, suite.g.owner, 'motor-garage/invoice', {
            lines: [
                { kind: 'service', service_id: labour.id, quantity_milli: 1000 },
                { kind: 'product', product_id: part.id, quantity_milli: 1000 },
            ],
        });
        expectError(await remove('service', labour.id), 409, 'in_use');
        expectError(await remove('product', part.id), 409, 'in_use');
        expect((await call(suite.t.app, 'GET', `${api}/service/${labour.id}`, { token: suite.g.owner })).status).toBe(
            200,
        );
        expect((await call(suite.t.app, 'GET', `${api}/product/${part.id}`, { token: suite.g.owner })).status).toBe(
            200,
        );
    });
});

describe('a workspace time zone', () => {
    const put = (timezone: string) =>
        call(suite.t.app, 'PUT', `/api/v3/workspace/${suite.g.workspace.id}`, {
            token: suite.g.userToken,
            body: { name: suite.g.workspace.name, timezone },
        });
    const storedZone = async () => {
        const [row] = await suite.t.database.db
            .select({ zone: workspaces.timezone })
            .from(workspaces)
            .where(eq(workspaces.id, suite.g.workspace.id));
        return row.zone;
    };

    it('is a name both PostgreSQL and Intl know (400 on timezone otherwise, nothing saved)', async () => {
        for (const zone of ['US/Pacific-New', 'posixrules', 'Mars/Olympus']) {
            const answer = await put(zone);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toEqual([{ field: 'timezone', error: 'invalid_value' }]);
            expect(await storedZone()).toBe('Asia/Hong_Kong');
        }
        // Everyone's pages still answer.
        for (const path of [
            `${api}/statistic?from=2027-01-01&to=2027-01-31`,
            `${api}/invoice?from=2027-01-01`,
            `${api}/booking?from=2027-01-01`,
        ]) {
            expect((await call(suite.t.app, 'GET', path, { token: suite.g.owner })).status).toBe(200);
        }
    });

    it('is kept as PostgreSQL spells it', async () => {
        const answer = await put('europe/london');
        expect(answer.status).toBe(200);
        expect(answer.body.data.timezone).toBe('Europe/London');
        expect((await put('Asia/Hong_Kong')).body.data.timezone).toBe('Asia/Hong_Kong');
    });
});

describe('plates', () => {
    const path = `${api}/vehicle`;

    it('that only look different are the same plate (409 plate_taken), and are found however typed', async () => {
        const car = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', {
            plate: 'AB 1234',
            vin: 'ｊｔ９９\u200BＸ',
        });
        expect(car.vin).toBe('JT99X');
        for (const plate of [
            'ＡＢ１２３４',
            'ＡＢ　１２３４',
            'AB\u200B1234',
            'A\u2060B 1234\uFEFF',
            'ab\u200D 1234',
        ]) {
            const answer = await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { plate } });
            expectError(answer, 409, 'plate_taken');
            expect(answer.body.details).toEqual([{ field: 'plate', error: 'plate_taken' }]);
        }
        const accented = await create(suite.t, suite.g.owner, 'motor-garage/vehicle', { plate: 'cafe\u0301 1' });
        expect(accented.plate).toBe('CAF\u00C9 1');
        expectError(
            await call(suite.t.app, 'POST', path, { token: suite.g.owner, body: { plate: 'CAF\u00C9 1' } }),
            409,
            'plate_taken',
        );

        const job = await create(suite.t, suite.g.owner, 'motor-garage/invoice', { vehicle_id: car.id, lines: [] });
        const booking = await create(suite.t, suite.g.owner, 'motor-garage/booking', {
            walk_in_name: 'Ms Wong',
            plate: 'ＸＹ　９\u200B',
            start_at: '2027-06-01T09:00:00+08:00',
            end_at: '2027-06-01T10:00:00+08:00',
        });
        expect(booking.plate).toBe('XY 9');
        for (const keyword of ['ＡＢ１２３４', 'ａｂ\u200B１２']) {
            expect(await listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { keyword })).toEqual([car.id]);
            expect(await listIds(suite.t, suite.g.owner, 'motor-garage/invoice', { keyword })).toEqual([job.id]);
        }
        expect(await listIds(suite.t, suite.g.owner, 'motor-garage/booking', { keyword: 'ｘｙ９' })).toEqual([
            booking.id,
        ]);
        expect(await listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { keyword: 'ＪＴ９９' })).toEqual([
            car.id,
        ]);
    });
});

// A 1×1 PNG.
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
);

/** Uploads the PNG as the web app does (multipart `file`), answering its uuid. */
async function upload(token: string, fields: Record<string, string> = {}) {
    const boundary = `----pitstop${randomBytes(8).toString('hex')}`;
    const parts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const payload = Buffer.concat([
        Buffer.from(
            `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await suite.t.app.inject({
        method: 'POST',
        url: '/api/v2/asset',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    return response.json().data.uuid as string;
}

describe('images on workspace records', () => {
    let member: { user: string; workspace: string; username: string; email: string };
    beforeAll(async () => {
        const user = await makeUser(suite.t.database.db);
        await addMember(suite.t.database.db, suite.g.workspace, user);
        const token = await userToken(suite.t.app, user.username);
        member = {
            user: token,
            workspace: await workspaceToken(suite.t.app, token, suite.g.workspace.id),
            username: user.username,
            email: user.email,
        };
    });
    const photoOf = (plate: string, photo: string) =>
        call(suite.t.app, 'POST', `${api}/vehicle`, { token: member.workspace, body: { plate, photo } });

    it('are uploaded with a token of the workspace, or public (400 on the field otherwise, nothing saved)', async () => {
        const personal = await upload(member.user);
        const refused = await photoOf('IMG 1', personal);
        expectError(refused, 400, 'validation_failed');
        expect(refused.body.details).toEqual([{ field: 'photo', error: 'invalid_value' }]);
        expect(await listIds(suite.t, suite.g.owner, 'motor-garage/vehicle', { keyword: 'IMG 1' })).toEqual([]);
        const theirs = await upload(suite.g.stranger);
        expectError(await photoOf('IMG 1', theirs), 400, 'validation_failed');

        const shared = await upload(member.workspace);
        const accepted = await photoOf('IMG 1', shared);
        expect(accepted.status).toBe(201);
        expect(accepted.body.data.photo).toBe(shared);
        const seen = await suite.t.app.inject({
            method: 'GET',
            url: `/api/v2/asset/${shared}`,
            headers: { authorization: `Bearer ${suite.g.owner}` },
        });
        expect(seen.statusCode).toBe(200);
        const published = await upload(suite.g.stranger, { public: 'true' });
        expect((await photoOf('IMG 2', published)).status).toBe(201);
        // A personal upload stays fine as the member's own avatar.
        const avatar = await call(suite.t.app, 'PUT', '/api/v3/user/self', {
            token: member.user,
            body: { username: member.username, email: member.email, avatar: personal },
        });
        expect(avatar.status).toBe(200);
    });
});

describe('a 500 caused by the database', () => {
    it('is logged with its SQLSTATE, message, table and constraint, never the values; the answer has no SQL', async () => {
        const lines: string[] = [];
        const stream = new Writable({
            write(chunk, _encoding, done) {
                lines.push(String(chunk));
                done();
            },
        });
        const app = await buildApp({
            config: suite.t.config,
            db: suite.t.database.db,
            logger: { level: 'error', stream },
        });
        app.get('/test/null-email', { config: { auth: 'public' } }, async () =>
            app.db
                .insert(users)
                .values({ username: 'leaky-username', email: null as never, passwordHash: 'leaky-hash' }),
        );
        app.get('/test/bad-number', { config: { auth: 'public' } }, async () =>
            app.db.execute(sql`SELECT ${'leaky-number'}::integer`),
        );
        app.get('/test/no-workspace', { config: { auth: 'public' } }, async () =>
            app.db.insert(vehicles).values({ workspaceId: 2_000_000_000, plate: 'LEAKY 1' }),
        );
        try {
            const answer = await call(app, 'GET', '/test/null-email');
            expectError(answer, 500, 'internal_error');
            expect(JSON.stringify(answer.body)).not.toMatch(/insert|users|leaky/i);
            const nullEmail = JSON.parse(lines.find(line => line.includes(answer.body.trace_id))!);
            expect(nullEmail.db).toMatchObject({
                code: '23502',
                message: 'null value in column "email" of relation "users" violates not-null constraint',
                table: 'users',
                column: 'email',
            });
            expect(JSON.stringify(nullEmail)).not.toMatch(/leaky/);

            const bad = await call(app, 'GET', '/test/bad-number');
            expectError(bad, 500, 'internal_error');
            const badNumber = JSON.parse(lines.find(line => line.includes(bad.body.trace_id))!);
            expect(badNumber.db).toMatchObject({
                code: '22P02',
                message: 'invalid input syntax for type integer: [redacted]',
            });
            expect(JSON.stringify(badNumber)).not.toMatch(/leaky/);

            const orphan = await call(app, 'GET', '/test/no-workspace');
            const noWorkspace = JSON.parse(lines.find(line => line.includes(orphan.body.trace_id))!);
            expect(noWorkspace.db).toEqual({
                code: '23503',
                message:
                    'insert or update on table "vehicles" violates foreign key constraint "vehicles_workspace_id_workspaces_id_fk"',
                table: 'vehicles',
                constraint: 'vehicles_workspace_id_workspaces_id_fk',
            });
            expect(JSON.stringify(noWorkspace)).not.toMatch(/leaky|2000000000/i);
        } finally {
            await app.close();
        }
    });
});
