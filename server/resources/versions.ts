import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { AppError, invalid } from '../http/errors';
import { Ok } from '../http/schemas';

/**
 * Optimistic concurrency (docs/api.md, Versions): every declared record carries `version`, 1 when created and one more on each
 * write. A client names the version it read, in `If-Match: "<n>"` or as the body's `version`; a write from another
 * version than the current one is 409 `stale` and writes nothing. A client that names none writes as before.
 */

/** The versions a write was made from: If-Match's (null: no header, or `*`) and the body's (undefined: none). */
export interface VersionCondition {
    ifMatch: readonly number[] | null;
    body?: number;
}

export const etagOf = (version: unknown) => `"${version}"`;

const TAG = /^"?(\d{1,10})"?$/;

/**
 * The versions `If-Match` names: `"3"` (or `3`), a list (`"3", "4"`), `*` for any (null, as no header). Anything
 * else (a weak tag, an empty one, text) names no version of ours: 400 on `If-Match`.
 */
export function ifMatchOf(request: FastifyRequest): number[] | null {
    const header = request.headers['if-match'];
    if (header === undefined) return null;
    const text = Array.isArray(header) ? header.join(',') : header;
    if (text.trim() === '*') return null;
    const tags = text.split(',').map(tag => TAG.exec(tag.trim()));
    if (tags.some(tag => !tag || tag[0].startsWith('"') !== tag[0].endsWith('"'))) {
        throw invalid('If-Match', 'invalid_format', 'If-Match takes the ETag a read answered, e.g. "3", or *');
    }
    return tags.map(tag => Number(tag![1]));
}

export const stale = () =>
    new AppError(
        409,
        'stale',
        'This record was changed by someone else since you opened it: reload it to see the changes',
    );

/** 409 `stale` unless every version the write names is the current one. */
export function assertCurrent(condition: VersionCondition | undefined, current: unknown) {
    if (!condition) return;
    if (condition.ifMatch && !condition.ifMatch.includes(current as number)) throw stale();
    if (condition.body !== undefined && condition.body !== current) throw stale();
}

/** Answers a record's version as its ETag. */
export const withEtag = (reply: FastifyReply, record: { version?: unknown }) =>
    reply.header('ETag', etagOf(record.version));

export const VERSION_DESCRIPTION = 'Starts at 1 and grows by one on every write; answered as the ETag too';

/** The request header that makes a write conditional, as the OpenAPI document shows it. */
export const IfMatchHeaders = Type.Object({
    'if-match': Type.Optional(
        Type.String({
            description:
                'The ETag a read answered ("3"): a record changed since then is 409 stale and nothing is written. * or none: any version',
        }),
    ),
});

/** The response header of an answer that holds one record. */
export const EtagHeaders = { ETag: { type: 'string', description: 'The record\'s version, quoted: "3"' } };

/** The answer of a call on one versioned record: the record, and its version as the ETag. */
export const OkVersioned = <T extends TSchema>(data: T) => ({ ...Ok(data), headers: EtagHeaders });
