import { HttpError } from 'ra-core';
import type { ErrorDetail, ErrorEnvelope } from './types';

/**
 * The message of every ApiError: react-admin's own notice of a failed call. The client has toasted the failure with its
 * reason, so the app's react-admin notifications leave this notice out (see AdminNotification).
 */
export const FAILED_CALL = 'ra.notification.http_error';

/**
 * A failed API call, as react-admin's HttpError: `status`, and the error envelope as `body` (where the data provider
 * adds the field errors a form shows, `body.errors`). Its toast has already been shown, so callers only decide what
 * happens next.
 */
export class ApiError extends HttpError {
    readonly error: string;
    readonly trace_id?: string;
    readonly details?: ErrorDetail[];

    constructor(status: number, body: Partial<ErrorEnvelope> | null) {
        super(FAILED_CALL, status, body);
        // HttpError sets its own prototype, which would hide this class from instanceof
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = 'ApiError';
        this.error = body?.error ?? 'unknown_error';
        this.trace_id = body?.trace_id;
        this.details = body?.details;
    }
}

/** A call that got no answer (offline, the server unreachable): toasted as such by the client, status 0. */
export const networkFailure = () => new ApiError(0, { error: 'network_error' });
