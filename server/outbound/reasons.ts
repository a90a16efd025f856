/** Our short words for a provider's HTTP status: what staff read instead of the provider's own text. */
const STATUS_REASONS: Record<number, string> = {
    400: 'bad request',
    401: 'credentials refused',
    403: 'not permitted',
    404: 'not found',
    408: 'request timeout',
    409: 'conflict',
    413: 'request too large',
    415: 'unsupported content',
    422: 'request not accepted',
    429: 'too many requests',
};

export const statusReason = (status: number) =>
    STATUS_REASONS[status] ?? (status >= 500 ? 'server error' : 'request refused');

/** Worth trying again later: the provider was busy or failing, not refusing this request. */
export const retryableStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** `Retry-After` (seconds or an HTTP date) in milliseconds, or null when absent or unreadable. */
export function retryAfterMs(headers: Pick<Headers, 'get'> | undefined): number | null {
    const value = headers?.get('retry-after-ms') ?? null;
    if (value !== null && Number.isFinite(Number(value))) return Math.max(0, Number(value));
    const after = headers?.get('retry-after');
    if (!after) return null;
    const seconds = Number(after);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
