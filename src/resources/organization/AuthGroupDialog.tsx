import SaveIcon from '@mui/icons-material/Save';
import { Box, CircularProgress, DialogContentText } from '@mui/material';
import { TextInput, maxLength, required, useTranslate } from 'react-admin';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { PermissionGrid } from './PermissionGrid';
import type { AuthGroup } from './types';
import { usePermissionCatalogue } from './usePermissionCatalogue';
import { useSaveRecord } from './useSaveRecord';

interface Values {
    name?: string;
    description?: string | null;
    permissions?: string[];
}

/** The body of POST and PUT /api/v3/auth-group: `{name, description?, permissions}`. */
export const authGroupPayload = ({ name, description, permissions }: Values) => ({
    name: (name ?? '').trim(),
    description: (description ?? '').trim(),
    permissions: permissions ?? [],
});

export interface AuthGroupDialogProps {
    open: boolean;
    onClose: () => void;
    /** the group to edit; none to create one */
    group?: AuthGroup | null;
}

/** Creates or edits an auth group: its name, description and the permissions it grants. */
export const AuthGroupDialog = ({ open, onClose, group }: AuthGroupDialogProps) => {
    const translate = useTranslate();
    const catalogue = usePermissionCatalogue();
    const save = useSaveRecord('auth-group', {
        created: 'profile.teams.auth_group.created',
        updated: 'profile.teams.auth_group.updated',
    });

    const initial = (): FormValues =>
        group
            ? { name: group.name, description: group.description ?? '', permissions: group.permissions }
            : { name: '', description: '', permissions: [] };

    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title={group ? 'profile.teams.auth_group.edit_title' : 'profile.teams.auth_group.create_title'}
            initial={initial}
            onSubmit={values => save(group, authGroupPayload(values as Values))}
            submitLabel={group ? 'common.action.save' : 'common.action.create'}
            submitIcon={<SaveIcon />}
            maxWidth="sm"
        >
            <DialogContentText variant="body2" sx={{ mb: 2 }}>
                {translate('profile.teams.auth_group.hint')}
            </DialogContentText>
            <TextInput
                source="name"
                label="profile.teams.auth_group.name"
                validate={[required(), maxLength(100)]}
                autoFocus
                fullWidth
            />
            <TextInput
                source="description"
                label="profile.teams.auth_group.description"
                validate={maxLength(500)}
                multiline
                fullWidth
            />
            {catalogue ? (
                <PermissionGrid catalogue={catalogue} />
            ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
                    <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                </Box>
            )}
        </ActionDialog>
    );
};
