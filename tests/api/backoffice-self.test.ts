import { describe, expect, it } from 'vitest';
import { backofficeSuite, expectInvalid, tag } from '../support/backoffice';
import { adminToken, call, expectError, makeAdmin, makeAsset, makeUser, PASSWORD } from '../support/factories';

const suite = backofficeSuite();

const AVATAR = '5c3b1a9d-7e2f-4a6b-8c0d-1e2f3a4b5c6d';

describe('back-office self: access', () => {
    it('takes an admin token only', async () => {
        await suite.adminOnly('GET', '/admin/v3/self');
        await suite.adminOnly('PUT', '/admin/v3/self', { username: 'taken_over', email: 'x@example.test' });
        await suite.adminOnly('PUT', '/admin/v3/self/password', {
            current_password: PASSWORD,
            new_password: 'another password',
        });
        expect((await suite.adminRow(suite.tokens.adminId)).username).not.toBe('taken_over');
    });
});

describe('PUT /admin/v3/self', () => {
    it('updates the own profile; an absent avatar stays, read-only fields are dropped', async () => {
        const admin = await makeAdmin(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        const k = tag();
        const body = {
            username: `me_${k}`,
            display_name: ' Platform Ops ',
            email: `me_${k}@example.test`,
            avatar: AVATAR,
            status: 'disabled',
            id: 1,
        };
        expectInvalid(await call(suite.t.app, 'PUT', '/admin/v3/self', { token, body }), 'avatar', 'invalid_value');
        await makeAsset(suite.db, AVATAR);
        const answer = await call(suite.t.app, 'PUT', '/admin/v3/self', { token, body });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({
            id: admin.id,
            username: `me_${k}`,
            display_name: 'Platform Ops',
            email: `me_${k}@example.test`,
            avatar: AVATAR,
            status: 'active',
            created_at: admin.createdAt.toISOString(),
        });
        const again = await call(suite.t.app, 'PUT', '/admin/v3/self', {
            token,
            body: { username: `me_${k}`, display_name: null, email: `me_${k}@example.test` },
        });
        expect(again.body.data).toMatchObject({ avatar: AVATAR, display_name: '' });
        expect((await call(suite.t.app, 'GET', '/admin/v3/self', { token })).body.data.username).toBe(`me_${k}`);
        expect((await suite.adminRow(admin.id)).passwordHash).toBe(admin.passwordHash);
    });

    it('keeps usernames and emails unique among admins, whatever the case (409, nothing changed)', async () => {
        const admin = await makeAdmin(suite.db);
        const other = await makeAdmin(suite.db);
        const user = await makeUser(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        const clash = await call(suite.t.app, 'PUT', '/admin/v3/self', {
            token,
            body: { username: other.username.toUpperCase(), email: admin.email },
        });
        expectError(clash, 409, 'username_taken');
        expect(clash.body.details).toEqual([{ field: 'username', error: 'username_taken' }]);
        expectError(
            await call(suite.t.app, 'PUT', '/admin/v3/self', {
                token,
                body: { username: admin.username, email: other.email.toUpperCase() },
            }),
            409,
            'email_taken',
        );
        expect(await suite.adminRow(admin.id)).toEqual(admin);
        const recased = await call(suite.t.app, 'PUT', '/admin/v3/self', {
            token,
            body: { username: admin.username.toUpperCase(), email: user.email },
        });
        expect(recased.status).toBe(200);
    });

    it('validates and names the field', async () => {
        const admin = await makeAdmin(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        expectInvalid(
            await call(suite.t.app, 'PUT', '/admin/v3/self', { token, body: { email: admin.email } }),
            'username',
            'required',
        );
        expectInvalid(
            await call(suite.t.app, 'PUT', '/admin/v3/self', {
                token,
                body: { username: admin.username, email: 'nope' },
            }),
            'email',
            'invalid_format',
        );
        expectInvalid(
            await call(suite.t.app, 'PUT', '/admin/v3/self', {
                token,
                body: { username: admin.username, email: admin.email, avatar: 'x' },
            }),
            'avatar',
            'invalid_format',
        );
        expect(await suite.adminRow(admin.id)).toEqual(admin);
    });
});

describe('PUT /admin/v3/self/password', () => {
    it('needs the current password: 400 invalid_credentials and nothing changed otherwise', async () => {
        const admin = await makeAdmin(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        const answer = await call(suite.t.app, 'PUT', '/admin/v3/self/password', {
            token,
            body: { current_password: 'wrong password', new_password: 'another password' },
        });
        expectError(answer, 400, 'invalid_credentials');
        expect((await suite.adminRow(admin.id)).passwordHash).toBe(admin.passwordHash);
        expect((await call(suite.t.app, 'GET', '/admin/v3/self', { token })).status).toBe(200);
    });

    it('changes the password and signs out the other sessions, keeping the calling one', async () => {
        const admin = await makeAdmin(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        const elsewhere = await adminToken(suite.t.app, admin.username);
        const bystander = suite.tokens.admin;
        const answer = await call(suite.t.app, 'PUT', '/admin/v3/self/password', {
            token,
            body: { current_password: PASSWORD, new_password: 'another password' },
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ changed: true });
        expect((await call(suite.t.app, 'GET', '/admin/v3/self', { token })).status).toBe(200);
        expectError(await call(suite.t.app, 'GET', '/admin/v3/self', { token: elsewhere }), 401, 'unauthorized');
        expect((await call(suite.t.app, 'GET', '/admin/v3/self', { token: bystander })).status).toBe(200);
        expect(await adminToken(suite.t.app, admin.username, 'another password')).toBeTruthy();
        expectError(
            await call(suite.t.app, 'POST', '/public/v3/admin/login', {
                body: { username: admin.username, password: PASSWORD },
            }),
            400,
            'invalid_credentials',
        );
    });

    it('validates the new password and names the field', async () => {
        const admin = await makeAdmin(suite.db);
        const token = await adminToken(suite.t.app, admin.username);
        expectInvalid(
            await call(suite.t.app, 'PUT', '/admin/v3/self/password', {
                token,
                body: { current_password: PASSWORD, new_password: 'short' },
            }),
            'new_password',
            'too_short',
        );
        expectInvalid(
            await call(suite.t.app, 'PUT', '/admin/v3/self/password', { token, body: { new_password: 'long enough' } }),
            'current_password',
            'required',
        );
        expect((await suite.adminRow(admin.id)).passwordHash).toBe(admin.passwordHash);
    });
});
