import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthFormProps {
    title: string;
    submitLabel: string;
    /** Runs on submit; the button stays disabled until it settles. */
    onSubmit: () => Promise<unknown>;
    disabled?: boolean;
    children: ReactNode;
}

/** A titled form of the auth card. `noValidate`: the server validates, the browser does not. */
export const AuthForm = ({ title, submitLabel, onSubmit, disabled = false, children }: AuthFormProps) => {
    const [busy, setBusy] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setBusy(true);
        try {
            await onSubmit();
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box component="form" noValidate onSubmit={submit}>
            <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
                {title}
            </Typography>
            <Stack spacing={2}>
                {children}
                <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled || busy}>
                    {submitLabel}
                </Button>
            </Stack>
        </Box>
    );
};
