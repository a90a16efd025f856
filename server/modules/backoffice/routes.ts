import type { App } from '../../http/app-type';
import adminAccountRoutes from './admins';
import memberAdminRoutes from './members';
import statisticAdminRoutes from './statistic';
import userAccountRoutes from './users';
import workspaceAdminRoutes from './workspaces';

/** The platform back-office: admins, users, workspaces and their members, and platform statistics. */
export default async function backofficeRoutes(app: App) {
  await app.register(adminAccountRoutes);
  await app.register(userAccountRoutes);
  await app.register(workspaceAdminRoutes);
  await app.register(memberAdminRoutes);
  await app.register(statisticAdminRoutes);
}
