import SendIcon from '@mui/icons-material/Send';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { useState } from 'react';
import {
    Button,
    RecordContextProvider,
    ReferenceField,
    TextField,
    useGetList,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { useCan } from '../../session';
import { useClock } from '../../session/useWorkspaceSettings';
import { messageCalls, type Message } from '../message/calls';
import { MESSAGE_STATUS_STYLE } from '../message/MessageStatus';
import { Panel } from '../statistic/Panels';
import { formatDay } from './days';

const t = (key: string) => `reminder.sent.${key}`;
const SHOWN = 25;

/** A draft's Send: the send route (WhatsApp by hand opens the chat with the message typed in). */
const SendDraft = ({ message, onSent }: { message: Message; onSent: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [sending, setSending] = useState(false);
    const label = translate(t('send'), { to: message.to });
    const send = async () => {
        setSending(true);
        try {
            const sent = await messageCalls.send(message.id);
            if (sent.click_to_chat_url) {
                window.open(sent.click_to_chat_url, '_blank', 'noopener');
                notify('motor-garage.message.send_dialog.opened_whatsapp', { type: 'success' });
            } else notify('motor-garage.message.send_dialog.sent', { type: 'success' });
            onSent();
        } catch {
            // the client has shown the toast
        } finally {
            setSending(false);
        }
    };
    return (
        <Button label={t('send_short')} aria-label={label} onClick={send} disabled={sending}>
            <SendIcon />
        </Button>
    );
};

/** The latest reminders the daily run made, drafts first to be sent by hand with `message:write`. */
export const SentReminders = () => {
    const translate = useTranslate();
    const clock = useClock();
    const can = useCan();
    const refresh = useRefresh();
    const { data } = useGetList<Message>('motor-garage/message', {
        filter: { reminder: true },
        sort: { field: 'created_at', order: 'DESC' },
        pagination: { page: 1, perPage: SHOWN },
    });
    const rows = [...(data ?? [])].sort((a, b) => Number(b.status === 'draft') - Number(a.status === 'draft'));
    const columns = ['customer', 'kind', 'due_date', 'channel', 'status', 'action'];
    return (
        <Panel title={t('title')}>
            {data && !data.length && <Typography color="text.secondary">{translate(t('empty'))}</Typography>}
            {!!rows.length && (
                <SidewaysScroll>
                    <Table size="small" sx={{ minWidth: 640 }} aria-label={translate(t('title'))}>
                        <TableHead>
                            <TableRow>
                                {columns.map(column => (
                                    <TableCell key={column}>{translate(t(column))}</TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map(message => (
                                <RecordContextProvider key={message.id} value={message}>
                                    <TableRow>
                                        <TableCell>
                                            <ReferenceField
                                                source="customer_id"
                                                reference="relationship/customer"
                                                link={false}
                                            >
                                                <TextField source="name" />
                                            </ReferenceField>
                                        </TableCell>
                                        <TableCell>
                                            {translate(`motor-garage.message.kind.${message.kind}`)}
                                            {message.template_values?.plate && ` · ${message.template_values.plate}`}
                                        </TableCell>
                                        <TableCell>
                                            {message.due_date ? formatDay(message.due_date, clock) : ''}
                                        </TableCell>
                                        <TableCell>
                                            {translate(`motor-garage.message.channel.${message.channel}`)}
                                            {message.to && ` · ${message.to}`}
                                        </TableCell>
                                        <TableCell>
                                            <StatusChip status={message.status} style={MESSAGE_STATUS_STYLE} />
                                        </TableCell>
                                        <TableCell>
                                            {message.status === 'draft' && can('message:write') && (
                                                <SendDraft message={message} onSent={refresh} />
                                            )}
                                        </TableCell>
                                    </TableRow>
                                </RecordContextProvider>
                            ))}
                        </TableBody>
                    </Table>
                </SidewaysScroll>
            )}
        </Panel>
    );
};
