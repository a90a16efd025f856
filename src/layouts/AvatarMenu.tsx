import { useState, type MouseEvent } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import {
    Box,
    Divider,
    IconButton,
    ListItemIcon,
    ListItemText,
    MenuItem,
    MenuList,
    Popover,
    Typography,
} from '@mui/material';
import { LinkBase, Logout, useTranslate } from 'react-admin';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeSwitcherWithTooltip } from '../components/ThemeSwitcherWithTooltip';
import { Avatar } from '../inputs/Avatar';
import { useSession } from '../session';
import { useShell } from './ShellContext';

/**
 * Avatar button and its panel: who is signed in, then a menu (profile, organizations for users, logout), then the
 * language and theme switchers. Only the items are in the menu: a menu may hold nothing else.
 */
export const AvatarMenu = () => {
    const translate = useTranslate();
    const { kind, profile } = useShell();
    const { user, admin, workspaceUser } = useSession();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    const person = kind === 'admin' ? admin : user;
    const name = person?.display_name || person?.username || '';

    return (
        <>
            <IconButton
                aria-label={translate('common.avatar_menu.open')}
                aria-haspopup="dialog"
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                sx={{ ml: 0.5 }}
            >
                <Avatar uuid={person?.avatar} text={name} size={32} />
            </IconButton>
            <Popover
                anchorEl={anchor}
                open={anchor !== null}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{
                    paper: {
                        role: 'dialog',
                        'aria-label': translate('common.avatar_menu.open'),
                        sx: { minWidth: 240 },
                    },
                }}
            >
                <Box sx={{ px: 2, py: 1 }}>
                    <Typography variant="subtitle1" noWrap>
                        {name}
                    </Typography>
                    {kind === 'user' && workspaceUser && (
                        <Typography variant="caption" color="primary">
                            {translate(`common.role.${workspaceUser.role}`)}
                        </Typography>
                    )}
                    {person?.username && (
                        <Typography variant="body2" color="text.secondary" noWrap>
                            @{person.username}
                        </Typography>
                    )}
                    {person?.email && (
                        <Typography variant="body2" color="text.secondary" noWrap>
                            {person.email}
                        </Typography>
                    )}
                </Box>
                <Divider />
                <MenuList autoFocusItem={anchor !== null}>
                    <MenuItem component={LinkBase} to={profile} onClick={close}>
                        <ListItemIcon>
                            <AccountCircleIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('common.avatar_menu.profile')}</ListItemText>
                    </MenuItem>
                    {kind === 'user' && (
                        <MenuItem component={LinkBase} to="/app/self/organization" onClick={close}>
                            <ListItemIcon>
                                <CorporateFareIcon fontSize="small" />
                            </ListItemIcon>
                            <ListItemText>{translate('common.avatar_menu.organizations')}</ListItemText>
                        </MenuItem>
                    )}
                    <Logout />
                </MenuList>
                <Divider />
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
                    <LanguageSwitcher />
                    <ThemeSwitcherWithTooltip />
                </Box>
            </Popover>
        </>
    );
};
