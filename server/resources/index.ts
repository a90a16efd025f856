import type { App } from '../http/app-type';
import { bookingResource } from '../modules/booking/resource';
import { customerResource } from '../modules/customer/resource';
import { discountResource } from '../modules/discount/resource';
import { jobResource } from '../modules/job/resource';
import { productResource } from '../modules/product/resource';
import { serviceResource } from '../modules/service/resource';
import { vehicleResource } from '../modules/vehicle/resource';
import { adminResource } from '../modules/backoffice/admins';
import { userResource } from '../modules/backoffice/users';
import { workspaceResource } from '../modules/backoffice/workspaces';
import type { Resource } from './declare';
import { resourceRoutes } from './routes';

/** Every declared resource: the garage's (workspace API) and the back-office's (platform). */
export const RESOURCES: readonly Resource[] = [
  customerResource, vehicleResource, productResource, serviceResource, discountResource, jobResource, bookingResource,
  adminResource, userResource, workspaceResource,
];

export function resourceByName(name: string): Resource {
  const resource = RESOURCES.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`No declared resource ${name}`);
  return resource;
}

export default async function declaredResourceRoutes(app: App) {
  for (const resource of RESOURCES) await app.register(resourceRoutes(resource, resourceByName));
}
