import type { App } from '../http/app-type';
import type { Resource } from './declare';
import { resourceRoutes } from './routes';

/**
 * The CRUD routes of every declared resource; `resolve` finds the resource a reference field points to, `holders`
 * which resource a table's rows belong to (`holdersByTable`: the 409 `in_use` of a foreign key names it).
 */
export default async function declaredResourceRoutes(
    app: App,
    {
        resources,
        resolve,
        holders,
    }: { resources: readonly Resource[]; resolve: (name: string) => Resource; holders: ReadonlyMap<string, string> },
) {
    for (const resource of resources) await app.register(resourceRoutes(resource, resolve, holders));
}
