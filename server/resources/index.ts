import type { App } from '../http/app-type';
import type { Resource } from './declare';
import { resourceRoutes } from './routes';

/** The CRUD routes of every declared resource; `resolve` finds the resource a reference field points to. */
export default async function declaredResourceRoutes(
    app: App,
    { resources, resolve }: { resources: readonly Resource[]; resolve: (name: string) => Resource },
) {
    for (const resource of resources) await app.register(resourceRoutes(resource, resolve));
}
