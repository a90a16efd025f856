import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import {
    Form,
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
import { formErrorsOf } from '../../dataProvider/fieldErrors';
import { PermissionGrid } from './PermissionGrid';
import type { AuthGroup } from './types';
import { usePermissionCatalogue } from './usePermissionCatalogue';

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
    const notify = useNotify();
    const refresh = useRefresh();
    const catalogue = usePermissionCatalogue();
    const [create] = useCreate();
    const [update] = useUpdate();

    const submit = async (values: Values) => {
        const data = authGroupPayload(values);
        try {
            if (group) {
                await update('auth-group', { id: group.id, data, previousData: group }, { returnPromise: true });
                notify('profile.teams.auth_group.updated', { type: 'success' });
            } else {
                await create('auth-group', { data }, { returnPromise: true });
                notify('profile.teams.auth_group.created', { type: 'success' });
            }
        } catch (error) {
            return formErrorsOf(error) ?? undefined;
        }
        refresh();
        onClose();
    };

    const record: Values = group
        ? { name: group.name, description: group.description ?? '', permissions: group.permissions }
        : { name: '', description: '', permissions: [] };

    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="auth-group-dialog-title">
            {open && (
                <Form record={record} onSubmit={(values: object) => submit(values as Values)}>
                    <DialogTitle id="auth-group-dialog-title">
                        {translate(group ? 'profile.teams.auth_group.edit_title' : 'profile.teams.auth_group.create_title')}
                    </DialogTitle>
                    <DialogContent>
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
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                        <SaveButton
                            label={group ? 'common.action.save' : 'common.action.create'}
                            icon={<SaveIcon />}
                            alwaysEnable
                        />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
