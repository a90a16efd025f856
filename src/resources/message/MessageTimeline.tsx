import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link, useCreatePath, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { useCan } from '../../session';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDateTime } from '../../session/zone';
import { ShowSection } from '../declared';
import { messageCalls, type Message } from './calls';
import { MESSAGE_STATUS_STYLE } from './MessageStatus';

export const MESSAGE = 'motor-garage/message';
/** The latest messages a page shows; the rest are a link away. */
const SHOWN = 20;
const t = (key: string) => `motor-garage.message.timeline.${key}`;

/** Which messages a timeline shows: those of a customer, a job, a booking or a vehicle. */
export type MessageFilter =
    { customer_id: number } | { job_id: number } | { booking_id: number } | { vehicle_id: number };

/** While a message is on its way, how often the timeline looks for its new status. */
const QUEUED_REFRESH_MS = 3000;

/** A failed message tried again (queued anew), with `message:write`. */
const SendAgain = ({ message }: { message: Message }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [busy, setBusy] = useState(false);
    const sendAgain = () => {
        setBusy(true);
        messageCalls
            .send(message.id)
            .then(() => notify(t('sent_again'), { type: 'success' }))
            .catch(() => undefined)
            .finally(() => {
                setBusy(false);
                refresh();
            });
    };
    return (
        <Button size="small" startIcon={<ReplayIcon />} onClick={sendAgain} disabled={busy}>
            {translate(t('send_again'))}
        </Button>
    );
};

/** The body folded to its first two lines (the whole of it for a reader that expands nothing: it is all in the DOM). */
const FOLDED = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' };

/** One message: what and how, its status (a failure's error beside it), when, to whom, by whom; its subject and body. */
const Entry = ({ message, canSend }: { message: Message; canSend: boolean }) => {
    const translate = useTranslate();
    const clock = useClock();
    const when = message.sent_at ?? message.created_at;
    return (
        <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={1.5} rowGap={0.5}>
                <Typography sx={{ fontWeight: 500 }}>
                    {translate(`motor-garage.message.kind.${message.kind}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate(`motor-garage.message.channel.${message.channel}`)}
                    {message.to && ` · ${message.to}`}
                    {message.created_by_name && ` · ${translate(t('by'), { name: message.created_by_name })}`}
                </Typography>
                <StatusChip status={message.status} style={MESSAGE_STATUS_STYLE} />
                <Typography variant="body2" component="time" dateTime={when} sx={{ ml: 'auto' }}>
                    {formatDateTime(when, clock)}
                </Typography>
            </Stack>
            {message.status === 'failed' && (
                <Stack direction="row" alignItems="center" columnGap={1}>
                    {message.error && (
                        <Typography variant="body2" color="error">
                            {translate(t('error'), { error: message.error })}
                        </Typography>
                    )}
                    {canSend && <SendAgain message={message} />}
                </Stack>
            )}
            {message.channel === 'email' && message.subject && (
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {message.subject}
                </Typography>
            )}
            <Typography
                variant="body2"
                color="text.secondary"
                sx={{ ...FOLDED, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
                {message.body}
            </Typography>
        </Box>
    );
};

/**
 * The messages to a customer, newest first, of the customer, job, booking or vehicle `filter` names: a "Messages" section of
 * its page, with `message:read`; under the latest 20, the way to all of them.
 */
export const MessageTimeline = ({ filter }: { filter: MessageFilter }) => {
    const translate = useTranslate();
    const createPath = useCreatePath();
    const titleId = useId();
    const can = useCan();
    const readable = can('message:read');
    const { data, total } = useGetList<Message>(
        MESSAGE,
        { filter, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } },
        {
            enabled: readable,
            refetchInterval: query =>
                query.state.data?.data.some(message => message.status === 'queued') ? QUEUED_REFRESH_MS : false,
        },
    );
    if (!readable) return null;
    const query = encodeURIComponent(JSON.stringify(filter));
    const all = `${createPath({ resource: MESSAGE, type: 'list' })}?filter=${query}`;
    return (
        <ShowSection title={<span id={titleId}>{translate(t('title'))}</span>}>
            <Box component="section" aria-labelledby={titleId}>
                {data && !data.length && <Typography variant="body2">{translate(t('empty'))}</Typography>}
                {!!data?.length && (
                    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                        {data.map(message => (
                            <Entry key={message.id} message={message} canSend={can('message:write')} />
                        ))}
                    </Box>
                )}
                {(total ?? 0) > SHOWN && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {translate(t('latest'), { count: SHOWN })} <Link to={all}>{translate(t('all'))}</Link>
                    </Typography>
                )}
            </Box>
        </ShowSection>
    );
};
