import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { publicApi } from '../../api/publicClient';
import { usePortalTitle } from './garage/GarageContext';
import { PortalError } from './PortalMessage';
import type { OptOutPage } from './portalDocument';
import { usePortalPage } from './usePortalPage';

type Action = 'opt-out' | 'opt-in';

/** Asks the server to stop or restart the customer's reminders: the new page, or why not. */
async function change(token: string, action: Action): Promise<OptOutPage | { error: string }> {
    try {
        const { data, error } = await publicApi.POST(`/public/v3/portal/{token}/${action}`, {
            params: { path: { token } },
        });
        if (data?.success) return data.data;
        return { error: (error as { error?: string } | undefined)?.error ?? 'unknown' };
    } catch {
        return { error: 'unknown' };
    }
}

/** Whether the customer receives reminders, and the one button that changes it. */
const Consent = ({ token, initial }: { token: string; initial: OptOutPage }) => {
    const translate = useTranslate();
    const [page, setPage] = useState(initial);
    const [pending, setPending] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const names = { garage: page.garage.name, name: page.customer.name };
    const state = page.reminder_consent ? 'receiving' : 'stopped';
    const title = translate(`portal.opt_out.${state}.title`, names);
    usePortalTitle(title);
    if (error) return <PortalError error={error} />;

    const act = async () => {
        setPending(true);
        const answer = await change(token, page.reminder_consent ? 'opt-out' : 'opt-in');
        setPending(false);
        if ('error' in answer) setError(answer.error);
        else setPage(answer);
    };
    return (
        <Stack spacing={2} component="section" aria-labelledby="opt-out-title">
            <Typography id="opt-out-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Typography role="status">{translate(`portal.opt_out.${state}.text`, names)}</Typography>
            <Button variant={page.reminder_consent ? 'contained' : 'outlined'} disabled={pending} onClick={act}>
                {translate(`portal.opt_out.${state}.action`)}
            </Button>
        </Stack>
    );
};

/** `/portal/opt-out/:token`: the customer stops (or restarts) the garage's reminders, in their language. */
export const PortalOptOutPage = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const result = usePortalPage(token, 'opt_out');
    if (result.state === 'failed') return <PortalError error={result.error} />;
    if (result.state === 'loading') return <Typography role="status">{translate('portal.loading')}</Typography>;
    return <Consent token={token} initial={result.page} />;
};
