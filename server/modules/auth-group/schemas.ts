import { Type } from 'typebox';
import { Text, Timestamp } from '../../http/schemas';
import type { Permission } from '../permission/catalogue';

export const AuthGroupRecord = Type.Object(
    {
        id: Type.Integer(),
        workspace_id: Type.Integer(),
        name: Type.String(),
        description: Type.String(),
        permissions: Type.Array(Type.String()),
        member_count: Type.Integer(),
        created_at: Timestamp,
    },
    { title: 'AuthGroup' },
);

/** A group as written: its permissions among those the catalogue lets a group grant. */
export const authGroupBody = (grantable: readonly Permission[]) =>
    Type.Object(
        {
            name: Text({ minLength: 1, maxLength: 100 }),
            description: Type.Optional(Text({ maxLength: 500 })),
            permissions: Type.Array(Type.Enum([...grantable]), { uniqueItems: true }),
        },
        { additionalProperties: false },
    );

export const AUTH_GROUP_SORTABLE = ['name', 'created_at'] as const;
