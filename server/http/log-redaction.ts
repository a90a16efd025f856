import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/** Keys whose values are never logged, at any depth of a logged error. */
const SECRET_KEY = /pass(word)?|hash|secret|token|authorization|cookie|^params$/i;

/** Keys logged objects may carry secrets under, for pino's redaction (one `*` is one level). */
const SECRET_FIELDS = [
    'password',
    'passwordHash',
    'password_hash',
    'current_password',
    'new_password',
    'token',
    'authorization',
    'cookie',
];
const REDACT_PATHS = [
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map(field => `*.${field}`),
    ...SECRET_FIELDS.map(field => `*.*.${field}`),
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-hub-signature-256"]',
    '*.headers["set-cookie"]',
    '*.headers["x-hub-signature-256"]',
];

/** A query parameter named for a secret: a reset link's token, a webhook's verify_token, a password, a signature. */
const SECRET_QUERY = /([?&][^=&#\s"]*(?:token|password|secret|signature)[^=&#\s"]*=)[^&#\s"]*/gi;
/** A path under /portal/: the customer portal's pages (`/portal/opt-out/<token>`) and its API (`/public/v3/portal/…`). */
const PORTAL_PATH = /\/portal((?:\/[^/?#\s"\\]+)+)/g;
/** A segment of a portal path kept in the log: a word such as estimate, opt-out, approve or book (a short slug too). */
const PORTAL_WORD = /^[a-z]{1,20}(?:-[a-z]{1,20})*$/;
/** A token as the server mints them (32 random bytes, base64url: 43 characters), wherever it stands. */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** A JSON web token (a session's). */
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

const portalSegment = (segment: string) =>
    segment === '' || (segment.length <= 30 && PORTAL_WORD.test(segment)) ? segment : REDACTED;

/**
 * Text with every portal token taken out: under `/portal/` only words stay (`/portal/opt-out/[redacted]`,
 * `/public/v3/portal/[redacted]/approve`), secret query parameters keep their name only, and any token- or JWT-shaped
 * string is cut wherever it stands. Applied to every log line as it is written.
 */
export const redactSecrets = (text: string) =>
    text
        .replace(SECRET_QUERY, `$1${REDACTED}`)
        .replace(PORTAL_PATH, (_path, segments: string) => `/portal${segments.split('/').map(portalSegment).join('/')}`)
        .replace(JWT, REDACTED)
        .replace(TOKEN, REDACTED);

/** A request URL as logged: `redactSecrets`. */
export const redactQuery = redactSecrets;

/**
 * A database message's quoted value: `invalid input syntax for type integer: "…"` (and every other
 * `…: "<the value>"` at a line's end), `value "…" is out of range`. Quoted names (`relation "users"`) stay.
 */
const redactQuotedValues = (text: string) =>
    text.replace(/(: )"[^\n]*"$/gm, `$1${REDACTED}`).replace(/\bvalue "[^"\n]*"/g, `value ${REDACTED}`);

/** Text of a database error that can quote the values written: drizzle's `params: …` line, PostgreSQL's failing row. */
const redactText = (text: string) =>
    redactQuotedValues(
        text
            .replace(/^params: .*$/gm, `params: ${REDACTED}`)
            .replace(/(Failing row contains )\(.*\)/g, `$1${REDACTED}`),
    );

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseFacts {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    cause?: DatabaseFacts;
}

/**
 * What an operator needs of a database error behind a 500, for its log line: the SQLSTATE, PostgreSQL's message
 * (values cut) and the constraint, table and column it names; never the query's parameters nor the row's values
 * (its `detail`). Undefined when no database error is inside `error` (drizzle wraps PostgreSQL's as its cause).
 */
export function databaseLogFields(error: unknown) {
    let current = error as DatabaseFacts | undefined;
    for (let depth = 0; current && depth < 8; depth++, current = current.cause) {
        if (typeof current.code !== 'string' || !SQLSTATE.test(current.code)) continue;
        const facts = {
            code: current.code,
            message: redactQuotedValues(String(current.message ?? '')),
            constraint: current.constraint,
            table: current.table,
            column: current.column,
        };
        return Object.fromEntries(
            Object.entries(facts).filter(([, value]) => typeof value === 'string' && value !== ''),
        );
    }
    return undefined;
}

function scrub(value: unknown, depth = 0): unknown {
    if (typeof value === 'string') return redactText(value);
    if (depth > 8 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(item => scrub(item, depth + 1));
    return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : scrub(inner, depth + 1)]),
    );
}

/** pino's error serializer, without the values a failed query was given (password hashes, tokens…). */
export const safeErrorSerializer = (error: Error) => scrub(pino.stdSerializers.err(error));

/** Fastify's request serializer, with tokens in the path and the query string redacted. */
const safeRequestSerializer = (request: FastifyRequest) => ({
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
});

/**
 * Logger options that keep secrets out of every log line: no password, hash, token, signature or Authorization
 * header in a field, and no portal token anywhere in a line as it is written (whatever logged it).
 */
export const safeLoggerOptions = (): LoggerOptions => ({
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer, req: safeRequestSerializer as never },
    hooks: { streamWrite: redactSecrets },
});
