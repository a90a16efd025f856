import {
    Box,
    Checkbox,
    FormControlLabel,
    FormGroup,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { garageResources } from '../../apps/user/mounts';
import type { PermissionCatalogue } from './types';

/**
 * The i18n key naming a permission resource or a standalone permission: a declared resource's menu label
 * (`vehicle` → `motor-garage.menu.vehicle`), else its own (`auth-group`, `statistic:read`).
 */
export const permissionLabelKey = (name: string): string =>
    garageResources.find(resource => resource.permission === name)?.options.label ??
    `profile.permission.name.${name.replace(/[^a-zA-Z0-9]+/g, '_')}`;

const COMMON_ACTIONS = ['read', 'write', 'delete'];

/** Columns of the grid: read, write, delete, then any other action the catalogue has. */
const actionsOf = (catalogue: PermissionCatalogue): string[] => {
    const all = new Set([...COMMON_ACTIONS, ...catalogue.resources.flatMap(resource => resource.actions)]);
    return [...all].filter(action => catalogue.resources.some(resource => resource.actions.includes(action)));
};

export interface PermissionGridProps {
    catalogue: PermissionCatalogue;
    /** the form field holding the permission strings */
    source?: string;
    readOnly?: boolean;
}

/**
 * The permissions of an auth group as a resource × action grid of checkboxes, plus the standalone permissions; the
 * form value is the list of `<resource>:<action>` strings that are ticked.
 */
export const PermissionGrid = ({ catalogue, source = 'permissions', readOnly = false }: PermissionGridProps) => {
    const translate = useTranslate();
    const { field } = useInput({ source, defaultValue: [] });
    const value: string[] = Array.isArray(field.value) ? field.value : [];
    const actions = actionsOf(catalogue);

    const nameOf = (name: string) => translate(permissionLabelKey(name), { _: name });
    const actionName = (action: string) => translate(`profile.permission.action.${action}`, { _: action });
    const toggle = (permission: string, on: boolean) =>
        field.onChange(
            on ? [...value.filter(one => one !== permission), permission] : value.filter(one => one !== permission),
        );
    const box = (permission: string, label: string) => (
        <Checkbox
            checked={value.includes(permission)}
            onChange={event => toggle(permission, event.target.checked)}
            disabled={readOnly}
            size="small"
            slotProps={{ input: { 'aria-label': label } }}
        />
    );

    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {translate('profile.teams.auth_group.permissions')}
            </Typography>
            <Table size="small" aria-label={translate('profile.teams.auth_group.permissions')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('profile.permission.resource')}</TableCell>
                        {actions.map(action => (
                            <TableCell key={action} align="center">
                                {actionName(action)}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {catalogue.resources.map(resource => (
                        <TableRow key={resource.name}>
                            <TableCell component="th" scope="row">
                                {nameOf(resource.name)}
                            </TableCell>
                            {actions.map(action => (
                                <TableCell key={action} align="center" padding="checkbox">
                                    {resource.actions.includes(action) &&
                                        box(
                                            `${resource.name}:${action}`,
                                            `${nameOf(resource.name)}: ${actionName(action)}`,
                                        )}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            {catalogue.extra.length > 0 && (
                <>
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                        {translate('profile.permission.extra')}
                    </Typography>
                    <FormGroup>
                        {catalogue.extra.map(permission => (
                            <FormControlLabel
                                key={permission}
                                control={box(permission, nameOf(permission))}
                                label={nameOf(permission)}
                            />
                        ))}
                    </FormGroup>
                </>
            )}
        </Box>
    );
};
