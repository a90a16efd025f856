import type { Config } from '../../config';
import type { App } from '../../http/app-type';

/** Image upload and download (POST /api/v2/asset, GET /api/v2/asset/{uuid}). */
export default async function assetRoutes(_app: App, _options: { config: Config }) {}
