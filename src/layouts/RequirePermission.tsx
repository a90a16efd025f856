import type { ComponentType, ReactNode } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, Navigate, Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HOME_ROUTES, useCan, type PermissionNeed } from '../session';
import { useShell } from './ShellContext';
import { usePageTitle } from './usePageTitle';

/** Said in place of a page the session may not see. */
export const Forbidden = () => {
    const translate = useTranslate();
    const { home } = useShell();
    const name = usePageTitle('common.forbidden.title');
    return (
        <>
            <Title title={name} />
            <Card sx={{ mt: 2 }}>
                <CardContent sx={{ textAlign: 'center', py: 6 }}>
                    <BlockIcon color="disabled" sx={{ fontSize: 56 }} />
                    <Typography variant="h5" component="h1" gutterBottom>
                        {name}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 3 }}>
                        {translate('common.forbidden.text')}
                    </Typography>
                    <Button variant="outlined" component={LinkBase} to={home}>
                        {translate('common.forbidden.home')}
                    </Button>
                </CardContent>
            </Card>
        </>
    );
};

/**
 * Renders `children` when the session has `need`. Otherwise the app home (statistic) gives way to the first page the
 * session may see, and any other page says it is not allowed.
 */
export const RequirePermission = ({ need, children }: { need: PermissionNeed; children: ReactNode }) => {
    const can = useCan();
    const { home } = useShell();
    const { pathname } = useLocation();
    if (can(need)) return children;
    if (pathname === HOME_ROUTES.user && home !== HOME_ROUTES.user) return <Navigate to={home} replace />;
    return <Forbidden />;
};

/** `Page`, shown only to a session with `need`. */
export const withPermission = <P extends object>(Page: ComponentType<P>, need: PermissionNeed): ComponentType<P> => {
    const Guarded = (props: P) => (
        <RequirePermission need={need}>
            <Page {...props} />
        </RequirePermission>
    );
    Guarded.displayName = `withPermission(${Page.displayName ?? Page.name ?? 'Page'})`;
    return Guarded;
};
