import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title } from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';

const ChannelSettingsSection = lazy(() => import('../message/ChannelSettingsSection'));

/**
 * `/app/organization/sending`: how the garage's messages go out — its own WhatsApp number and SMS account (tokens),
 * else the platform's. Apart from the wording page, which opens on the wording. Changed with `workspace:write`.
 */
export const SendingAccountsPage = () => {
    const title = usePageTitle('common.menu.sending_accounts');
    return (
        <>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
                {title}
            </Typography>
            <Suspense fallback={null}>
                <ChannelSettingsSection />
            </Suspense>
        </>
    );
};
