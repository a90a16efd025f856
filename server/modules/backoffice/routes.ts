import type { App } from '../../http/app-type';

/** The platform back-office: admins, users, workspaces, the admin's own profile, and platform statistics. */
export default async function backofficeRoutes(_app: App) {}
