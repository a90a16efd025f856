import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, RESOURCES } from '../../server/registry';
import { resourcePath } from '../../server/resources/declare';
import { startTestApp, type TestContext } from '../support/app';
import { backofficeTokens, type Tokens } from '../support/backoffice';
import { call, expectError } from '../support/factories';
import { twoGarages } from '../support/garage';
import { scopeOf } from './openapi-operations';

let t: TestContext;
let tokens: Tokens;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
    method: Method;
    path: string;
    url: string;
}

/** Every route of the API document that needs a token, with its path parameters filled in. */
function guardedOperations(): Operation[] {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
            // `{}` in the list makes the token optional (public assets): such a route is not guarded.
            .filter(
                ([, operation]) =>
                    operation.security?.length && !operation.security.some(s => !Object.keys(s as object).length),
            )
            .map(([method, _operation]) => ({
                method: method.toUpperCase() as Method,
                path,
                url: path.replace(/\{[^}]+\}/g, '1'),
            })),
    );
}

beforeAll(async () => {
    t = await startTestApp();
    tokens = await backofficeTokens(t);
});
afterAll(async () => {
    await t.close();
});

describe('every guarded route', () => {
    it('is listed in the API document with its security', () => {
        expect(guardedOperations().length).toBeGreaterThanOrEqual(7);
    });

    it('answers 401 without a token, with a broken token, and with a token of the wrong kind', async () => {
        for (const { method, path, url } of guardedOperations()) {
            const scope = scopeOf(path);
            expectError(await call(t.app, method, url, { body: {} }), 401, 'unauthorized');
            expectError(await call(t.app, method, url, { body: {}, token: 'a.b.c' }), 401, 'unauthorized');
            // The refresh call takes a token of any kind (and answers one of the same kind).
            if (path.startsWith('/public/')) continue;
            if (scope === 'admin') {
                expectError(await call(t.app, method, url, { body: {}, token: tokens.user }), 401, 'unauthorized');
                expectError(await call(t.app, method, url, { body: {}, token: tokens.workspace }), 401, 'unauthorized');
            } else if (scope !== 'any') {
                expectError(await call(t.app, method, url, { body: {}, token: tokens.admin }), 401, 'unauthorized');
            }
            if (scope === 'workspace') {
                expectError(
                    await call(t.app, method, url, { body: {}, token: tokens.user }),
                    403,
                    'workspace_required',
                );
            }
        }
    });
});

describe("a declared resource's operations", () => {
    type Documented = { 'x-permission'?: string; 'x-default-sort'?: unknown };
    const operationsOf = (path: string) =>
        (t.app.swagger() as { paths: Record<string, Record<string, Documented>> }).paths[path];

    it('say the permission they need, and the list its default order', () => {
        for (const resource of RESOURCES) {
            const path = resourcePath(resource);
            const [list, one] = [operationsOf(path), operationsOf(`${path}/{id}`)];
            const need = (action: string) =>
                resource.scope === 'workspace' ? `${resource.permission}:${action}` : undefined;
            expect(
                [list.get, list.post, one.get, one.put, one.delete].map(operation => operation['x-permission']),
            ).toEqual([need('read'), need('write'), need('read'), need('write'), need('delete')]);
            const sort = resource.defaultSort ?? { field: resource.sortable[0], asc: true };
            expect(list.get['x-default-sort']).toEqual({ field: sort.field, order: sort.asc ? 'ASC' : 'DESC' });
        }
    });

    it('and so do the routes written beside them, from the permission each guards', () => {
        const named = (path: string, method: string) => operationsOf(path)[method]['x-permission'];
        expect([
            named('/api/v3/motor-garage/invoice/{id}/void', 'post'),
            named('/api/v3/motor-garage/invoice/{id}/payment', 'post'),
            named('/api/v3/motor-garage/product/{id}/stock', 'post'),
            named('/api/v3/motor-garage/booking/{id}/convert', 'post'),
            named('/api/v3/workspace-user', 'post'),
            named('/api/v3/auth-group', 'get'),
        ]).toEqual([
            'invoice:void',
            'invoice:write',
            'product:write',
            'invoice:write',
            'team:manage',
            'auth-group:read',
        ]);
    });

    it('refuse a member without the permission the document names', async () => {
        const { member } = await twoGarages(t);
        const held = new Set(PERMISSIONS.roles.member);
        let refused = 0;
        for (const resource of RESOURCES.filter(candidate => candidate.scope === 'workspace')) {
            const path = resourcePath(resource);
            for (const [method, url, operation] of [
                ['POST', path, operationsOf(path).post],
                ['DELETE', `${path}/1`, operationsOf(`${path}/{id}`).delete],
            ] as const) {
                if (held.has(operation['x-permission']!)) continue;
                expectError(await call(t.app, method, url, { body: {}, token: member }), 403, 'forbidden');
                refused += 1;
            }
        }
        expect(refused).toBeGreaterThan(5);
    });
});
