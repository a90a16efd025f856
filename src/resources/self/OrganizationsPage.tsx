import { useCallback, useEffect, useState } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import LogoutIcon from '@mui/icons-material/Logout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
    Box,
    Button,
    Card,
    Chip,
    CircularProgress,
    List,
    ListItem,
    ListItemAvatar,
    ListItemText,
    Stack,
    Typography,
} from '@mui/material';
import { Confirm, Title, useTranslate } from 'react-admin';
import { usePublicConfig } from '../../api/config';
import type { WorkspaceUser } from '../../api/types';
import { CreateOrganizationDialog } from '../../components/CreateOrganizationDialog';
import { Avatar } from '../../inputs/Avatar';
import { usePageTitle } from '../../layouts/usePageTitle';
import { leaveWorkspace, loadMemberships, switchWorkspace, useSession } from '../../session';
import { NoOrganization } from './NoOrganization';

interface MembershipRowProps {
    membership: WorkspaceUser;
    current: boolean;
    onLeave: (membership: WorkspaceUser) => void;
}

const MembershipRow = ({ membership, current, onLeave }: MembershipRowProps) => {
    const translate = useTranslate();
    const { name, avatar } = membership.workspace;
    return (
        <ListItem
            divider
            aria-label={name}
            secondaryAction={
                <Stack direction="row" spacing={1}>
                    {!current && (
                        <Button
                            size="small"
                            startIcon={<SwapHorizIcon />}
                            onClick={() => switchWorkspace(membership)}
                            aria-label={`${translate('profile.self.organizations.switch')} ${name}`}
                        >
                            {translate('profile.self.organizations.switch')}
                        </Button>
                    )}
                    <Button
                        size="small"
                        color="warning"
                        startIcon={<LogoutIcon />}
                        onClick={() => onLeave(membership)}
                        aria-label={`${translate('profile.self.organizations.leave')} ${name}`}
                    >
                        {translate('profile.self.organizations.leave')}
                    </Button>
                </Stack>
            }
            sx={{ pr: 28 }}
        >
            <ListItemAvatar>
                <Avatar uuid={avatar} text={name} size={40} variant="rounded" />
            </ListItemAvatar>
            <ListItemText
                primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{name}</span>
                        {current && (
                            <Chip
                                size="small"
                                color="primary"
                                label={translate('profile.self.organizations.current')}
                            />
                        )}
                    </Stack>
                }
                secondary={translate(`common.role.${membership.role}`)}
            />
        </ListItem>
    );
};

/** `/app/self/organization`: the user's memberships with roles; switch, leave, and create where the mode allows. */
export const OrganizationsPage = () => {
    const translate = useTranslate();
    const title = usePageTitle('profile.menu.organizations');
    const { workspace } = useSession();
    const { organization_creation_enabled: canCreate } = usePublicConfig();
    const [memberships, setMemberships] = useState<WorkspaceUser[] | null>(null);
    const [leaving, setLeaving] = useState<WorkspaceUser | null>(null);
    const [busy, setBusy] = useState(false);
    const [creating, setCreating] = useState(false);

    const reload = useCallback(() => loadMemberships().then(setMemberships, () => setMemberships([])), []);
    useEffect(() => {
        reload();
    }, [reload]);

    const leave = async () => {
        if (!leaving) return;
        setBusy(true);
        const left = await leaveWorkspace(leaving.workspace_id);
        setBusy(false);
        setLeaving(null);
        if (left) await reload();
    };

    if (memberships === null) {
        return (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <Title title={title} />
                <CircularProgress aria-label={title} />
            </Box>
        );
    }
    if (memberships.length === 0) return <NoOrganization />;
    return (
        <>
            <Title title={title} />
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ mt: 2, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
                <Box>
                    <Typography variant="h5" component="h1">
                        {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('profile.self.organizations.intro')}
                    </Typography>
                </Box>
                {canCreate && (
                    <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setCreating(true)}>
                        {translate('common.organization.create')}
                    </Button>
                )}
            </Stack>
            <Card>
                <List disablePadding aria-label={title}>
                    {memberships.map(membership => (
                        <MembershipRow
                            key={membership.workspace_id}
                            membership={membership}
                            current={membership.workspace_id === workspace?.workspace_id}
                            onLeave={setLeaving}
                        />
                    ))}
                </List>
            </Card>
            <Confirm
                isOpen={leaving !== null}
                loading={busy}
                title="profile.self.organizations.leave_title"
                content="profile.self.organizations.leave_content"
                translateOptions={{ name: leaving?.workspace.name ?? '' }}
                confirm="profile.self.organizations.leave"
                cancel="common.action.cancel"
                confirmColor="warning"
                onConfirm={leave}
                onClose={() => setLeaving(null)}
            />
            <CreateOrganizationDialog open={creating} onClose={() => setCreating(false)} />
        </>
    );
};
