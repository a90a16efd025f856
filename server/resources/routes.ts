import { Type } from 'typebox';
import { databaseErrorOf } from '../db/errors';
import { withTenant } from '../db/tenant';
import type { Tx } from '../db/client';
import { AppError, conflict, invalid, notFound } from '../http/errors';
import { bearer, type App } from '../http/app-type';
import { ok, okList } from '../http/reply';
import { IdParams, Ok, OkList, responses } from '../http/schemas';
import { isReadableAsset } from '../modules/asset/access';
import type { Principal } from '../modules/auth/sessions';
import { requirePrincipal } from '../plugins/auth';
import type { Resource } from './declare';
import { deleteRecord, findRecord, insertRecord, listRecords, lockRecord, recordExists, updateRecord } from './queries';
import { bodySchema, listQuerySchema, recordSchema, type ResourceListQuery } from './schemas';

type Values = Record<string, unknown>;

/**
 * The CRUD routes of a declared resource under /api/v3/<name>, in the caller's workspace, with the permission
 * `<permission>:read | write | delete`. `resolve` finds the resource a reference field points to.
 */
export function resourceRoutes(resource: Resource, resolve: (name: string) => Resource) {
  const path = `/api/v3/${resource.name}`;
  const tags = [resource.name];
  const scope = (action: 'read' | 'write' | 'delete') => ({ auth: 'workspace', permission: `${resource.permission}:${action}` } as const);
  const Record = recordSchema(resource);
  const plural = `${resource.title}s`;

  /** What the client wrote, normalised; images must be assets the caller may read (checked before the transaction). */
  async function normalize(app: App, principal: Principal, body: Values): Promise<Values> {
    const values: Values = {};
    for (const [name, value] of Object.entries(body)) {
      const field = resource.fields[name];
      values[name] = field.normalize ? field.normalize(value) : value;
      if (field.image && values[name] !== null && !(await isReadableAsset(app.db, values[name] as string, principal))) {
        throw invalid(name, 'not_found', 'The image does not exist');
      }
    }
    return values;
  }

  async function checkReferences(tx: Tx, workspaceId: number, values: Values) {
    for (const [name, value] of Object.entries(values)) {
      const target = resource.fields[name].reference;
      if (target && value !== null && !(await recordExists(tx, resolve(target), workspaceId, value as number))) {
        throw invalid(name, 'not_found', 'The referenced record does not exist');
      }
    }
  }

  function requiredPresent(record: Values) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.required && (record[name] === '' || record[name] === null || record[name] === undefined)) throw invalid(name, 'required');
    }
  }

  function translate(error: unknown): never {
    const cause = databaseErrorOf(error);
    const unique = cause?.code === '23505' ? resource.unique?.[cause.constraint ?? ''] : undefined;
    if (unique) throw conflict(unique.error, unique.message, unique.field);
    if (cause?.code === '23503') throw invalid('body', 'not_found', 'The referenced record does not exist');
    throw error;
  }

  async function write(app: App, principal: Principal & { kind: 'workspace' }, body: Values, id?: number) {
    const { workspaceId } = principal;
    const values = await normalize(app, principal, body);
    return withTenant(app.db, workspaceId, async (tx) => {
      const current = id === undefined ? {} : await lockRecord(tx, resource, workspaceId, id);
      if (!current) throw notFound();
      await checkReferences(tx, workspaceId, values);
      const record = { ...current, ...values };
      requiredPresent(record);
      resource.check?.(record);
      try {
        if (id === undefined) id = await insertRecord(tx, resource, workspaceId, values);
        else await updateRecord(tx, resource, workspaceId, id, values);
      } catch (error) {
        translate(error);
      }
      return (await findRecord(tx, resource, workspaceId, id))!;
    });
  }

  return async function routes(app: App) {
    app.get(path, {
      config: scope('read'),
      schema: {
        operationId: `list${plural}`, tags, security: bearer, querystring: listQuerySchema(resource),
        response: responses({ 200: OkList(Record) }),
      },
    }, async (request) => {
      const { workspaceId } = requirePrincipal(request, 'workspace');
      const query = request.query as ResourceListQuery;
      const { rows, total } = await withTenant(app.db, workspaceId, (tx) => listRecords(tx, resource, workspaceId, query));
      return okList(request, rows, total, { ...query, keyword: query.keyword ?? '' });
    });

    app.get(`${path}/:id`, {
      config: scope('read'),
      schema: { operationId: `get${resource.title}`, tags, security: bearer, params: IdParams, response: responses({ 200: Ok(Record) }) },
    }, async (request) => {
      const { workspaceId } = requirePrincipal(request, 'workspace');
      const record = await withTenant(app.db, workspaceId, (tx) => findRecord(tx, resource, workspaceId, request.params.id));
      if (!record) throw notFound();
      return ok(request, record);
    });

    app.post(path, {
      config: scope('write'),
      schema: {
        operationId: `create${resource.title}`, tags, security: bearer, body: bodySchema(resource, 'create'),
        response: responses({ 201: Ok(Record) }),
      },
    }, async (request, reply) => {
      const principal = requirePrincipal(request, 'workspace');
      return reply.status(201).send(ok(request, await write(app, principal, request.body as Values)));
    });

    app.put(`${path}/:id`, {
      config: scope('write'),
      schema: {
        operationId: `update${resource.title}`, tags, security: bearer, params: IdParams, body: bodySchema(resource, 'update'),
        response: responses({ 200: Ok(Record) }),
      },
    }, async (request) => {
      const principal = requirePrincipal(request, 'workspace');
      return ok(request, await write(app, principal, request.body as Values, request.params.id));
    });

    app.delete(`${path}/:id`, {
      config: scope('delete'),
      schema: {
        operationId: `delete${resource.title}`, tags, security: bearer, params: IdParams,
        response: responses({ 200: Ok(Type.Object({ id: Type.Integer() })) }),
      },
    }, async (request) => {
      const { workspaceId } = requirePrincipal(request, 'workspace');
      const { id } = request.params;
      await withTenant(app.db, workspaceId, async (tx) => {
        if (!(await lockRecord(tx, resource, workspaceId, id))) throw notFound();
        for (const guard of resource.deleteGuards ?? []) {
          if ((await guard.count(tx, workspaceId, id)) > 0) throw new AppError(409, 'in_use', guard.message);
        }
        try {
          await deleteRecord(tx, resource, workspaceId, id);
        } catch (error) {
          if (databaseErrorOf(error)?.code === '23503') throw new AppError(409, 'in_use', 'Other records still use this one');
          throw error;
        }
      });
      return ok(request, { id });
    });
  };
}
