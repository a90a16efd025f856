import { storedLocale } from '../i18n/locale';
import { noteSuspension, SUSPENDED } from '../session/suspension';
import { storage } from '../store/storage';
import { networkFailure } from './apiError';
import { apiBaseUrl } from './baseUrl';
import { browserLocation } from './browserLocation';
import { toastApiFailure, toastNetworkFailure } from './errorToast';
import type { ErrorEnvelope, Workspace } from './types';

/** The retry policy: one retry, 3000 ms later, only on these statuses, never for /public URLs. */
export const RETRY_DELAY_MS = 3000;
const RETRY_STATUSES = new Set([401, 403]);
const isPublicUrl = (url: string) => url.includes('/public');

export { apiBaseUrl };

const withSessionHeaders = (request: Request): Request => {
    const headers = new Headers(request.headers);
    const token = storage.get<string>('token');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Locale', storedLocale());
    return new Request(request, { headers });
};

const send = (request: Request) => globalThis.fetch(withSessionHeaders(request));
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

const requestFreshToken = async (): Promise<boolean> => {
    try {
        const response = await send(new Request(`${apiBaseUrl()}/public/v3/refresh-token`, { method: 'POST' }));
        const body = response.status === 200 ? await response.json() : null;
        if (body?.success !== true || typeof body.data?.token !== 'string') return false;
        storage.set('token', body.data.token);
        return true;
    } catch {
        return false;
    }
};

let pendingRefresh: Promise<boolean> | undefined;

/** POST /public/v3/refresh-token when a token and a workspace with a positive id are stored; true when renewed. */
export const refreshToken = (): Promise<boolean> => {
    const workspaceId = Number(storage.get<Workspace>('workspace')?.workspace_id);
    if (!storage.get('token') || !(workspaceId > 0)) return Promise.resolve(false);
    pendingRefresh ??= requestFreshToken().finally(() => (pendingRefresh = undefined));
    return pendingRefresh;
};

/** After a 401 that no refresh could cure: drop the dead token and load the stored login route. */
const goToLoginRoute = () => {
    storage.remove('token');
    browserLocation.assign(storage.get<string>('login-route') || '/');
};

const retryOnce = async (request: Request, status: number): Promise<Response> => {
    await sleep(RETRY_DELAY_MS);
    const refreshed = await refreshToken();
    if (status === 401 && !refreshed) goToLoginRoute();
    return send(request);
};

const errorBody = (response: Response): Promise<Partial<ErrorEnvelope> | null> =>
    response
        .clone()
        .json()
        .catch(() => null);

export interface SendOptions {
    /** Show the error toast for a failed answer (default true). */
    report?: boolean;
    /** Apply the retry policy (default true). */
    retry?: boolean;
}

/**
 * Every API request goes through here: Authorization and X-Locale headers, the retry policy, and one error toast
 * for a call that finally fails — except a refusal because the current workspace is suspended, which the app's
 * suspension banner says instead.
 */
export const sendWithPolicy = async (request: Request, { report = true, retry = true }: SendOptions = {}) => {
    const spare = retry && !isPublicUrl(request.url) ? request.clone() : undefined;
    let response: Response;
    let suspended: boolean;
    try {
        response = await send(request);
        // a suspension is no passing trouble: no retry, and the banner says it for the current workspace
        suspended = response.status === 403 && (await errorBody(response))?.error === SUSPENDED;
        if (spare && !suspended && RETRY_STATUSES.has(response.status))
            response = await retryOnce(spare, response.status);
    } catch (error) {
        // a request the page gave up on (its signal aborted) is nobody's failure
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        if (report) toastNetworkFailure();
        // an ApiError, so react-admin's own notice of it is left out (AdminNotification): one toast, the client's
        throw networkFailure();
    }
    if (response.ok) return response;
    const body = await errorBody(response);
    if (suspended && noteSuspension(body?.suspension)) return response;
    if (report) toastApiFailure(response.status, body);
    return response;
};
