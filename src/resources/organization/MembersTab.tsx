import { useState } from 'react';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Chip, Stack } from '@mui/material';
import { Confirm, DataTable, TopToolbar, useGetList, useTranslate } from 'react-admin';
import { DeleteRecordConfirm } from '../../components/DeleteRecordConfirm';
import { Avatar } from '../../inputs/Avatar';
import { leaveWorkspace, useCan, useSession } from '../../session';
import { MemberDialog, assignableRoles, mayManageRole } from './MemberDialog';
import { RowActions, TeamTabList } from './TeamTab';
import type { AuthGroup, Member } from './types';

/** A column of the members table. */
const Col = DataTable.Col<Member>;

const nameOf = (member: Member) => member.user.display_name || member.user.username;

/** Every auth group of the workspace (for names and choices), or null when the session cannot read them. */
const useAuthGroups = (): AuthGroup[] | null => {
    const can = useCan();
    const readable = can('auth-group:read');
    const { data } = useGetList<AuthGroup>(
        'auth-group',
        { pagination: { page: 1, perPage: 9999 }, sort: { field: 'name', order: 'ASC' } },
        { enabled: readable },
    );
    return readable ? (data ?? []) : null;
};

const Toolbar = ({ onAdd, onLeave }: { onAdd?: () => void; onLeave: () => void }) => {
    const translate = useTranslate();
    return (
        <TopToolbar>
            {onAdd && (
                <Button size="small" startIcon={<GroupAddIcon />} onClick={onAdd}>
                    {translate('profile.teams.member.add')}
                </Button>
            )}
            <Button size="small" color="warning" startIcon={<LogoutIcon />} onClick={onLeave}>
                {translate('profile.teams.leave')}
            </Button>
        </TopToolbar>
    );
};

/** The members tab of /app/organization/teams: list, add, change role and groups, remove, leave. */
export const MembersTab = () => {
    const translate = useTranslate();
    const can = useCan();
    const { user, workspace, workspaceUser } = useSession();
    const groups = useAuthGroups();
    const [dialog, setDialog] = useState<{ member: Member | null } | null>(null);
    const [removing, setRemoving] = useState<Member | null>(null);
    const [leaving, setLeaving] = useState(false);
    const [busy, setBusy] = useState(false);

    const canManage = can('team:manage');
    const canManageOwners = can('owner:manage') || workspaceUser?.role === 'owner';
    const ownRole = workspaceUser?.role;
    const roles = assignableRoles(ownRole, canManageOwners);
    const isMe = (member: Member) => member.user_id === (workspaceUser?.user_id ?? user?.id);
    // Owners are changed by owners only, admins not by members; one's own role only by an owner (stepping down).
    const mayChange = (member: Member) =>
        canManage && mayManageRole(member.role, ownRole, canManageOwners) && (!isMe(member) || canManageOwners);
    const groupName = new Map((groups ?? []).map(group => [group.id, group.name]));

    const leave = async () => {
        if (!workspace) return;
        setBusy(true);
        await leaveWorkspace(workspace.workspace_id);
        setBusy(false);
        setLeaving(false);
    };

    return (
        <>
            <TeamTabList<Member>
                resource="workspace-user"
                sortField="username"
                actions={
                    <Toolbar
                        onAdd={canManage ? () => setDialog({ member: null }) : undefined}
                        onLeave={() => setLeaving(true)}
                    />
                }
                sx={{ '& .RaList-main': { mt: 0 } }}
            >
                <DataTable<Member> rowClick={false} bulkActionButtons={false}>
                    <Col
                        source="username"
                        label="profile.teams.member.username"
                        render={member => (
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                <Avatar uuid={member.user.avatar} text={nameOf(member)} size={28} />
                                <span>{member.user.username}</span>
                                {isMe(member) && <Chip size="small" label={translate('profile.teams.member.you')} />}
                            </Stack>
                        )}
                    />
                    <Col source="user.display_name" label="profile.teams.member.display_name" disableSort />
                    <Col source="user.email" label="profile.teams.member.email" disableSort />
                    <Col
                        source="role"
                        label="profile.teams.member.role"
                        render={member => (
                            <Chip
                                size="small"
                                variant={member.role === 'member' ? 'outlined' : 'filled'}
                                color={member.role === 'owner' ? 'primary' : 'default'}
                                label={translate(`common.role.${member.role}`)}
                            />
                        )}
                    />
                    {groups && (
                        <Col
                            label="profile.teams.member.groups"
                            disableSort
                            render={member => (
                                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                                    {member.auth_group_ids.map(id => (
                                        <Chip
                                            key={id}
                                            size="small"
                                            variant="outlined"
                                            label={groupName.get(id) ?? `#${id}`}
                                        />
                                    ))}
                                </Box>
                            )}
                        />
                    )}
                    <Col
                        label={false}
                        disableSort
                        align="right"
                        render={member =>
                            mayChange(member) && (
                                <RowActions
                                    editLabel={translate('profile.teams.member.edit', { name: nameOf(member) })}
                                    onEdit={() => setDialog({ member })}
                                    removeLabel={translate('profile.teams.member.remove', { name: nameOf(member) })}
                                    onRemove={isMe(member) ? undefined : () => setRemoving(member)}
                                    removeTooltip="common.action.remove"
                                />
                            )
                        }
                    />
                </DataTable>
            </TeamTabList>
            <MemberDialog
                open={dialog !== null}
                member={dialog?.member}
                onClose={() => setDialog(null)}
                roles={roles}
                groups={groups}
            />
            <DeleteRecordConfirm
                resource="workspace-user"
                record={removing}
                onClose={() => setRemoving(null)}
                successMessage="profile.teams.member.removed"
            />
            <Confirm
                isOpen={leaving}
                loading={busy}
                title="profile.self.organizations.leave_title"
                content="profile.self.organizations.leave_content"
                translateOptions={{ name: workspace?.name ?? '' }}
                confirm="profile.self.organizations.leave"
                cancel="common.action.cancel"
                confirmColor="warning"
                onConfirm={leave}
                onClose={() => setLeaving(false)}
            />
        </>
    );
};
