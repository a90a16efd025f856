import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, TextInput, maxLength, regex, required, useTranslate } from 'react-admin';
import { browserLocation } from '../api/browserLocation';
import { api } from '../api/client';
import { ImageUpload } from '../inputs/ImageUpload';

export const ORGANIZATION_NAME_MAX = 100;

export const validateOrganizationName = [
    required(),
    regex(/\S/, 'ra.validation.required'),
    maxLength(ORGANIZATION_NAME_MAX, 'common.organization.name_too_long'),
];

interface Values {
    name: string;
    avatar?: string;
}

export interface CreateOrganizationDialogProps {
    open: boolean;
    onClose: () => void;
    /** after a successful creation; the page reloads by default */
    onCreated?: () => void;
}

/** POST /api/v3/workspace {name, avatar?}; on success the dialog closes and the page reloads. */
export const CreateOrganizationDialog = ({
    open,
    onClose,
    onCreated = browserLocation.reload,
}: CreateOrganizationDialogProps) => {
    const translate = useTranslate();
    const create = async ({ name, avatar }: Partial<Values>) => {
        const body = { name: (name ?? '').trim(), ...(avatar ? { avatar } : {}) };
        const { data } = await api.POST('/api/v3/workspace', { body });
        if (!data?.success) return;
        onClose();
        onCreated();
    };
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-organization-title">
            <Form onSubmit={(values: Partial<Values>) => create(values)}>
                <DialogTitle id="create-organization-title">{translate('common.organization.create')}</DialogTitle>
                <DialogContent>
                    <ImageUpload source="avatar" label={false} size={72} />
                    <TextInput
                        source="name"
                        label="common.organization.name"
                        validate={validateOrganizationName}
                        autoFocus
                        fullWidth
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                    <SaveButton label="common.action.create" icon={<AddBusinessIcon />} alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
