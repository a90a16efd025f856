import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lookupMessage } from '../i18n/lookup';
import meta from '../i18n/namespaces/meta';
import { dismissToast, useToasts, type Toast } from '../store/toasts';

const ToastAlert = ({ toast }: { toast: Toast }) => {
    useEffect(() => {
        if (!Number.isFinite(toast.durationMs)) return undefined;
        const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
        return () => clearTimeout(timer);
    }, [toast]);
    const { action } = toast;
    return (
        <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => dismissToast(toast.id)}
            closeText={lookupMessage(meta, 'toast.close')}
            sx={{ pointerEvents: 'auto', boxShadow: 6 }}
        >
            <Box sx={{ fontWeight: 600 }}>{toast.message}</Box>
            {toast.description && <Box sx={{ typography: 'caption' }}>{toast.description}</Box>}
            {action && (
                <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    sx={{ mt: 1 }}
                    onClick={() => {
                        dismissToast(toast.id);
                        action.run();
                    }}
                >
                    {action.label}
                </Button>
            )}
        </Alert>
    );
};

/** The toast stack at the top right of every page (mounted once, in App). */
export const Toaster = () => {
    const toasts = useToasts();
    return (
        <Stack
            spacing={1}
            aria-live="assertive"
            sx={{
                position: 'fixed',
                top: 16,
                right: 16,
                zIndex: theme => theme.zIndex.snackbar,
                width: 'min(22rem, calc(100vw - 32px))',
                pointerEvents: 'none',
            }}
        >
            {toasts.map(toast => (
                <ToastAlert key={toast.id} toast={toast} />
            ))}
        </Stack>
    );
};
