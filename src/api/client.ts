import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { toastApiFailure } from './errorToast';
import { apiBaseUrl, sendWithPolicy } from './sessionFetch';
import { ApiError } from './apiError';
import type { ErrorEnvelope, ListEnvelope, SuccessEnvelope } from './types';

export { ApiError, FAILED_CALL } from './apiError';

/* eslint-disable @typescript-eslint/no-explicit-any -- any path, any method, any JSON answer or error */
interface LooseOperation {
    parameters: { query?: Record<string, unknown>; path?: Record<string, unknown>; header?: Record<string, unknown> };
    requestBody?: { content: { 'application/json': any } };
    responses: { 200: { content: { 'application/json': any } }; default: { content: { 'application/json': any } } };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type LoosePaths = Record<string, Record<HttpMethod, LooseOperation>>;

// Typed by the generated schema; calls to routes a later release adds go through `dynamicApi`.

type ApiPaths = paths;

/** The one HTTP client of the web app (headers, retry policy and error toasts come from sendWithPolicy). */
export const api: Client<ApiPaths> = createClient<ApiPaths>({
    baseUrl: apiBaseUrl(),
    fetch: request => sendWithPolicy(request),
});

/**
 * The same client for paths built at run time (the dataProvider's `/api/v3/<resource>`), which the typed paths
 * cannot name.
 */
export const dynamicApi = api as unknown as Client<LoosePaths>;

/** Per-call `fetch` for calls whose failure is expected and handled silently (no toast, no retry). */
export const quietFetch = (request: Request): Promise<Response> =>
    sendWithPolicy(request, { report: false, retry: false });

export interface FetchResult {
    data?: unknown;
    error?: unknown;
    response: Response;
}

/** The success envelope of a call; throws ApiError otherwise. */
export const expectSuccess = async <T>(call: Promise<FetchResult>): Promise<SuccessEnvelope<T>> => {
    const { data, error, response } = await call;
    const envelope = data as Partial<SuccessEnvelope<T>> | undefined;
    if (response.ok && envelope?.success === true) return envelope as SuccessEnvelope<T>;
    const body = (error ?? data ?? null) as Partial<ErrorEnvelope> | null;
    // A 2xx answer without success was not toasted by the client (only failed statuses are).
    if (response.ok) toastApiFailure(response.status, body);
    throw new ApiError(response.status, body);
};

export const expectList = <T>(call: Promise<FetchResult>): Promise<ListEnvelope<T>> =>
    expectSuccess<T[]>(call) as Promise<ListEnvelope<T>>;

/** The `data` of a successful call; throws ApiError otherwise. */
export const unwrap = async <T>(call: Promise<FetchResult>): Promise<T> => (await expectSuccess<T>(call)).data;

/** Whether a call succeeded, for callers with nothing to add to the failure's toast. */
export const succeeds = (call: Promise<FetchResult>): Promise<boolean> =>
    expectSuccess(call).then(
        () => true,
        () => false,
    );
