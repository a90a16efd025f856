import { TextInput, maxLength, required } from 'react-admin';
import { ImageUpload } from '../../inputs/ImageUpload';

/** The spec's rule for an organization name: required, at most 100 characters. */
const validateName = [required(), maxLength(100, 'common.organization.name_too_long')];

export const WorkspaceIdentityInputs = ({ name }: { name?: string }) => (
    <>
        <ImageUpload source="avatar" label="admin.field.avatar" text={name} />
        <TextInput source="name" label="admin.field.name" validate={validateName} />
    </>
);

export interface WorkspacePayload {
    name: string;
    avatar: string | null;
    status: string;
    owner_user_id?: number;
}

/** The fields a workspace create or update sends. */
export const workspacePayload = (values: Record<string, unknown>): WorkspacePayload => {
    const { name, avatar, status, owner_user_id } = values as Partial<WorkspacePayload>;
    return {
        name: (name ?? '').trim(),
        avatar: avatar ?? null,
        status: status ?? 'active',
        ...(owner_user_id !== undefined ? { owner_user_id } : {}),
    };
};
