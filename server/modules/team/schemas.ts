import { Type } from 'typebox';
import { Id, Nullable, Text, Timestamp } from '../../http/schemas';
import { WORKSPACE_ROLES } from '../../../common/roles';

export const MemberRecord = Type.Object(
    {
        id: Type.Integer(),
        workspace_id: Type.Integer(),
        user_id: Type.Integer(),
        role: Type.Enum([...WORKSPACE_ROLES]),
        auth_group_ids: Type.Array(Type.Integer()),
        user: Type.Object({
            id: Type.Integer(),
            username: Type.String(),
            display_name: Type.String(),
            email: Type.String(),
            avatar: Nullable(Type.String({ format: 'uuid' })),
        }),
        created_at: Timestamp,
    },
    { title: 'Member' },
);

export const OwnMemberRecord = Type.Object(
    {
        ...MemberRecord.properties,
        permissions: Type.Array(Type.String(), { description: 'What this session may do in the workspace' }),
    },
    { title: 'OwnMember' },
);

const AuthGroupIds = Type.Array(Id(), { maxItems: 100, uniqueItems: true });

export const AddMemberBody = Type.Object(
    {
        username_or_email: Text({ minLength: 1, maxLength: 254 }),
        role: Type.Enum([...WORKSPACE_ROLES]),
        auth_group_ids: Type.Optional(AuthGroupIds),
    },
    { additionalProperties: false },
);

export const UpdateMemberBody = Type.Object(
    {
        role: Type.Enum([...WORKSPACE_ROLES]),
        auth_group_ids: Type.Optional(AuthGroupIds),
    },
    { additionalProperties: false },
);

export const MEMBER_SORTABLE = ['username', 'role', 'created_at'] as const;
