import type { FastifyReply, FastifyRequest } from 'fastify';
import type { assets } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AssetStore } from './store';

/**
 * Answers with an asset's bytes under `cacheControl`, or 304 when the client's copy (If-None-Match) is current; a
 * missing file is 404, never a cacheable error.
 */
export async function sendAssetBytes(
    request: FastifyRequest,
    reply: FastifyReply,
    store: AssetStore,
    asset: typeof assets.$inferSelect,
    cacheControl: string,
) {
    const etag = `"${asset.uuid}"`;
    const cacheHeaders = {
        'Cache-Control': cacheControl,
        ETag: etag,
        Vary: 'Authorization',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
    };
    if (request.headers['if-none-match'] === etag) return reply.headers(cacheHeaders).status(304).send();

    // Read before the cache headers go on: a failing store must not answer with a cacheable error.
    const bytes = await store.get(asset.storageName);
    if (!bytes) {
        request.log.error({ uuid: asset.uuid }, 'asset bytes missing');
        throw notFound();
    }
    return reply.headers(cacheHeaders).type(asset.contentType).header('Content-Length', bytes.size).send(bytes.body);
}
