import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
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
import { ReminderTable } from './ReminderTable';

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
    const columns = ['customer', 'kind', 'due_date', 'channel', 'status'];
    return (
        <Panel title={t('title')}>
            {data && !data.length && <Typography color="text.secondary">{translate(t('empty'))}</Typography>}
            {!!rows.length && (
                <ReminderTable
                    label={translate(t('title'))}
                    columns={columns.map(column => translate(t(column)))}
                    action={translate(t('action'))}
                    lead={[0, 1]}
                    named={[2]}
                    rows={rows.map(message => ({
                        key: message.id,
                        cells: [
                            <RecordContextProvider value={message}>
                                <ReferenceField source="customer_id" reference="relationship/customer" link={false}>
                                    <TextField source="name" />
                                </ReferenceField>
                            </RecordContextProvider>,
                            `${translate(`motor-garage.message.kind.${message.kind}`)}${
                                message.template_values?.plate ? ` · ${message.template_values.plate}` : ''
                            }`,
                            message.due_date ? formatDay(message.due_date, clock) : '',
                            `${translate(`motor-garage.message.channel.${message.channel}`)}${
                                message.to ? ` · ${message.to}` : ''
                            }`,
                            <StatusChip status={message.status} style={MESSAGE_STATUS_STYLE} />,
                        ],
                        action: message.status === 'draft' && can('message:write') && (
                            <SendDraft message={message} onSent={refresh} />
                        ),
                    }))}
                />
            )}
        </Panel>
    );
};
