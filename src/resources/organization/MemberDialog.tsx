import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SaveIcon from '@mui/icons-material/Save';
import { DialogContentText, Typography } from '@mui/material';
import { CheckboxGroupInput, RadioButtonGroupInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import type { WorkspaceRole } from '../../api/types';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { WORKSPACE_ROLES } from '../../components/backoffice/choices';
import type { AuthGroup, Member } from './types';
import { useSaveRecord } from './useSaveRecord';

const RANK: Record<WorkspaceRole, number> = { owner: 3, admin: 2, member: 1 };

/**
 * The roles a session may give: owner only with the owner's power; otherwise none above its own role (a member allowed
 * to manage the team adds and changes members, not admins).
 */
export const assignableRoles = (ownRole: WorkspaceRole | undefined, canManageOwners: boolean): WorkspaceRole[] =>
    WORKSPACE_ROLES.filter(role =>
        role === 'owner' ? canManageOwners : canManageOwners || RANK[role] <= RANK[ownRole ?? 'member'],
    );

/** Whether a session may change or remove a member of role `target` (the same rule as giving that role). */
export const mayManageRole = (target: WorkspaceRole, ownRole: WorkspaceRole | undefined, canManageOwners: boolean) =>
    assignableRoles(ownRole, canManageOwners).includes(target);

interface Values {
    username_or_email?: string;
    role?: WorkspaceRole;
    auth_group_ids?: number[];
}

export interface MemberDialogProps {
    open: boolean;
    onClose: () => void;
    /** the member to edit; none to add one */
    member?: Member | null;
    /** the roles the session may give (see assignableRoles) */
    roles: WorkspaceRole[];
    /** the workspace's auth groups, or null when the session cannot read them (the field is then left out) */
    groups: AuthGroup[] | null;
}

/**
 * Adds a member (POST /api/v3/workspace-user {username_or_email, role, auth_group_ids?}) or changes one's role and
 * auth groups (PUT /api/v3/workspace-user/{id} {role, auth_group_ids}).
 */
export const MemberDialog = ({ open, onClose, member, roles, groups }: MemberDialogProps) => {
    const translate = useTranslate();
    const save = useSaveRecord('workspace-user', {
        created: 'profile.teams.member.added',
        updated: 'profile.teams.member.updated',
    });
    const editing = Boolean(member);

    const submit = (values: Values) => {
        const role = values.role ?? 'member';
        const auth_group_ids = groups ? (values.auth_group_ids ?? []) : (member?.auth_group_ids ?? undefined);
        if (member) return save(member, { role, auth_group_ids: auth_group_ids ?? [] });
        return save(null, {
            username_or_email: (values.username_or_email ?? '').trim(),
            role,
            ...(auth_group_ids ? { auth_group_ids } : {}),
        });
    };

    const name = member ? member.user.display_name || member.user.username : '';
    const initial = (): FormValues =>
        member
            ? { role: member.role, auth_group_ids: member.auth_group_ids }
            : { role: roles.includes('member') ? 'member' : roles[0], auth_group_ids: [] };

    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title={editing ? 'profile.teams.member.edit_title' : 'profile.teams.member.add_title'}
            initial={initial}
            onSubmit={values => submit(values as Values)}
            errorFields={{ user_not_found: ['username_or_email', 'profile.teams.member.user_not_found'] }}
            submitLabel={editing ? 'common.action.save' : 'profile.teams.member.add'}
            submitIcon={editing ? <SaveIcon /> : <GroupAddIcon />}
            maxWidth="sm"
        >
            {member ? (
                <Typography sx={{ mb: 1 }}>
                    {name}{' '}
                    <Typography component="span" color="text.secondary">
                        @{member.user.username}
                    </Typography>
                </Typography>
            ) : (
                <>
                    <DialogContentText variant="body2" sx={{ mb: 2 }}>
                        {translate('profile.teams.member.add_hint')}
                    </DialogContentText>
                    <TextInput
                        source="username_or_email"
                        label="profile.teams.member.username_or_email"
                        validate={[required(), maxLength(254)]}
                        autoFocus
                        fullWidth
                    />
                </>
            )}
            <RadioButtonGroupInput
                source="role"
                label="profile.teams.member.role"
                choices={roles.map(role => ({ id: role, name: `common.role.${role}` }))}
                validate={required()}
            />
            {groups && (
                <CheckboxGroupInput
                    source="auth_group_ids"
                    label="profile.teams.member.groups"
                    choices={groups}
                    optionText="name"
                    translateChoice={false}
                    helperText={groups.length ? 'profile.teams.auth_group.hint' : 'profile.teams.member.no_groups'}
                />
            )}
        </ActionDialog>
    );
};
