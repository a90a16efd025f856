import type { App } from '../http/app-type';
import { RESOURCES, resourceByName } from './registry';
import { resourceRoutes } from './routes';

export { RESOURCES, resourceByName } from './registry';

export default async function declaredResourceRoutes(app: App) {
    for (const resource of RESOURCES) await app.register(resourceRoutes(resource, resourceByName));
}
