import type { Config } from '../../config';
import type { App } from '../../http/app-type';

/** Sign-up, forgot / reset password, and a user's own profile and password. */
export default async function accountRoutes(_app: App, _options: { config: Config }) {}
