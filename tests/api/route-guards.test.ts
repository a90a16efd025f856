import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app';
import { backofficeTokens, type Tokens } from '../support/backoffice';
import { call, expectError } from '../support/factories';
import { scopeOf } from './openapi-operations';

let t: TestContext;
let tokens: Tokens;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation { method: Method; path: string; url: string }

/** Every route of the API document that needs a token, with its path parameters filled in. */
function guardedOperations(): Operation[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      // `{}` in the list makes the token optional (public assets): such a route is not guarded.
      .filter(([, operation]) => operation.security?.length && !operation.security.some((s) => !Object.keys(s as object).length))
      .map(([method, _operation]) => ({ method: method.toUpperCase() as Method, path, url: path.replace(/\{[^}]+\}/g, '1') })));
}

beforeAll(async () => {
  t = await startTestApp();
  tokens = await backofficeTokens(t);
});
afterAll(async () => { await t.close(); });

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
        expectError(await call(t.app, method, url, { body: {}, token: tokens.user }), 403, 'workspace_required');
      }
    }
  });
});
