import { useState } from 'react';
import AppsIcon from '@mui/icons-material/Apps';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visibleGroups } from '../menus';
import { AppsPanel } from './AppsPanel';
import { useShell } from './ShellContext';

export const AppsButton = () => {
    const translate = useTranslate();
    const { groups } = useShell();
    const [open, setOpen] = useState(false);
    const label = translate('common.apps.title');
    const shown = visibleGroups(groups);
    if (shown.length === 0) return null; // e.g. a user in no organization yet
    return (
        <>
            <Tooltip title={label}>
                <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
                    <AppsIcon />
                </IconButton>
            </Tooltip>
            <AppsPanel open={open} onClose={() => setOpen(false)} groups={shown} />
        </>
    );
};
