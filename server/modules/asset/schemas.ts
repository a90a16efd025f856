import { Type } from 'typebox';
import type { assets } from '../../db/schema';
import { Timestamp } from '../../http/schemas';
import { ACCEPTED_TYPES } from './storage';

export const AssetRecord = Type.Object(
    {
        uuid: Type.String({ format: 'uuid' }),
        content_type: Type.Enum([...ACCEPTED_TYPES]),
        size_bytes: Type.Integer(),
        public: Type.Boolean(),
        created_at: Timestamp,
    },
    { title: 'Asset' },
);

const Flag = (description: string) => Type.Optional(Type.Enum(['true', 'false'], { description }));

/** The upload form, for the API document: the handler reads and checks the parts itself. */
export const UploadForm = Type.Object(
    {
        file: Type.String({
            format: 'binary',
            description:
                'The image: PNG, JPEG, GIF, WebP or AVIF (checked by its bytes), at most 5 MiB. Its file name is not used.',
        }),
        public: Flag('`true`: anyone may read the asset, without a token.'),
        pinned: Flag('`true`: recorded with the asset.'),
        global: Flag('`true`: recorded with the asset.'),
    },
    { required: ['file'] },
);

export const DeletedAsset = Type.Object({ uuid: Type.String({ format: 'uuid' }) });

export const AssetParams = Type.Object({ uuid: Type.String({ description: 'The asset uuid' }) });

const Binary = { schema: Type.String({ format: 'binary' }) };

export const AssetBytes = {
    description: 'The image bytes, with the content type detected at upload',
    content: Object.fromEntries(ACCEPTED_TYPES.map(type => [type, Binary])),
};

export const toAsset = (row: typeof assets.$inferSelect) => ({
    uuid: row.uuid,
    content_type: row.contentType as (typeof ACCEPTED_TYPES)[number],
    size_bytes: row.sizeBytes,
    public: row.isPublic,
    created_at: row.createdAt.toISOString(),
});
