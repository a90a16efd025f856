import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DeleteOrganizationDialogProps {
    open: boolean;
    /** the organization's name, which the user types to confirm */
    name: string;
    onClose: () => void;
    /** deletes it; resolves whether it went through (a failure has shown its toast) */
    onDelete: () => Promise<boolean>;
}

/** Asks for the organization's exact name before deleting it. */
export const DeleteOrganizationDialog = ({ open, name, onClose, onDelete }: DeleteOrganizationDialogProps) => {
    const translate = useTranslate();
    const [typed, setTyped] = useState('');
    const [busy, setBusy] = useState(false);
    const close = () => {
        setTyped('');
        onClose();
    };
    const confirm = async () => {
        setBusy(true);
        const deleted = await onDelete();
        setBusy(false);
        if (!deleted) close();
    };
    return (
        <Dialog
            open={open}
            onClose={busy ? undefined : close}
            fullWidth
            maxWidth="xs"
            aria-labelledby="delete-org-title"
        >
            <DialogTitle id="delete-org-title">{translate('profile.organization.delete.title')}</DialogTitle>
            <DialogContent>
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translate('profile.organization.delete.warning', { name })}
                </Alert>
                <TextField
                    label={translate('profile.organization.delete.prompt', { name })}
                    value={typed}
                    onChange={event => setTyped(event.target.value)}
                    autoFocus
                    fullWidth
                    autoComplete="off"
                    slotProps={{ htmlInput: { spellCheck: false } }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={busy}>
                    {translate('common.action.cancel')}
                </Button>
                <Button
                    color="error"
                    variant="contained"
                    startIcon={
                        busy ? (
                            <CircularProgress size={16} color="inherit" aria-label={translate('ra.page.loading')} />
                        ) : (
                            <DeleteForeverIcon />
                        )
                    }
                    disabled={busy || typed !== name}
                    onClick={confirm}
                >
                    {translate('profile.organization.delete.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
