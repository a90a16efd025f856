import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../server/app';
import { startTestApp, type TestContext } from '../support/app';
import { call, expectError } from '../support/factories';

let t: TestContext;
beforeAll(async () => {
    t = await startTestApp({ APP_NAME: 'Garage Cloud' });
    t.app.get('/public/v3/test-failure', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/server/db.ts:42');
    });
});
afterAll(async () => {
    await t.close();
});

describe('GET /public/v3/config', () => {
    it('tells the web app the mode, the name and the languages', async () => {
        const answer = await call(t.app, 'GET', '/public/v3/config');
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({
            app_name: 'Garage Cloud',
            system_mode: 'mono',
            locales: ['en', 'zh-hk', 'zh-cn'],
            default_locale: 'en',
            registration_enabled: false,
            organization_creation_enabled: false,
        });
    });

    it('opens sign-up only in platform mode', async () => {
        const platform = await startTestApp({ SYSTEM_MODE: 'platform' });
        const answer = await call(platform.app, 'GET', '/public/v3/config');
        await platform.close();
        expect(answer.body.data).toMatchObject({
            system_mode: 'platform',
            registration_enabled: true,
            organization_creation_enabled: true,
        });
    });
});

describe('the envelope and status rules', () => {
    it('answers unknown API routes with 404 not_found', async () => {
        expectError(await call(t.app, 'GET', '/api/v3/no-such-thing'), 404, 'not_found');
        expectError(await call(t.app, 'DELETE', '/public/v3/config'), 404, 'not_found');
    });

    it('answers a body that is not JSON with 400, and an oversized body with 413', async () => {
        const broken = await t.app.inject({
            method: 'POST',
            url: '/public/v3/user/login',
            headers: { 'content-type': 'application/json' },
            payload: '{"username_or_email":',
        });
        expectError(
            { status: broken.statusCode, body: broken.json(), headers: broken.headers },
            400,
            'validation_failed',
        );
        const huge = await t.app.inject({
            method: 'POST',
            url: '/public/v3/user/login',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ username_or_email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'y' }),
        });
        expectError({ status: huge.statusCode, body: huge.json(), headers: huge.headers }, 413, 'payload_too_large');
        const text = await t.app.inject({
            method: 'POST',
            url: '/public/v3/user/login',
            headers: { 'content-type': 'text/plain' },
            payload: 'hello',
        });
        expectError(
            { status: text.statusCode, body: text.json(), headers: text.headers },
            415,
            'unsupported_media_type',
        );
    });

    it('answers a server failure with 500 internal_error and nothing of its internals', async () => {
        const answer = await call(t.app, 'GET', '/public/v3/test-failure');
        expectError(answer, 500, 'internal_error');
        expect(JSON.stringify(answer.body)).not.toMatch(/secret_table|srv|stack|db\.ts/);
    });

    it('sends security headers and a distinct trace id on every answer', async () => {
        const first = await call(t.app, 'GET', '/public/v3/config');
        const second = await call(t.app, 'GET', '/public/v3/config');
        expect(first.headers['x-content-type-options']).toBe('nosniff');
        expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(first.body.trace_id).toBe(first.headers['x-trace-id']);
        expect(first.body.trace_id).not.toBe(second.body.trace_id);
    });
});

describe('GET /api/docs.json', () => {
    it('describes every API route with an operationId, request schemas and the error envelope', async () => {
        const answer = await call(t.app, 'GET', '/api/docs.json');
        expect(answer.status).toBe(200);
        const paths = answer.body.paths as Record<string, Record<string, any>>;
        for (const path of [
            '/public/v3/user/login',
            '/public/v3/admin/login',
            '/public/v3/refresh-token',
            '/api/v3/user/login/workspace',
            '/api/v3/user/logout',
            '/admin/v3/logout',
            '/public/v3/config',
            '/api/v3/user/self',
            '/admin/v3/self',
            '/api/v3/workspace',
            '/api/v3/workspace/{id}',
        ]) {
            expect(Object.keys(paths)).toContain(path);
        }
        for (const [path, operations] of Object.entries(paths)) {
            for (const [method, operation] of Object.entries(operations)) {
                expect(operation.operationId, `${method} ${path}`).toBeTruthy();
                expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
                    expect.arrayContaining(['4XX', '5XX']),
                );
            }
        }
    });
});
