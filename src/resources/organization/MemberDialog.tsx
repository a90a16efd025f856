import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import {
    CheckboxGroupInput,
    Form,
    RadioButtonGroupInput,
    SaveButton,
    TextInput,
    maxLength,
    required,
    useCreate,
    useNotify,
    useRefresh,
    useTranslate,
    useUpdate,
} from 'react-admin';
import { ApiError } from '../../api/client';
import type { WorkspaceRole } from '../../api/types';
import { WORKSPACE_ROLES } from '../../components/backoffice/choices';
import { formErrorsOf } from '../../dataProvider/fieldErrors';
import type { AuthGroup, Member } from './types';

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

/** Field errors for a refused add or edit; the toast has already been shown. */
const errorsOf = (error: unknown) => {
    if (error instanceof ApiError && error.error === 'user_not_found')
        return { username_or_email: 'profile.teams.member.user_not_found' };
    return formErrorsOf(error) ?? undefined;
};

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
    const notify = useNotify();
    const refresh = useRefresh();
    const [create] = useCreate();
    const [update] = useUpdate();
    const editing = Boolean(member);

    const submit = async (values: Values) => {
        const role = values.role ?? 'member';
        const auth_group_ids = groups ? (values.auth_group_ids ?? []) : (member?.auth_group_ids ?? undefined);
        try {
            if (member) {
                const data = { role, auth_group_ids: auth_group_ids ?? [] };
                await update('workspace-user', { id: member.id, data, previousData: member }, { returnPromise: true });
                notify('profile.teams.member.updated', { type: 'success' });
            } else {
                const data = {
                    username_or_email: (values.username_or_email ?? '').trim(),
                    role,
                    ...(auth_group_ids ? { auth_group_ids } : {}),
                };
                await create('workspace-user', { data }, { returnPromise: true });
                notify('profile.teams.member.added', { type: 'success' });
            }
        } catch (error) {
            return errorsOf(error);
        }
        refresh();
        onClose();
    };

    const name = member ? member.user.display_name || member.user.username : '';
    const record: Values = member
        ? { role: member.role, auth_group_ids: member.auth_group_ids }
        : { role: roles.includes('member') ? 'member' : roles[0], auth_group_ids: [] };

    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="member-dialog-title">
            {open && (
                <Form record={record} onSubmit={(values: object) => submit(values as Values)}>
                    <DialogTitle id="member-dialog-title">
                        {translate(editing ? 'profile.teams.member.edit_title' : 'profile.teams.member.add_title')}
                    </DialogTitle>
                    <DialogContent>
                        {member ? (
                            <Typography sx={{ mb: 1 }}>
                                {name} <Typography component="span" color="text.secondary">@{member.user.username}</Typography>
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
                                helperText={
                                    groups.length
                                        ? 'profile.teams.auth_group.hint'
                                        : 'profile.teams.member.no_groups'
                                }
                            />
                        )}
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                        <SaveButton
                            label={editing ? 'common.action.save' : 'profile.teams.member.add'}
                            icon={editing ? <SaveIcon /> : <GroupAddIcon />}
                            alwaysEnable
                        />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
