import { bookingResource } from './modules/booking/resource';
import { customerResource } from './modules/customer/resource';
import { discountResource } from './modules/discount/resource';
import { jobResource } from './modules/job/resource';
import { messageResource } from './modules/message/resource';
import { productResource } from './modules/product/resource';
import { serviceResource } from './modules/service/resource';
import { supplierResource } from './modules/supplier/resource';
import { vehicleResource } from './modules/vehicle/resource';
import { adminResource } from './modules/backoffice/admins';
import { userResource } from './modules/backoffice/users';
import { workspaceResource } from './modules/backoffice/workspaces';
import { permissionCatalogue } from './modules/permission/catalogue';
import type { Resource } from './resources/declare';
import { declaredUniqueIndexes } from './resources/unique';
import { holdersByTable } from './resources/in-use';
import * as schema from './db/schema';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/**
 * Every declared resource: the garage's (workspace API) and the back-office's (platform). The garage's order is the
 * permission catalogue's. The app (server/app.ts) hands this list, and what is built from it, to what needs them.
 */
export const RESOURCES: readonly Resource[] = [
    customerResource,
    vehicleResource,
    jobResource,
    bookingResource,
    productResource,
    supplierResource,
    serviceResource,
    discountResource,
    messageResource,
    adminResource,
    userResource,
    workspaceResource,
];

export function resourceByName(name: string): Resource {
    const resource = RESOURCES.find(candidate => candidate.name === name);
    if (!resource) throw new Error(`No declared resource ${name}`);
    return resource;
}

/** What a workspace session may be given: the declared resources' permissions and the app's own. */
export const PERMISSIONS = permissionCatalogue(RESOURCES);

/** Every declaration's unique indexes, whichever route wrote the row (a declared one, a job action, a sign-up). */
export const UNIQUE_INDEXES = declaredUniqueIndexes(RESOURCES);

/** Table name → the declared resource its rows belong to (a delete a foreign key refuses names it). */
export const HOLDERS_BY_TABLE = holdersByTable(
    RESOURCES,
    (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)),
);
