import { bookingResource } from '../modules/booking/resource';
import { customerResource } from '../modules/customer/resource';
import { discountResource } from '../modules/discount/resource';
import { jobResource } from '../modules/job/resource';
import { messageResource } from '../modules/message/resource';
import { productResource } from '../modules/product/resource';
import { serviceResource } from '../modules/service/resource';
import { vehicleResource } from '../modules/vehicle/resource';
import { adminResource } from '../modules/backoffice/admins';
import { userResource } from '../modules/backoffice/users';
import { workspaceResource } from '../modules/backoffice/workspaces';
import type { Resource } from './declare';

/**
 * Every declared resource: the garage's (workspace API) and the back-office's (platform). The garage's order is the
 * permission catalogue's (modules/permission/catalogue.ts). Without routes, so the catalogue can read it.
 */
export const RESOURCES: readonly Resource[] = [
    customerResource,
    vehicleResource,
    jobResource,
    bookingResource,
    productResource,
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
