import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { databaseErrorOf } from '../db/errors';
import { withTenant } from '../db/tenant';
import type { Db, Tx } from '../db/client';
import { AppError, conflict, invalid, notFound } from '../http/errors';
import { bearer, type App } from '../http/app-type';
import { ok, okList } from '../http/reply';
import { IdParams, Ok, OkList, responses } from '../http/schemas';
import { isReadableAsset } from '../modules/asset/access';
import type { Principal } from '../modules/auth/sessions';
import type { Permission } from '../modules/permission/catalogue';
import { requirePrincipal } from '../plugins/auth';
import { resourcePath, type Resource, type WriteContext } from './declare';
import {
  deleteRecord, findRecord, insertRecord, listRecords, lockRecord, recordExists, updateRecord, type Tenant,
} from './queries';
import { bodySchema, detailSchema, listQuerySchema, recordSchema, type ResourceListQuery } from './schemas';

type Values = Record<string, unknown>;

/**
 * A record as get, create, update (and a resource's hand-written actions) answer it: its fields and its detail,
 * loaded once the write's transaction is over.
 */
async function withDetail(db: Db, resource: Resource, record: Values, tenant: Tenant) {
  return resource.detail ? { ...record, ...(await resource.detail.load(db, record, tenant)) } : record;
}

/**
 * The CRUD routes of a declared resource. A workspace resource lives under /api/v3/<path> in the caller's
 * workspace, with the permission `<permission>:read | write | delete`; a platform resource under /admin/v3/<path>
 * for admins. `resolve` finds the resource a reference field points to.
 */
