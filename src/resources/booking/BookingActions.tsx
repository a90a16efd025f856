import BlockIcon from '@mui/icons-material/Block';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestoreIcon from '@mui/icons-material/Restore';
import { useState, type ReactElement } from 'react';
import { Button, Link, useCreatePath, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
    ACTIVE_BOOKING_STATUSES,
    BOOKING_NEXT,
    convertPermissions,
    type BookingStatus,
} from '../../../common/bookings';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/staleReload';
import type { paths } from '../../api/schema';
import { useCan } from '../../session';
import { confirmedNotice, latestConfirmation } from './BookingConfirmation';

type Booking =
    paths['/api/v3/motor-garage/booking/{id}']['get']['responses'][200]['content']['application/json']['data'];
type Job =
    paths['/api/v3/motor-garage/booking/{id}/convert']['post']['responses'][200]['content']['application/json']['data'];

const ICONS: Record<BookingStatus, ReactElement> = {
    pending: <RestoreIcon />,
    confirmed: <DoneIcon />,
    arrived: <DirectionsCarIcon />,
    completed: <DoneAllIcon />,
    cancelled: <BlockIcon />,
    no_show: <EventBusyIcon />,
};

const label = (action: string) => `motor-garage.booking.actions.${action}`;

/**
 * A booking's next steps: the statuses it may move to (arrived, confirm, complete, cancel, no-show, restore) and,
 * while it holds a bay, "Make a job", which opens the new job (a walk-in's also makes or finds their customer and
 * vehicle, so it needs writing those too); once converted, a link to its job.
 */
export const BookingActions = () => {
    const booking = useRecordContext<Booking>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const can = useCan();
    const [busy, setBusy] = useState(false);
    if (!booking) return null;

    const run = async <T,>(work: () => Promise<T>, done: (result: T) => void | Promise<void>) => {
        setBusy(true);
        try {
            await done(await work());
        } catch {
            // the API client has shown the failure; the page shows the booking as it is now
            refresh();
        } finally {
            setBusy(false);
        }
    };
    const move = (status: BookingStatus) =>
        run(
            // from the booking as the page shows it: one changed since is refused as stale, and the page shows it again
            () =>
                unwrap(
                    api.PUT('/api/v3/motor-garage/booking/{id}', {
                        params: { path: { id: booking.id } },
                        headers: ifMatch(booking.version),
                        body: { status },
                    }),
                ),
            async () => {
                // Confirming sends the customer the confirmation: say whether it went, waits for the desk, or could not.
                const confirmed = status === 'confirmed' && can('message:read');
                const confirmation = confirmed ? await latestConfirmation(booking.id).catch(() => null) : null;
                notify(confirmed ? confirmedNotice(confirmation, booking) : label(`done.${status}`), {
                    type: confirmed && !confirmation ? 'warning' : 'success',
                });
                refresh();
            },
        );
    const convert = () =>
        run(
            () =>
                unwrap<Job>(
                    api.POST('/api/v3/motor-garage/booking/{id}/convert', {
                        params: { path: { id: booking.id } },
                        body: {},
                    }),
                ),
            job => {
                notify(label('done.convert'), { type: 'success', messageArgs: { number: job.number } });
                navigate(createPath({ resource: 'motor-garage/invoice', id: job.id, type: 'show' }));
            },
        );
    const button = (action: string, icon: ReactElement, onClick: () => void) => (
        <Button
            key={action}
            label={label(action)}
            aria-label={translate(label(action))}
            onClick={onClick}
            disabled={busy}
            // the front desk's one click when the customer turns up
            variant={action === 'arrived' ? 'contained' : 'text'}
        >
            {icon}
        </Button>
    );

    const status = booking.status as BookingStatus;
    return (
        <>
            {can('booking:write') && BOOKING_NEXT[status].map(next => button(next, ICONS[next], () => move(next)))}
            {!booking.job_id &&
                ACTIVE_BOOKING_STATUSES.includes(status) &&
                convertPermissions(booking).every(permission => can(permission)) &&
                button('convert', <ReceiptLongIcon />, convert)}
            {booking.job_id && (
                <Button
                    component={Link}
                    to={createPath({ resource: 'motor-garage/invoice', id: booking.job_id, type: 'show' })}
                    label={label('open_job')}
                >
                    <ReceiptLongIcon />
                </Button>
            )}
        </>
    );
};
