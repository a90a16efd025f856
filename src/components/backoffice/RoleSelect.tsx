import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkspaceRole } from '../../api/types';
import { WORKSPACE_ROLES } from './choices';

export interface RoleSelectProps {
    value: WorkspaceRole;
    onChange: (role: WorkspaceRole) => void;
    disabled?: boolean;
    /** names the select for assistive technology, e.g. the member's username */
    ariaLabel?: string;
}

/** A compact owner / admin / member select for a table cell. */
export const RoleSelect = ({ value, onChange, disabled, ariaLabel }: RoleSelectProps) => {
    const translate = useTranslate();
    return (
        <TextField
            select
            size="small"
            variant="standard"
            value={value}
            disabled={disabled}
            onChange={event => onChange(event.target.value as WorkspaceRole)}
            slotProps={{ select: { inputProps: { 'aria-label': ariaLabel ?? translate('admin.field.role') } } }}
        >
            {WORKSPACE_ROLES.map(role => (
                <MenuItem key={role} value={role}>
                    {translate(`common.role.${role}`)}
                </MenuItem>
            ))}
        </TextField>
    );
};
