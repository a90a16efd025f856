import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users, workspaces, workspaceUsers } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, Ok, OkList, responses } from '../../http/schemas';
import { assertAvatarAllowed } from '../asset/avatar';
import { hashPassword } from '../auth/passwords';
import { revokeAccountSessions } from '../auth/sessions';
import { toAccount, UserRecord } from '../user/schemas';
import { toWorkspaceUser } from '../workspace/schemas';
import { createAccount, deleteAccount, listAccounts, updateAccount, type AccountRow } from './accounts';
import { AccountListQuery, CreateAccountBody, DeletedAnswer, UpdateAccountBody, UserDetail } from './schemas';

const tags = ['backoffice'];

async function withMemberships(db: Db, user: AccountRow) {
  const rows = await db.select().from(workspaceUsers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
    .where(eq(workspaceUsers.userId, user.id))
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
  return { ...toAccount(user), memberships: rows.map((row) => toWorkspaceUser(row.workspace_users, row.workspaces)) };
}

const otherOwner = alias(workspaceUsers, 'other_owner');

/**
 * 409 `last_owner` when the user is the only owner of a workspace. The workspaces they own are locked first (in id
 * order, like every owner check), so a concurrent demotion of the other owner cannot slip past.
 */
async function assertNotLastOwner(tx: Db, userId: number) {
  const owned = await tx.select({ workspaceId: workspaceUsers.workspaceId }).from(workspaceUsers)
    .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, 'owner')));
  if (!owned.length) return;
  await tx.select({ id: workspaces.id }).from(workspaces)
    .where(inArray(workspaces.id, owned.map((row) => row.workspaceId))).orderBy(asc(workspaces.id)).for('update');
  const [alone] = await tx.select({ workspaceId: workspaceUsers.workspaceId }).from(workspaceUsers)
    .leftJoin(otherOwner, and(
      eq(otherOwner.workspaceId, workspaceUsers.workspaceId), eq(otherOwner.role, 'owner'), ne(otherOwner.userId, userId),
    ))
    .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.role, 'owner'), sql`${otherOwner.id} is null`))
    .limit(1);
  if (alone) throw conflict('last_owner', 'This user is the only owner of an organization: give it another owner first');
}

export default async function userAccountRoutes(app: App) {
  app.get('/admin/v3/user', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'listUsers', tags, security: bearer, querystring: AccountListQuery,
      response: responses({ 200: OkList(UserRecord) }),
    },
  }, async (request) => {
    const { rows, total } = await listAccounts(app.db, users, request.query);
    return okList(request, rows.map(toAccount), total, request.query);
  });

  app.get('/admin/v3/user/:id', {
    config: { auth: 'admin' },
    schema: { operationId: 'getUser', tags, security: bearer, params: IdParams, response: responses({ 200: Ok(UserDetail) }) },
  }, async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id));
    if (!user) throw notFound();
    return ok(request, await withMemberships(app.db, user));
  });

  app.post('/admin/v3/user', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'createUser', tags, security: bearer, body: CreateAccountBody,
      response: responses({ 201: Ok(UserDetail) }),
    },
  }, async (request, reply) => {
    await assertAvatarAllowed(app.db, request.principal!, request.body.avatar);
    const user = await createAccount(app.db, users, request.body);
    return reply.status(201).send(ok(request, { ...toAccount(user), memberships: [] }));
  });

  app.put('/admin/v3/user/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'updateUser', tags, security: bearer, params: IdParams, body: UpdateAccountBody,
      description: 'A password resets it; a password reset or disabling signs the user out everywhere at once.',
      response: responses({ 200: Ok(UserDetail) }),
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    await assertAvatarAllowed(app.db, request.principal!, body.avatar);
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    const user = await app.db.transaction(async (tx) => {
      const [current] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound();
      const updated = (await updateAccount(tx, users, id, body, passwordHash))!;
      if (passwordHash || (current.status === 'active' && body.status === 'disabled')) {
        await revokeAccountSessions(tx, { userId: id });
      }
      return updated;
    });
    return ok(request, await withMemberships(app.db, user));
  });

  app.delete('/admin/v3/user/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'deleteUser', tags, security: bearer, params: IdParams,
      description: 'Refused (409 last_owner) while the user is the only owner of an organization.',
      response: responses({ 200: Ok(DeletedAnswer) }),
    },
  }, async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound();
      await assertNotLastOwner(tx, id);
      await deleteAccount(tx, users, id);
    });
    return ok(request, { id });
  });
}
