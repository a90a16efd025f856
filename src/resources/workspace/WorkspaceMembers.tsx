import { Typography } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { AddMembershipForm } from '../../components/backoffice/AddMembershipForm';
import { MembershipTable, type MembershipRow } from '../../components/backoffice/MembershipTable';
import { addMember, type Member } from '../../components/backoffice/memberApi';

interface WorkspaceWithMembers {
    id: number;
    members?: Member[];
}

/** The members of a workspace, with role change, removal, and adding a user with a role. */
export const WorkspaceMembers = () => {
    const record = useRecordContext<WorkspaceWithMembers>();
    const translate = useTranslate();
    const createPath = useCreatePath();
    if (!record) return null;
    const rows: MembershipRow[] = (record.members ?? []).map(member => ({
        id: member.id,
        workspaceId: record.id,
        role: member.role,
        avatar: member.user?.avatar ?? null,
        name: member.user?.username ?? `#${member.user_id}`,
        detail: [member.user?.display_name, member.user?.email].filter(Boolean).join(' · '),
        link: createPath({ resource: 'user', type: 'edit', id: member.user_id }),
    }));
    return (
        <>
            <Typography variant="h6" gutterBottom>
                {translate('admin.member.title')}
            </Typography>
            <MembershipTable rows={rows} nameLabel="admin.field.user" emptyText="admin.member.empty" />
            <AddMembershipForm
                reference="user"
                optionText="username"
                label="admin.field.user"
                submitLabel="admin.member.add"
                onAdd={(userId, role) => addMember(record.id, userId, role)}
            />
        </>
    );
};
