import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Config } from '../../config';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { ErrorEnvelope, Ok, responses } from '../../http/schemas';
import { validatorCompiler } from '../../http/validation';
import { canReadAsset, findAsset, isUploader } from '../../assets/access';
import { deleteUnusedAsset, insertWithinQuota } from './records';
import { AssetBytes, AssetParams, AssetRecord, DeletedAsset, toAsset, UploadForm } from './schemas';
import { MAX_ASSET_BYTES } from './storage';
import { sendAssetBytes } from './send-bytes';
import { readUploadForm } from './upload-form';

const FLAGS = ['public', 'pinned', 'global'] as const;

const notAnImage = () =>
    new AppError(415, 'unsupported_media_type', 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted');

// The multipart body is not parsed into request.body: the handler reads its parts. The body schema stays on the
// route for the API document only.
const skipBodyValidation: FastifySchemaCompiler<object> = route =>
    route.httpPart === 'body' ? () => true : validatorCompiler(route);

/** The bytes are read as sent: a compressed body would only look like a malformed form. */
function refuseCompressedBody(request: FastifyRequest) {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
        throw new AppError(415, 'unsupported_media_type', 'Send the form uncompressed (no Content-Encoding)');
    }
}

function readFlags(fields: Record<string, string>) {
    const flags = { public: false, pinned: false, global: false };
    for (const name of FLAGS) {
        const value = fields[name];
        if (value === undefined || value === '' || value === 'false') continue;
        if (value !== 'true') throw invalid(name, 'invalid_value', `${name} must be the text true or false`);
        flags[name] = true;
    }
    return flags;
}

/** Image upload, download and delete (POST /api/v2/asset, GET and DELETE /api/v2/asset/{uuid}). */
export default async function assetRoutes(app: App, options: { config: Config }) {
    const { uploadQuota } = options.config;
    const store = app.assetStore;
    // Registered here so only the upload route accepts multipart bodies. bodyLimit does not bound them: limits do.
    await app.register(multipart, {
        limits: { fileSize: MAX_ASSET_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
        throwFileSizeLimit: true,
    });

    app.post(
        '/api/v2/asset',
        {
            config: { auth: 'any' },
            validatorCompiler: skipBodyValidation,
            schema: {
                operationId: 'uploadAsset',
                tags: ['asset'],
                security: bearer,
                description:
                    'Uploads an image (any signed-in account). A workspace token files it under that workspace, whose ' +
                    'members may then read it. 415 `unsupported_media_type` when the bytes are not an accepted image, ' +
                    "413 `payload_too_large` past 5 MiB, 413 `quota_exceeded` when the account's uploads (UPLOAD_QUOTA_USER_MB, " +
                    "default 100 MiB) or the workspace's (UPLOAD_QUOTA_WORKSPACE_MB, default 1 GiB) would pass their quota, " +
                    '429 `rate_limited` (with Retry-After) past 60 uploads per account in 10 minutes.',
                consumes: ['multipart/form-data'],
                body: { content: { 'multipart/form-data': { schema: UploadForm } } },
                response: responses({ 201: Ok(AssetRecord) }),
            },
        },
        async (request, reply) => {
            const principal = request.principal!;
            await app.limitUpload(
                request,
                principal.kind === 'admin' ? `admin:${principal.adminId}` : `user:${principal.userId}`,
            );
            if (!request.isMultipart())
                throw new AppError(415, 'unsupported_media_type', 'Send the image as multipart/form-data');
            refuseCompressedBody(request);
            const { file, fields } = await readUploadForm(request, store);
            if (!file) throw invalid('file', 'required', 'Attach the image as the "file" field');
            if (file === 'not_an_image') throw notAnImage();
            try {
                const flags = readFlags(fields);
                const row = await insertWithinQuota(
                    app.db,
                    {
                        uuid: file.name,
                        storageName: file.name,
                        contentType: file.contentType,
                        sizeBytes: file.size,
                        workspaceId: principal.kind === 'workspace' ? principal.workspaceId : null,
                        uploaderUserId: principal.kind === 'admin' ? null : principal.userId,
                        uploaderAdminId: principal.kind === 'admin' ? principal.adminId : null,
                        isPublic: flags.public,
                        pinned: flags.pinned,
                        global: flags.global,
                    },
                    uploadQuota,
                );
                return reply.status(201).send(ok(request, toAsset(row)));
            } catch (error) {
                await store.remove(file.name).catch(() => undefined);
                throw error;
            }
        },
    );

    app.get(
        '/api/v2/asset/:uuid',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'getAsset',
                tags: ['asset'],
                // The token is optional: public assets need none.
                security: [{}, ...bearer],
                description:
                    'The image bytes. Public assets: anyone. Others: the uploader, members of the workspace it was ' +
                    'uploaded in, platform admins; anyone else (and an unknown or malformed uuid) 404 `not_found`. A token that ' +
                    'is sent must be valid (401 otherwise).',
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
            const principal = request.headers.authorization ? await app.authenticate(request) : null;
            request.principal = principal;
            const asset = await findAsset(app.db, request.params.uuid);
            if (!asset || !(await canReadAsset(app.db, asset, principal))) throw notFound();

            const cacheControl = asset.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
            return sendAssetBytes(request, reply as FastifyReply, store, asset, cacheControl);
        },
    );
    app.delete(
        '/api/v2/asset/:uuid',
        {
            config: { auth: 'any' },
            schema: {
                operationId: 'deleteAsset',
                tags: ['asset'],
                security: bearer,
                params: AssetParams,
                description:
                    "Deletes an asset and its bytes: only its uploader may (any of the user's tokens, or the admin who " +
                    'uploaded it); others who may read it get 403 `forbidden`, anyone else 404 `not_found`. An asset that is still ' +
                    'the avatar of a user, an admin or a workspace is kept: 409 `asset_in_use` (change the avatar first).',
                response: responses({ 200: Ok(DeletedAsset) }),
            },
        },
        async request => {
            const principal = request.principal!;
            const asset = await findAsset(app.db, request.params.uuid);
            if (!asset || !(await canReadAsset(app.db, asset, principal))) throw notFound();
            if (!isUploader(asset, principal)) throw forbidden('forbidden', 'Only the uploader may delete this asset');
            if (!(await deleteUnusedAsset(app.db, asset.uuid))) {
                throw conflict('asset_in_use', 'This image is still used as an avatar: change the avatar first');
            }
            await store
                .remove(asset.storageName)
                .catch((error: Error) =>
                    request.log.warn({ err: error, uuid: asset.uuid }, 'deleted asset bytes left in the store'),
                );
            return ok(request, { uuid: asset.uuid });
        },
    );
}
