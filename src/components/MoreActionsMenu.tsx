import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';

export interface MoreAction {
    /** i18n key of the item's name */
    label: string;
    icon: ReactElement;
    onClick: () => void;
    /** i18n key of why the item cannot be chosen now; shown under its name, and the item disabled */
    unavailable?: string;
}

/**
 * A page's rarer or graver actions (cancel a job, void an invoice) behind one "More actions" button, away from the
 * everyday ones so that a slip of the finger does not reach them. Nothing to offer: nothing shown.
 */
export const MoreActionsMenu = ({ actions }: { actions: MoreAction[] }) => {
    const translate = useTranslate();
    const id = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    if (actions.length === 0) return null;
    const name = translate('common.action.more');
    return (
        <>
            <Tooltip title={name}>
                <IconButton
                    aria-label={name}
                    aria-haspopup="menu"
                    aria-controls={anchor ? `${id}-menu` : undefined}
                    aria-expanded={anchor ? 'true' : undefined}
                    color="primary"
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <MoreVertIcon />
                </IconButton>
            </Tooltip>
            <Menu
                id={`${id}-menu`}
                anchorEl={anchor}
                open={anchor !== null}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                {actions.map(action => (
                    <MenuItem
                        key={action.label}
                        disabled={Boolean(action.unavailable)}
                        aria-label={translate(action.label)}
                        aria-describedby={action.unavailable ? `${id}-${action.label}` : undefined}
                        onClick={() => {
                            setAnchor(null);
                            action.onClick();
                        }}
                    >
                        <ListItemIcon>{action.icon}</ListItemIcon>
                        <ListItemText
                            primary={translate(action.label)}
                            secondary={action.unavailable && translate(action.unavailable)}
                            slotProps={{ secondary: { id: `${id}-${action.label}`, sx: { whiteSpace: 'normal' } } }}
                        />
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
