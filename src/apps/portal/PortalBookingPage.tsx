import { catalogueName } from '../../../common/locales';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { usePortalLocale } from './portalLocale';
import { useState } from 'react';
import type { CustomerBookingAction } from '../../../common/online-booking';
import { publicApi } from '../../api/publicClient';
import { usePortalTitle } from './garage/GarageContext';
import { PortalError } from './PortalMessage';
import { dayLabel } from './portalDates';
import type { BookingPage } from './portalDocument';
import { failed, portalRequest } from './portalRequest';
import { usePortalPage } from './usePortalPage';

const key = (name: string) => `portal.booking.${name}`;

/** Asks the server to confirm or cancel the booking: the page as it is now, or why not. */
const act = (token: string, action: CustomerBookingAction) =>
    portalRequest<BookingPage>(
        publicApi.POST('/public/v3/portal/{token}/booking', {
            params: { path: { token } },
            body: { action },
        }),
    );

/** One line of the booking: what it is, then its value. */
const Detail = ({ label, children }: { label: string; children: string }) => (
    <Stack component="div">
        <Typography component="dt" variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
            {children}
        </Typography>
    </Stack>
);

/** The booking, its status, and Confirm / Cancel (cancelling asks once more). */
const Booking = ({ token, initial }: { token: string; initial: BookingPage }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const [page, setPage] = useState(initial);
    const [asking, setAsking] = useState(false);
    const [busy, setBusy] = useState(false);
    const [done, setDone] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const { garage, booking } = page;
    const title = translate(key('title'), { garage: garage.name });
    usePortalTitle(title);
    if (error && error !== 'booking_closed') return <PortalError error={error} />;

    const run = async (action: CustomerBookingAction) => {
        setBusy(true);
        const answer = await act(token, action);
        setBusy(false);
        setAsking(false);
        if (failed(answer)) return setError(answer.error);
        setPage(answer);
        setDone(key(`done.${answer.booking.status}`));
    };
    const when = `${dayLabel(booking.day, locale, true)} ${booking.start_time}–${booking.end_time}`;
    const services = booking.services.map(service => catalogueName(service, locale)).join(', ');
    return (
        <Stack spacing={2} component="section" aria-labelledby="booking-title">
            <Typography id="booking-title" variant="h5" component="h1">
                {title}
            </Typography>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                <Detail label={translate(key('when'))}>{when}</Detail>
                {services && <Detail label={translate(key('services'))}>{services}</Detail>}
                {booking.plate && <Detail label={translate(key('plate'))}>{booking.plate}</Detail>}
                <Detail label={translate(key('status_label'))}>{translate(key(`status.${booking.status}`))}</Detail>
            </Stack>
            {done && (
                <Alert severity="success" role="status">
                    {translate(done)}
                </Alert>
            )}
            {error === 'booking_closed' && (
                <Alert severity="warning" role="alert">
                    {translate(key('closed'))}
                </Alert>
            )}
            {asking ? (
                <Alert severity="warning" role="group" aria-labelledby="cancel-ask">
                    <Typography id="cancel-ask">{translate(key('cancel_ask'))}</Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                        <Button color="error" variant="contained" disabled={busy} onClick={() => run('cancel')}>
                            {translate(key('cancel_yes'))}
                        </Button>
                        <Button disabled={busy} onClick={() => setAsking(false)}>
                            {translate(key('cancel_no'))}
                        </Button>
                    </Stack>
                </Alert>
            ) : (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    {booking.actions.includes('confirm') && (
                        <Button variant="contained" disabled={busy} onClick={() => run('confirm')}>
                            {translate(key('confirm'))}
                        </Button>
                    )}
                    {booking.actions.includes('cancel') && (
                        <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking(true)}>
                            {translate(key('cancel'))}
                        </Button>
                    )}
                </Stack>
            )}
        </Stack>
    );
};

/** `/portal/booking/:token`: the customer's booking, which they confirm or cancel, in their language. */
export const PortalBookingPage = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const result = usePortalPage(token, 'booking');
    if (result.state === 'failed') return <PortalError error={result.error} />;
    if (result.state === 'loading') return <Typography role="status">{translate('portal.loading')}</Typography>;
    return <Booking token={token} initial={result.page} />;
};
