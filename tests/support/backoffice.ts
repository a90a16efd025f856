import { expect } from 'vitest';
import type { TestContext } from './app';
import { adminToken, call, expectError, makeAdmin, makeUser, makeWorkspace, userToken, workspaceToken } from './factories';

export interface Tokens {
  admin: string;
  adminId: number;
  user: string;
  workspace: string;
}

/** An admin to call the back-office with, and a user with a workspace whose tokens the back-office must refuse. */
export async function backofficeTokens(t: TestContext): Promise<Tokens> {
  const admin = await makeAdmin(t.database.db);
  const user = await makeUser(t.database.db);
  const workspace = await makeWorkspace(t.database.db, user);
  const userT = await userToken(t.app, user.username);
  return {
    admin: await adminToken(t.app, admin.username),
    adminId: admin.id,
    user: userT,
    workspace: await workspaceToken(t.app, userT, workspace.id),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 401 without a token, with a user token and with a workspace token. */
export async function expectAdminOnly(t: TestContext, tokens: Tokens, method: Method, url: string, body?: unknown) {
  for (const token of [undefined, tokens.user, tokens.workspace, 'not-a-token']) {
    expectError(await call(t.app, method, url, { token, body }), 401, 'unauthorized');
  }
}

/** A 400 validation_failed answer that names `field` with the detail key `error`. */
export function expectInvalid(answer: Awaited<ReturnType<typeof call>>, field: string, error?: string) {
  expectError(answer, 400, 'validation_failed');
  const detail = answer.body.details.find((d: { field: string }) => d.field === field);
  expect(detail, JSON.stringify(answer.body.details)).toBeDefined();
  if (error) expect(detail.error).toBe(error);
}

/** A short tag so a test finds its own rows among the others of the same database. */
export const tag = () => Math.random().toString(36).slice(2, 8);
