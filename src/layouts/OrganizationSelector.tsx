import { useState, type MouseEvent } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
    Box,
    ButtonBase,
    CircularProgress,
    Divider,
    ListItemIcon,
    ListItemText,
    Menu,
    MenuItem,
    Tooltip,
    Typography,
} from '@mui/material';
import { useNavigate, useSidebarState, useTranslate } from 'react-admin';
import { usePublicConfig } from '../api/config';
import type { WorkspaceUser } from '../api/types';
import { CreateOrganizationDialog } from '../components/CreateOrganizationDialog';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { Avatar } from '../inputs/Avatar';
import { loadMemberships, switchWorkspace, useSession } from '../session';
import { useShell } from './ShellContext';

/** Top of the user sidebar: the current organization; its menu switches, opens settings or creates one. */
export const OrganizationSelector = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [sidebarOpen] = useSidebarState();
    const { workspace } = useSession();
    const { organization_creation_enabled } = usePublicConfig();
    // the first organization page the session may see (profile, else teams); none: no settings entry
    const settings = useShell().groups.find(group => group.key === 'organization')?.items[0]?.to;
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [memberships, setMemberships] = useState<WorkspaceUser[] | null>(null);
    const [creating, setCreating] = useState(false);
    const name = workspace?.name ?? translate('common.organization.none');

    const open = (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget);
        loadMemberships().then(setMemberships, () => setMemberships([]));
    };
    const close = () => setAnchor(null);
    const choose = (membership: WorkspaceUser) => {
        close();
        if (membership.workspace_id !== workspace?.workspace_id) switchWorkspace(membership);
    };

    return (
        <>
            {/* Named by its content, the organization then what the button does, so the name holds the visible text. */}
            <Tooltip title={sidebarOpen ? '' : name} placement="right" describeChild>
                <ButtonBase
                    onClick={open}
                    aria-haspopup="menu"
                    sx={{ justifyContent: 'flex-start', gap: 1, mx: sidebarOpen ? 1 : 0, p: 1, borderRadius: 1 }}
                >
                    <Avatar uuid={workspace?.avatar} text={name} size={28} variant="rounded" aria-hidden />
                    {sidebarOpen ? (
                        <Typography variant="body2" noWrap sx={{ flexGrow: 1, textAlign: 'left', fontWeight: 600 }}>
                            {name}
                        </Typography>
                    ) : (
                        <VisuallyHidden>{name}</VisuallyHidden>
                    )}
                    <VisuallyHidden>{translate('common.organization.selector')}</VisuallyHidden>
                    {sidebarOpen && <UnfoldMoreIcon fontSize="small" color="action" />}
                </ButtonBase>
            </Tooltip>
            <Menu
                anchorEl={anchor}
                open={anchor !== null}
                onClose={close}
                slotProps={{ paper: { sx: { minWidth: 240 } } }}
            >
                {memberships === null && (
                    <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
                        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                    </Box>
                )}
                {memberships?.map(membership => (
                    <MenuItem
                        key={membership.workspace_id}
                        selected={membership.workspace_id === workspace?.workspace_id}
                        onClick={() => choose(membership)}
                    >
                        <ListItemIcon>
                            <Avatar
                                uuid={membership.workspace.avatar}
                                text={membership.workspace.name}
                                size={24}
                                variant="rounded"
                            />
                        </ListItemIcon>
                        <ListItemText
                            primary={membership.workspace.name}
                            secondary={translate(`common.role.${membership.role}`)}
                        />
                        {membership.workspace_id === workspace?.workspace_id && <CheckIcon fontSize="small" />}
                    </MenuItem>
                ))}
                <Divider />
                {settings && (
                    <MenuItem
                        onClick={() => {
                            close();
                            navigate(settings);
                        }}
                    >
                        <ListItemIcon>
                            <SettingsIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('common.organization.settings')}</ListItemText>
                    </MenuItem>
                )}
                {organization_creation_enabled && (
                    <MenuItem
                        onClick={() => {
                            close();
                            setCreating(true);
                        }}
                    >
                        <ListItemIcon>
                            <AddBusinessIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('common.organization.create')}</ListItemText>
                    </MenuItem>
                )}
            </Menu>
            <CreateOrganizationDialog open={creating} onClose={() => setCreating(false)} />
        </>
    );
};
