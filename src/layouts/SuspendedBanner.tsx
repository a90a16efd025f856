import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import type { Workspace } from '../api/types';
import { OWN_ORGANIZATIONS_ROUTE } from '../session';
import { DATE_TIME_STYLE } from '../session/zone';
import { intlTag } from '../i18n/locale';

/**
 * Says, above every page of a workspace the platform has suspended, that it is suspended, why, since when, and that
 * it is read only until reactivated; leads to the user's organizations (to choose another). Named "Organization
 * suspended" for assistive technology.
 */
export const SuspendedBanner = ({ workspace }: { workspace: Workspace }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const titleId = useId();
    const since = workspace.suspended_at
        ? new Date(workspace.suspended_at).toLocaleString(intlTag(locale), DATE_TIME_STYLE)
        : null;
    return (
        <Alert
            severity="warning"
            role="region"
            aria-label={translate('common.suspended.label')}
            aria-describedby={titleId}
            sx={{ mt: 2 }}
            action={
                <Button color="inherit" size="small" component={LinkBase} to={OWN_ORGANIZATIONS_ROUTE}>
                    {translate('common.suspended.organizations')}
                </Button>
            }
        >
            <AlertTitle id={titleId}>{translate('common.suspended.title', { name: workspace.name })}</AlertTitle>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', fontWeight: 500 }}>
                {workspace.suspension_reason
                    ? translate('common.suspended.reason', { reason: workspace.suspension_reason })
                    : translate('common.suspended.no_reason')}
            </Typography>
            {since && <Typography variant="body2">{translate('common.suspended.since', { when: since })}</Typography>}
            <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('common.suspended.text')}
            </Typography>
        </Alert>
    );
};
