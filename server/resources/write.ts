import type { Tx } from '../db/client';
import type { App } from '../http/app-type';
import { databaseErrorOf } from '../db/errors';
import { invalid, notFound } from '../http/errors';
import { isReadableAsset, isWorkspaceAsset } from '../assets/access';
import type { Principal } from '../http/principal';
import type { Resource, WriteContext } from './declare';
import { findRecord, insertRecord, lockRecord, recordExists, updateRecord, type Tenant } from './queries';
import { assertCurrent, type VersionCondition } from './versions';

type Values = Record<string, unknown>;

/** What the client wrote, normalised; a write-only field's null means "not given", its value is prepared here. */
export async function normalizeValues(resource: Resource, body: Values): Promise<Values> {
    const values: Values = {};
    for (const [name, value] of Object.entries(body)) {
        const field = resource.fields[name];
        if (field.writeOnly && value === null) continue;
        const normalized = field.normalize ? field.normalize(value) : value;
        values[name] = field.writeOnly?.prepare ? await field.writeOnly.prepare(normalized) : normalized;
    }
    return values;
}

/**
 * Images on a workspace's records must be readable by the whole workspace (uploaded with its token, or public); on
 * the back-office's, by the caller. The one already in place may stay.
 */
async function checkImages(
    tx: Tx,
    resource: Resource,
    principal: Principal,
    tenant: Tenant,
    values: Values,
    current: Values | null,
) {
    for (const [name, value] of Object.entries(values)) {
        if (!resource.fields[name].image || value === null || value === current?.[name]) continue;
        const readable =
            tenant === null
                ? await isReadableAsset(tx, value as string, principal)
                : await isWorkspaceAsset(tx, value as string, tenant);
        if (!readable)
            throw invalid(
                name,
                'invalid_value',
                'The image must be an image uploaded in this workspace, or a public one',
            );
    }
}

/** References (one id, or a list of them) must name records of the caller's workspace. */
async function checkReferences(
    tx: Tx,
    resource: Resource,
    resolve: (name: string) => Resource,
    tenant: Tenant,
    values: Values,
) {
    for (const [name, value] of Object.entries(values)) {
        const { reference: target, exists } = resource.fields[name];
        if (!target || value === null) continue;
        for (const id of Array.isArray(value) ? (value as number[]) : [value as number]) {
            const found = exists ? await exists(tx, tenant, id) : await recordExists(tx, resolve(target), tenant, id);
            if (!found) throw invalid(name, 'not_found', 'The referenced record does not exist');
        }
    }
}

/** Required fields must have a value; a write-only one (a password) only on create. */
function requiredPresent(resource: Resource, record: Values, creating: boolean) {
    for (const [name, field] of Object.entries(resource.fields)) {
        if (field.writeOnly && !creating) continue;
        if (field.required && (record[name] === '' || record[name] === null || record[name] === undefined))
            throw invalid(name, 'required');
    }
}

/** A foreign key that refused the write: a reference deleted meanwhile. (A unique index's refusal: unique.ts.) */
function translate(error: unknown): never {
    if (databaseErrorOf(error)?.code === '23503')
        throw invalid('body', 'not_found', 'The referenced record does not exist');
    throw error;
}

export interface WriteRequest {
    principal: Principal;
    tenant: Tenant;
    /** As `normalizeValues` answers them. */
    values: Values;
    /** The record to update; none to create one. */
    id?: number;
    /** Finds the resource a reference field points to. */
    resolve: (name: string) => Resource;
    /** The version an update was made from: another current one is 409 `stale`. */
    condition?: VersionCondition;
    /** Where links the write makes point (a message's portal links): PUBLIC_URL, else the request's origin. */
    origin?: string;
    /** The app, for hooks that use its services (the message queue); absent outside a route. */
    app?: App;
}

/**
 * Creates or updates a record of `resource` in the caller's transaction, with every rule its declaration gives
 * (locks, version, images, references, required fields, checks, hooks), and answers it as get does. A unique index's
 * refusal goes on to the error handler, which answers it as the declarations name it (unique.ts).
 */
export async function writeRecord(
    tx: Tx,
    resource: Resource,
    { principal, tenant, values, id, resolve, condition, origin = '', app }: WriteRequest,
) {
    const locked = await resource.hooks?.lock?.(tx);
    const current = id === undefined ? null : await lockRecord(tx, resource, tenant, id);
    if (id !== undefined && !current) throw notFound();
    if (current) assertCurrent(condition, current.version);
    await checkImages(tx, resource, principal, tenant, values, current);
    await checkReferences(tx, resource, resolve, tenant, values);
    const context: WriteContext = {
        tx,
        principal,
        tenant,
        id,
        current,
        record: { ...current, ...values },
        values,
        locked,
        origin,
        resolve,
        app: app ?? null,
    };
    requiredPresent(resource, context.record, current === null);
    resource.check?.(context.record);
    await resource.hooks?.beforeWrite?.(context);
    let written: Values | null = null;
    try {
        written =
            id === undefined
                ? await insertRecord(tx, resource, tenant, values)
                : await updateRecord(tx, resource, tenant, id, values);
    } catch (error) {
        translate(error);
    }
    if (!resource.hooks?.afterWrite) return written!;
    id = written!.id as number;
    await resource.hooks.afterWrite({ ...context, id });
    // What the hook wrote may change the record (a job's totals follow its lines): read it again.
    return (await findRecord(tx, resource, tenant, id))!;
}

/**
 * Creates a record from what a client sent, as the resource's own create route does: normalised, then every rule of
 * `writeRecord`. For hand-written routes that create records of several resources in one transaction.
 */
export async function createRecord(
    tx: Tx,
    resource: Resource,
    body: Values,
    request: Omit<WriteRequest, 'values' | 'id' | 'condition'>,
) {
    return writeRecord(tx, resource, { ...request, values: await normalizeValues(resource, body) });
}
