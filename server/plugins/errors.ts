import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, type ErrorDetail } from '../http/errors';
import { databaseLogFields } from '../http/log-redaction';
import { uniqueConflict, type UniqueIndexes } from '../resources/unique';

const DETAIL_KEYS: Record<string, string> = {
    required: 'required',
    minLength: 'too_short',
    maxLength: 'too_long',
    minItems: 'too_short',
    maxItems: 'too_long',
    type: 'invalid_type',
    format: 'invalid_format',
    pattern: 'invalid_format',
    enum: 'invalid_value',
    const: 'invalid_value',
    anyOf: 'invalid_value',
    minimum: 'too_small',
    exclusiveMinimum: 'too_small',
    maximum: 'too_large',
    exclusiveMaximum: 'too_large',
    additionalProperties: 'unknown_field',
    'x-minimum': 'out_of_range',
    'x-maximum': 'out_of_range',
};

interface ValidationIssue {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
}

function validationDetails(issues: ValidationIssue[], context?: string): ErrorDetail[] {
    const details = new Map<string, string>();
    for (const issue of issues) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const missing = issue.params.missingProperty as string | undefined;
        const field = [path, missing].filter(Boolean).join('.') || context || 'body';
        if (!details.has(field)) details.set(field, DETAIL_KEYS[issue.keyword] ?? 'invalid_value');
    }
    return [...details].map(([field, error]) => ({ field, error }));
}

const STATUS_KEYS: Record<number, [string, string]> = {
    400: ['validation_failed', 'The request is not valid'],
    401: ['unauthorized', 'Authentication is required'],
    403: ['forbidden', 'You have no permission to do this'],
    404: ['not_found', 'Resource not found'],
    405: ['method_not_allowed', 'Method not allowed'],
    406: ['not_acceptable', 'Not acceptable'],
    408: ['request_timeout', 'The request took too long to arrive'],
    413: ['payload_too_large', 'The request body is too large'],
    414: ['uri_too_long', 'The request URL is too long'],
    415: ['unsupported_media_type', 'Unsupported media type'],
    429: ['rate_limited', 'Too many requests, try again later'],
    431: ['headers_too_large', 'The request headers are too large'],
};

const statusKey = (status: number) => STATUS_KEYS[status] ?? ['bad_request', 'The request is not valid'];

/** A request's id: the `trace_id` of its answer, its `X-Trace-Id` header and its log lines. */
export const newTraceId = () => randomBytes(8).toString('hex');

export function sendError(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: string,
    message: string,
    details?: ErrorDetail[],
    extra?: Record<string, unknown>,
) {
    return reply.status(status).send({
        success: false,
        error: key,
        message,
        ...(details ? { details } : {}),
        ...extra,
        trace_id: request.id,
    });
}

/** A 4xx Fastify raised itself, with its status's key; a 400 names the malformed part of the request. */
function sendStatus(request: FastifyRequest, reply: FastifyReply, status: number, part: string) {
    const [key, message] = statusKey(status);
    return sendError(
        request,
        reply,
        status,
        key,
        message,
        status === 400 ? [{ field: part, error: 'invalid_format' }] : undefined,
    );
}

/** Fastify's refusals before a route is found (a malformed URL, a path parameter too long): the usual envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    reply.header('X-Trace-Id', request.id);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendStatus(request, reply, status, 'url');
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'internal_error', 'Something went wrong on our side');
}

/**
 * Requests Node's HTTP parser refuses (headers too large, malformed, too slow): no Fastify request exists, so the
 * envelope is written on the socket, with a trace id of its own.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const [key, message] = statusKey(status);
    const traceId = newTraceId();
    const body = JSON.stringify({ success: false, error: key, message, trace_id: traceId });
    this.log.debug({ err: error, traceId }, 'client error');
    if (socket.writable) {
        socket.write(
            `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
                `Content-Length: ${Buffer.byteLength(body)}\r\nX-Trace-Id: ${traceId}\r\nConnection: close\r\n\r\n${body}`,
        );
    }
    socket.destroy(error);
}

/** `uniqueIndexes`: the declarations' unique indexes, which answer a refused write wherever it was made. */
async function errorsPlugin(app: FastifyInstance, { uniqueIndexes }: { uniqueIndexes: UniqueIndexes }) {
    app.addHook('onRequest', async (request, reply) => {
        reply.header('X-Trace-Id', request.id);
    });

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
        const expected = error instanceof AppError ? error : uniqueConflict(error, uniqueIndexes);
        if (expected) {
            if (expected.headers) reply.headers(expected.headers);
            return sendError(
                request,
                reply,
                expected.statusCode,
                expected.key,
                expected.message,
                expected.details,
                expected.extra,
            );
        }
        const fastifyError = error as FastifyError;
        if (fastifyError.validation) {
            const details = validationDetails(
                fastifyError.validation as ValidationIssue[],
                fastifyError.validationContext,
            );
            return sendError(request, reply, 400, 'validation_failed', 'The request is not valid', details);
        }
        const status = fastifyError.statusCode ?? 500;
        if (status >= 400 && status < 500) return sendStatus(request, reply, status, 'body');
        request.log.error({ err: error, db: databaseLogFields(error) }, 'request failed');
        return sendError(request, reply, 500, 'internal_error', 'Something went wrong on our side');
    });

    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found', 'Resource not found'));
}

export default fp(errorsPlugin, { name: 'errors' });
