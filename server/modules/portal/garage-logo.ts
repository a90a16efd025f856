import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { findAsset } from '../../assets/access';
import { workspaces } from '../../db/schema';
import type { App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { ErrorEnvelope } from '../../http/schemas';
import { AssetBytes, AssetParams } from '../asset/schemas';
import { sendAssetBytes } from '../asset/send-bytes';

/**
 * `GET /public/v3/garage-logo/{uuid}`: a garage's logo for its customers' pages and e-mails, without a token. Only an
 * image that is a workspace's logo now answers; any other uuid is 404, as if it did not exist.
 */
export default async function garageLogoRoutes(app: App) {
    app.get(
        '/public/v3/garage-logo/:uuid',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'getGarageLogo',
                tags: ['portal'],
                summary: "A garage's logo, as its customers' pages show it",
                description:
                    "The image bytes of a workspace's logo (its avatar), cached for a day. Any other uuid, and a " +
                    'logo the garage has since replaced, is 404 `not_found`.',
                params: AssetParams,
                response: {
                    200: AssetBytes,
                    304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
                    '4xx': ErrorEnvelope,
                    '5xx': ErrorEnvelope,
                },
            },
        },
        async (request, reply) => {
            const asset = await findAsset(app.db, request.params.uuid);
            if (!asset) throw notFound();
            const [garage] = await app.db
                .select({ id: workspaces.id })
                .from(workspaces)
                .where(eq(workspaces.avatar, asset.uuid))
                .limit(1);
            if (!garage) throw notFound();
            return sendAssetBytes(request, reply as FastifyReply, app.assetStore, asset, 'public, max-age=86400');
        },
    );
}
