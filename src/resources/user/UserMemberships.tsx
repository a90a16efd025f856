import { Typography } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { AddMembershipForm } from '../../components/backoffice/AddMembershipForm';
import { MembershipTable, type MembershipRow } from '../../components/backoffice/MembershipTable';
import { addMember, type Member } from '../../components/backoffice/memberApi';

interface UserWithMemberships {
    id: number;
    memberships?: Member[];
}

/** The workspaces a user belongs to, with role change, removal, and adding the user to another workspace. */
export const UserMemberships = () => {
    const record = useRecordContext<UserWithMemberships>();
    const translate = useTranslate();
    const createPath = useCreatePath();
    if (!record) return null;
    const rows: MembershipRow[] = (record.memberships ?? []).map(membership => ({
        id: membership.id,
        workspaceId: membership.workspace_id,
        role: membership.role,
        avatar: membership.workspace?.avatar ?? null,
        name: membership.workspace?.name ?? `#${membership.workspace_id}`,
        link: createPath({ resource: 'workspace', type: 'edit', id: membership.workspace_id }),
    }));
    return (
        <>
            <Typography variant="h6" gutterBottom>
                {translate('admin.membership.title')}
            </Typography>
            <MembershipTable rows={rows} nameLabel="admin.field.workspace" emptyText="admin.membership.empty" />
            <AddMembershipForm
                reference="workspace"
                optionText="name"
                label="admin.field.workspace"
                submitLabel="admin.membership.add"
                onAdd={(workspaceId, role) => addMember(workspaceId, record.id, role)}
            />
        </>
    );
};
