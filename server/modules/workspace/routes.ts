import type { Config } from '../../config';
import { forbidden, invalid, notFound } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok, okList } from '../../http/reply';
import { IdParams, ListQuery, Ok, OkList, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { organizationCreationEnabled } from '../config/routes';
import { createWorkspace, findMembership, listMemberships, MEMBERSHIP_SORTABLE } from './queries';
import { CreateWorkspaceBody, toWorkspace, WorkspaceRecord, WorkspaceUserRecord } from './schemas';

export default async function workspaceRoutes(app: App, options: { config: Config }) {
  app.get('/api/v3/workspace', {
    config: { auth: 'user' },
    schema: {
      operationId: 'listOwnWorkspaces', tags: ['workspace'], security: bearer,
      description: "The caller's memberships, each with its workspace.",
      querystring: ListQuery(MEMBERSHIP_SORTABLE),
      response: responses({ 200: OkList(WorkspaceUserRecord) }),
    },
  }, async (request) => {
    const { userId } = requirePrincipal(request, 'user', 'workspace');
    const { rows, total } = await listMemberships(app.db, userId, request.query);
    return okList(request, rows, total, request.query);
  });

  app.get('/api/v3/workspace/:id', {
    config: { auth: 'user' },
    schema: {
      operationId: 'getOwnWorkspace', tags: ['workspace'], security: bearer, params: IdParams,
      response: responses({ 200: Ok(WorkspaceRecord) }),
    },
  }, async (request) => {
    const { userId } = requirePrincipal(request, 'user', 'workspace');
    const found = await findMembership(app.db, userId, request.params.id);
    if (!found) throw notFound();
    return ok(request, toWorkspace(found.workspace));
  });

  app.post('/api/v3/workspace', {
    config: { auth: 'user' },
    schema: {
      operationId: 'createWorkspace', tags: ['workspace'], security: bearer, body: CreateWorkspaceBody,
      response: responses({ 201: Ok(WorkspaceRecord) }),
    },
  }, async (request, reply) => {
    const { userId } = requirePrincipal(request, 'user', 'workspace');
    if (!organizationCreationEnabled(options.config)) {
      throw forbidden('organization_creation_disabled', 'Organizations are created by the platform operators');
    }
    if (!request.body.name.trim()) throw invalid('name', 'required');
    const workspace = await createWorkspace(app.db, userId, request.body);
    return reply.status(201).send(ok(request, toWorkspace(workspace)));
  });
}
