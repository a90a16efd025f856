import type { App } from '../../http/app-type';
import memberAdminRoutes from './members';
import statisticAdminRoutes from './statistic';

/**
 * The platform back-office beyond its declared resources (admins, users and workspaces, in server/resources): the
 * members of a workspace and the platform statistics.
 */
export default async function backofficeRoutes(app: App) {
    await app.register(memberAdminRoutes);
    await app.register(statisticAdminRoutes);
}
