import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * A labelled text box for the portal's forms, looking as MUI's TextField does; built from its parts because TextField
 * brings its select (menus, popovers, modals) to every page that uses it.
 */
export const PortalTextField = ({
    label,
    helperText,
    error,
    required,
    ...input
}: Omit<OutlinedInputProps, 'label'> & { label: string; helperText?: string }) => {
    const id = useId();
    const helpId = `${id}-help`;
    return (
        <FormControl error={error} required={required} fullWidth={input.fullWidth}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
                id={id}
                label={required ? `${label} *` : label}
                aria-describedby={helperText ? helpId : undefined}
                {...input}
            />
            {helperText && <FormHelperText id={helpId}>{helperText}</FormHelperText>}
        </FormControl>
    );
};
