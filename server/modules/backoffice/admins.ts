import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, Ok, OkList, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { AdminRecord } from '../admin/schemas';
import { assertAvatarAllowed } from '../asset/avatar';
import { hashPassword } from '../auth/passwords';
import { revokeAccountSessions } from '../auth/sessions';
import { toAccount } from '../user/schemas';
import { createAccount, deleteAccount, findAccount, listAccounts, updateAccount } from './accounts';
import { AccountListQuery, CreateAccountBody, DeletedAnswer, UpdateAccountBody } from './schemas';

const tags = ['backoffice'];

/**
 * Locks every admin row, in id order so two requests cannot deadlock: whoever comes second sees the first one's
 * change, so two admins disabling each other at once cannot leave the platform without an active admin.
 */
const lockAdmins = (tx: Db) =>
  tx.select({ id: admins.id, status: admins.status }).from(admins).orderBy(asc(admins.id)).for('update');

function assertAnotherActiveAdmin(all: { id: number; status: string }[], id: number) {
  if (!all.some((admin) => admin.id !== id && admin.status === 'active')) {
    throw conflict('last_admin', 'At least one active platform admin must remain');
  }
}

const cannotTouchSelf = (what: string) => forbidden('forbidden', `You cannot ${what} your own admin account`);

export default async function adminAccountRoutes(app: App) {
  app.get('/admin/v3/admin', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'listAdmins', tags, security: bearer, querystring: AccountListQuery,
      response: responses({ 200: OkList(AdminRecord) }),
    },
  }, async (request) => {
    const { rows, total } = await listAccounts(app.db, admins, request.query);
    return okList(request, rows.map(toAccount), total, request.query);
  });

  app.get('/admin/v3/admin/:id', {
    config: { auth: 'admin' },
    schema: { operationId: 'getAdmin', tags, security: bearer, params: IdParams, response: responses({ 200: Ok(AdminRecord) }) },
  }, async (request) => {
    const admin = await findAccount(app.db, admins, request.params.id);
    if (!admin) throw notFound();
    return ok(request, toAccount(admin));
  });

  app.post('/admin/v3/admin', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'createAdmin', tags, security: bearer, body: CreateAccountBody,
      response: responses({ 201: Ok(AdminRecord) }),
    },
  }, async (request, reply) => {
    await assertAvatarAllowed(app.db, request.principal!, request.body.avatar);
    const admin = await createAccount(app.db, admins, request.body);
    return reply.status(201).send(ok(request, toAccount(admin)));
  });

  app.put('/admin/v3/admin/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'updateAdmin', tags, security: bearer, params: IdParams, body: UpdateAccountBody,
      description: 'A password resets it and signs the admin out everywhere else; disabling signs them out at once.',
      response: responses({ 200: Ok(AdminRecord) }),
    },
  }, async (request) => {
    const caller = requirePrincipal(request, 'admin');
    const { id } = request.params;
    const body = request.body;
    if (id === caller.adminId && body.status === 'disabled') throw cannotTouchSelf('disable');
    await assertAvatarAllowed(app.db, request.principal!, body.avatar);
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    const admin = await app.db.transaction(async (tx) => {
      const all = await lockAdmins(tx);
      const current = all.find((row) => row.id === id);
      if (!current) throw notFound();
      const disabling = current.status === 'active' && body.status === 'disabled';
      if (disabling) assertAnotherActiveAdmin(all, id);
      const updated = (await updateAccount(tx, admins, id, body, passwordHash))!;
      if (disabling || passwordHash) await revokeAccountSessions(tx, { adminId: id }, caller.sessionId);
      return updated;
    });
    return ok(request, toAccount(admin));
  });

  app.delete('/admin/v3/admin/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'deleteAdmin', tags, security: bearer, params: IdParams,
      response: responses({ 200: Ok(DeletedAnswer) }),
    },
  }, async (request) => {
    const caller = requirePrincipal(request, 'admin');
    const { id } = request.params;
    if (id === caller.adminId) throw cannotTouchSelf('delete');
    await app.db.transaction(async (tx) => {
      const all = await lockAdmins(tx);
      const current = all.find((row) => row.id === id);
      if (!current) throw notFound();
      if (current.status === 'active') assertAnotherActiveAdmin(all, id);
      await deleteAccount(tx, admins, id);
    });
    return ok(request, { id });
  });
}