export function resourceRoutes(resource: Resource, resolve: (name: string) => Resource) {
  const platform = resource.scope === 'platform';
  const path = resourcePath(resource);
  const tags = [platform ? 'backoffice' : resource.name];
  const config = (action: 'read' | 'write' | 'delete'): FastifyContextConfig =>
    (platform ? { auth: 'admin' } : { auth: 'workspace', permission: `${resource.permission}:${action}` as Permission });
  const nouns = resource.operationNouns ?? { one: resource.title, many: `${resource.title}s` };
  const Record = recordSchema(resource);
  const Detail = detailSchema(resource);

  const callerOf = (request: FastifyRequest): [Principal, Tenant] => {
    if (platform) return [requirePrincipal(request, 'admin'), null];
    const principal = requirePrincipal(request, 'workspace');
    return [principal, principal.workspaceId];
  };

  /** Runs `work` in one transaction that sees the caller's workspace only (every row for a platform resource). */
  const transaction = <T>(app: App, tenant: Tenant, work: (tx: Tx) => Promise<T>) =>
    (tenant === null ? app.db.transaction(work) : withTenant(app.db, tenant, work));

  const answer = (app: App, record: Values, tenant: Tenant) => withDetail(app.db, resource, record, tenant);

  /** What the client wrote, normalised; a write-only field's null means "not given", its value is prepared here. */
  async function normalize(body: Values): Promise<Values> {
    const values: Values = {};
    for (const [name, value] of Object.entries(body)) {
      const field = resource.fields[name];
      if (field.writeOnly && value === null) continue;
      const normalized = field.normalize ? field.normalize(value) : value;
      values[name] = field.writeOnly?.prepare ? await field.writeOnly.prepare(normalized) : normalized;
    }
    return values;
  }

  /** Images must be assets the caller may read; the one already in place may stay. */
  async function checkImages(tx: Tx, principal: Principal, values: Values, current: Values | null) {
    for (const [name, value] of Object.entries(values)) {
      if (!resource.fields[name].image || value === null || value === current?.[name]) continue;
      if (!(await isReadableAsset(tx, value as string, principal))) {
        throw invalid(name, 'invalid_value', 'The image must be an uploaded image you may read');
      }
    }
  }

  async function checkReferences(tx: Tx, tenant: Tenant, values: Values) {
    for (const [name, value] of Object.entries(values)) {
      const { reference: target, exists } = resource.fields[name];
      if (!target || value === null) continue;
      const found = exists ? await exists(tx, tenant, value as number) : await recordExists(tx, resolve(target), tenant, value as number);
      if (!found) {
        throw invalid(name, 'not_found', 'The referenced record does not exist');
      }
    }
  }

  /** Required fields must have a value; a write-only one (a password) only on create. */
  function requiredPresent(record: Values, creating: boolean) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.writeOnly && !creating) continue;
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

  async function write(app: App, request: FastifyRequest, body: Values, id?: number) {
    const [principal, tenant] = callerOf(request);
    const values = await normalize(body);
    const record = await transaction(app, tenant, async (tx) => {
      const locked = await resource.hooks?.lock?.(tx);
      const current = id === undefined ? null : await lockRecord(tx, resource, tenant, id);
      if (id !== undefined && !current) throw notFound();
      await checkImages(tx, principal, values, current);
      await checkReferences(tx, tenant, values);
      const context: WriteContext = { tx, principal, id, current, record: { ...current, ...values }, values, locked };
      requiredPresent(context.record, current === null);
      resource.check?.(context.record);
      await resource.hooks?.beforeWrite?.(context);
      try {
        if (id === undefined) id = await insertRecord(tx, resource, tenant, values);
        else await updateRecord(tx, resource, tenant, id, values);
      } catch (error) {
        translate(error);
      }
      await resource.hooks?.afterWrite?.({ ...context, id });
      return (await findRecord(tx, resource, tenant, id))!;
    });
    return answer(app, record, tenant);
  }

  return async function routes(app: App) {
    app.get(path, {
      config: config('read'),
      schema: {
        operationId: `list${nouns.many}`, tags, security: bearer, querystring: listQuerySchema(resource),
        response: responses({ 200: OkList(Record) }),
      },
    }, async (request) => {
      const [, tenant] = callerOf(request);
      const query = request.query as ResourceListQuery;
      const { rows, total } = await transaction(app, tenant, (tx) => listRecords(tx, resource, tenant, query));
      return okList(request, rows, total, { ...query, asc: query.asc ?? true, keyword: query.keyword ?? "" });
    });

    app.get(`${path}/:id`, {
      config: config('read'),
      schema: { operationId: `get${nouns.one}`, tags, security: bearer, params: IdParams, response: responses({ 200: Ok(Detail) }) },
    }, async (request) => {
      const [, tenant] = callerOf(request);
      const record = await transaction(app, tenant, (tx) => findRecord(tx, resource, tenant, request.params.id));
      if (!record) throw notFound();
      return ok(request, await answer(app, record, tenant));
    });

    app.post(path, {
      config: config('write'),
      schema: {
        operationId: `create${nouns.one}`, tags, security: bearer, body: bodySchema(resource, 'create'),
        response: responses({ 201: Ok(Detail) }),
      },
    }, async (request, reply) => reply.status(201).send(ok(request, await write(app, request, request.body as Values))));

    app.put(`${path}/:id`, {
      config: config('write'),
      schema: {
        operationId: `update${nouns.one}`, tags, security: bearer, params: IdParams, body: bodySchema(resource, 'update'),
        response: responses({ 200: Ok(Detail) }),
      },
    }, async (request) => ok(request, await write(app, request, request.body as Values, request.params.id)));

    app.delete(`${path}/:id`, {
      config: config('delete'),
      schema: {
        operationId: `delete${nouns.one}`, tags, security: bearer, params: IdParams,
        response: responses({ 200: Ok(Type.Object({ id: Type.Integer() })) }),
      },
    }, async (request) => {
      const [principal, tenant] = callerOf(request);
      const { id } = request.params;
      await transaction(app, tenant, async (tx) => {
        const locked = await resource.hooks?.lock?.(tx);
        const current = await lockRecord(tx, resource, tenant, id);
        if (!current) throw notFound();
        await resource.hooks?.beforeDelete?.({ tx, principal, id, current, locked });
        for (const guard of resource.deleteGuards ?? []) {
          if ((await guard.count(tx, tenant!, id)) > 0) throw new AppError(409, 'in_use', guard.message);
        }
        try {
          await deleteRecord(tx, resource, tenant, id);
        } catch (error) {
          if (databaseErrorOf(error)?.code === '23503') throw new AppError(409, 'in_use', 'Other records still use this one');
          throw error;
        }
      });
      return ok(request, { id });
    });
  };
}
