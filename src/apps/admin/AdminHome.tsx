import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { STATISTIC_DAYS, loadStatistic, type PlatformStatistic } from './statistic';

const ActivityChart = lazy(() => import('./ActivityChart'));

type CountKey = 'users' | 'workspaces' | 'admins' | 'active_sessions';

const COUNTS: [key: CountKey, icon: ComponentType][] = [
    ['users', PersonOutlineIcon],
    ['workspaces', WorkspacesIcon],
    ['admins', AdminPanelSettingsIcon],
    ['active_sessions', VpnKeyIcon],
];

const CountCard = ({ label, value, Icon }: { label: string; value?: number; Icon: ComponentType }) => (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>
                <Icon />
            </Box>
            <Box role="group" aria-label={label}>
                <Typography variant="h4" component="p">
                    {value ?? <Skeleton width={48} />}
                </Typography>
                <Typography color="text.secondary">{label}</Typography>
            </Box>
        </CardContent>
    </Card>
);

/** The admin home (/admin): platform counts and the last 30 days of sign-ups and sessions. */
export const AdminHome = () => {
    const translate = useTranslate();
    const title = usePageTitle('admin.menu.home');
    const [statistic, setStatistic] = useState<PlatformStatistic | null>(null);

    useEffect(() => {
        let live = true;
        loadStatistic().then(
            value => live && setStatistic(value),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, []);

    return (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h1">
                {title}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {COUNTS.map(([key, Icon]) => (
                    <CountCard key={key} label={translate(`admin.home.${key}`)} value={statistic?.[key]} Icon={Icon} />
                ))}
            </Box>
            <Card variant="outlined">
                <CardHeader title={translate('admin.home.activity', { days: STATISTIC_DAYS })} />
                <CardContent>
                    {statistic ? (
                        <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
                            <ActivityChart statistic={statistic} />
                        </Suspense>
                    ) : (
                        <Skeleton variant="rectangular" height={300} />
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};
