import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { users, workspaces, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { invalid, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { likePattern, ok, okList } from '../../http/reply';
import { IdParams, Ok, OkList, responses } from '../../http/schemas';
import { assertAvatarAllowed } from '../asset/avatar';
import { listMembers } from '../team/queries';
import { toWorkspace } from '../workspace/schemas';
import {
  CreateWorkspaceBody, DeletedAnswer, UpdateWorkspaceBody, WorkspaceDetail, WorkspaceListItem, WorkspaceListQuery,
} from './schemas';

const tags = ['backoffice'];

type WorkspaceRow = typeof workspaces.$inferSelect;

// Qualified by hand: drizzle leaves column names bare in a one-table select, which would bind to the inner table.
const memberCount = sql<number>`(select count(*) from ${workspaceUsers} as member where member.workspace_id = ${workspaces}.id)`
  .mapWith(Number);

function sortKeys(field: string | undefined): SQL[] {
  switch (field) {
    case 'name': return [sql`lower(${workspaces.name})`, sql`${workspaces.id}`];
    case 'status': return [sql`${workspaces.status}`, sql`${workspaces.id}`];
    case 'created_at': return [sql`${workspaces.createdAt}`, sql`${workspaces.id}`];
    default: return [sql`${workspaces.id}`];
  }
}

async function listWorkspaces(db: Db, query: Static<typeof WorkspaceListQuery>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(workspaces.status, query.status));
  if (query.keyword) filters.push(ilike(workspaces.name, likePattern(query.keyword)));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.asc ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select({ workspace: workspaces, memberCount }).from(workspaces)
      .where(where)
      .orderBy(...sortKeys(query.field).map((key) => direction(key)))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(workspaces).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...toWorkspace(row.workspace), member_count: row.memberCount })), total };
}

/** The workspace with all its members (and their auth groups, read under the workspace's row-level security). */
export async function workspaceDetail(db: Db, workspace: WorkspaceRow) {
  const { rows } = await withTenant(db, workspace.id, (tx) =>
    listMembers(tx, workspace.id, { page: 1, size: 9999, asc: true, keyword: '', field: 'username' }));
  return { ...toWorkspace(workspace), member_count: rows.length, members: rows };
}

export async function findWorkspace(db: Db, id: number): Promise<WorkspaceRow | null> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  return workspace ?? null;
}

function workspaceName(name: string) {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name', 'required');
  return trimmed;
}

export default async function workspaceAdminRoutes(app: App) {
  app.get('/admin/v3/workspace', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'listWorkspacesAsAdmin', tags, security: bearer, querystring: WorkspaceListQuery,
      response: responses({ 200: OkList(WorkspaceListItem) }),
    },
  }, async (request) => {
    const { rows, total } = await listWorkspaces(app.db, request.query);
    return okList(request, rows, total, request.query);
  });

  app.get('/admin/v3/workspace/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'getWorkspaceAsAdmin', tags, security: bearer, params: IdParams, response: responses({ 200: Ok(WorkspaceDetail) }),
    },
  }, async (request) => {
    const workspace = await findWorkspace(app.db, request.params.id);
    if (!workspace) throw notFound();
    return ok(request, await workspaceDetail(app.db, workspace));
  });

  app.post('/admin/v3/workspace', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'createWorkspaceAsAdmin', tags, security: bearer, body: CreateWorkspaceBody,
      description: 'Creates the organization with `owner_user_id` (an existing user) as its owner.',
      response: responses({ 201: Ok(WorkspaceDetail) }),
    },
  }, async (request, reply) => {
    const body = request.body;
    const name = workspaceName(body.name);
    await assertAvatarAllowed(app.db, request.principal!, body.avatar);
    const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, body.owner_user_id));
    if (!owner) throw invalid('owner_user_id', 'invalid_value', 'The owner must be an existing user');
    const workspace = await app.db.transaction(async (tx) => {
      const [created] = await tx.insert(workspaces)
        .values({ name, avatar: body.avatar ?? null, status: body.status ?? 'active' }).returning();
      await tx.insert(workspaceUsers).values({ workspaceId: created.id, userId: owner.id, role: 'owner' });
      return created;
    });
    return reply.status(201).send(ok(request, await workspaceDetail(app.db, workspace)));
  });

  app.put('/admin/v3/workspace/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'updateWorkspaceAsAdmin', tags, security: bearer, params: IdParams, body: UpdateWorkspaceBody,
      description: 'Renames, changes the avatar (kept when absent), suspends or resumes: a suspended workspace\'s tokens get 403 workspace_suspended.',
      response: responses({ 200: Ok(WorkspaceDetail) }),
    },
  }, async (request) => {
    const body = request.body;
    const name = workspaceName(body.name);
    await assertAvatarAllowed(app.db, request.principal!, body.avatar);
    const [workspace] = await app.db.update(workspaces).set({
      name,
      status: body.status,
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      updatedAt: new Date(),
    }).where(eq(workspaces.id, request.params.id)).returning();
    if (!workspace) throw notFound();
    return ok(request, await workspaceDetail(app.db, workspace));
  });

  app.delete('/admin/v3/workspace/:id', {
    config: { auth: 'admin' },
    schema: {
      operationId: 'deleteWorkspaceAsAdmin', tags, security: bearer, params: IdParams,
      description: 'Deletes the organization with all its data; its sessions go with it.',
      response: responses({ 200: Ok(DeletedAnswer) }),
    },
  }, async (request) => {
    const deleted = await app.db.delete(workspaces).where(eq(workspaces.id, request.params.id)).returning({ id: workspaces.id });
    if (!deleted.length) throw notFound();
    return ok(request, { id: deleted[0].id });
  });
}
