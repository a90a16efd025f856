import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'ra-core';
import { PORTAL_LINK_ERRORS } from '../../../common/portal';
import { usePortalTitle } from './garage/GarageContext';

const KNOWN = [...PORTAL_LINK_ERRORS, 'booking_page_not_found', 'garage_unavailable', 'rate_limited'];

/** Why the link shows nothing, said plainly: not found, expired, withdrawn, too many attempts or anything else. */
export const PortalError = ({ error }: { error: string }) => {
    const translate = useTranslate();
    const key = `portal.error.${KNOWN.includes(error) ? error : 'unknown'}`;
    const title = translate(`${key}.title`);
    usePortalTitle(title);
    return (
        <Alert
            severity={['link_not_found', 'booking_page_not_found', 'unknown'].includes(error) ? 'error' : 'warning'}
            role="alert"
        >
            <AlertTitle component="h1" sx={{ fontSize: '1.25rem' }}>
                {title}
            </AlertTitle>
            {translate(`${key}.text`)}
        </Alert>
    );
};
