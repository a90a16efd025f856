export interface ErrorDetail {
    field: string;
    error: string;
    /** With 409 `in_use`: the declared resource whose records still hold the one being deleted. */
    resource?: string;
    /** With 400 `unknown_placeholder`: the placeholder, as the text wrote it between its braces. */
    placeholder?: string;
}

/** An expected failure: answered with its status and error key, never logged as a server error. */
export class AppError extends Error {
    constructor(
        readonly statusCode: number,
        readonly key: string,
        message: string,
        readonly details?: ErrorDetail[],
        /** Response headers that belong with the answer, such as a 429's Retry-After. */
        readonly headers?: Record<string, string>,
        /** More of the error envelope, as ErrorEnvelope declares it (a suspension's reason). */
        readonly extra?: Record<string, unknown>,
    ) {
        super(message);
    }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'Authentication is required');
export const forbidden = (key = 'forbidden', message = 'You have no permission to do this') =>
    new AppError(403, key, message);
export const notFound = () => new AppError(404, 'not_found', 'Resource not found');
export const conflict = (key: string, message: string, field?: string) =>
    new AppError(409, key, message, field ? [{ field, error: key }] : undefined);
export const invalid = (
    field: string,
    error: string,
    message = 'The request is not valid',
    more: Omit<ErrorDetail, 'field' | 'error'> = {},
) => new AppError(400, 'validation_failed', message, [{ field, error, ...more }]);
