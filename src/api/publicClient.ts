import createClient from 'openapi-fetch';
import { apiBaseUrl } from './baseUrl';
import type { paths } from './schema';

/**
 * A client for the public API that needs no session: the public config and the customer portal. Quiet — no toast,
 * no retry, no token — so the portal loads none of the staff app's session handling; callers show failures.
 */
export const publicApi = createClient<paths>({
    baseUrl: apiBaseUrl(),
    // looked up per call, so a replaced fetch (tests) is the one used
    fetch: request => globalThis.fetch(request),
});
