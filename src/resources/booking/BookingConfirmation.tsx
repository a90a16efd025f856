import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { api, unwrap } from '../../api/client';
import { useCan } from '../../session';
import { messageCalls, type Message } from '../message/calls';
import { MESSAGE } from '../message/MessageTimeline';

const t = (key: string) => `motor-garage.booking.confirmation.${key}`;

/** The newest confirmation sent about booking `bookingId`, if any (reading it needs `message:read`). */
export const latestConfirmation = async (bookingId: number): Promise<Message | null> =>
    (
        await unwrap<Message[]>(
            api.GET('/api/v3/motor-garage/message', {
                params: {
                    query: {
                        booking_id: bookingId,
                        kind: 'booking_confirmation',
                        field: 'created_at',
                        asc: false,
                        size: 1,
                    },
                },
            }),
        )
    )[0] ?? null;

/** A confirmation waiting for the desk: WhatsApp without the Cloud API goes by hand. */
const waitsForTheDesk = (message: Message | null | undefined) =>
    message?.status === 'draft' && message.channel === 'whatsapp';

/**
 * What the front desk is told once a booking is confirmed (the server sends the confirmation itself): on its way, a
 * WhatsApp draft to send from the page, or none because the customer cannot be reached. The i18n key of the toast.
 */
export function confirmedNotice(confirmation: Message | null, booking: { customer_id?: number | null }) {
    if (waitsForTheDesk(confirmation)) return t('done_whatsapp');
    if (confirmation) return t('done_sent');
    return t(booking.customer_id ? 'done_unreachable' : 'done_walk_in');
}

/**
 * On a confirmed booking's page, while its confirmation is a WhatsApp draft (no Cloud API): says so, and sends it in
 * one click, opening the chat with the message typed in, as the send dialog does.
 */
export const ConfirmationToSend = () => {
    const booking = useRecordContext<{ id: number; status: string }>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const can = useCan();
    const [busy, setBusy] = useState(false);
    const shown = booking?.status === 'confirmed' && can('message:read');
    const { data } = useGetList<Message>(
        MESSAGE,
        {
            filter: { booking_id: booking?.id, kind: 'booking_confirmation' },
            sort: { field: 'created_at', order: 'DESC' },
            pagination: { page: 1, perPage: 1 },
        },
        { enabled: shown },
    );
    const draft = data?.[0];
    if (!shown || !waitsForTheDesk(draft)) return null;
    const send = async () => {
        setBusy(true);
        try {
            const sent = await messageCalls.send(draft!.id);
            if (sent.click_to_chat_url) window.open(sent.click_to_chat_url, '_blank', 'noopener');
            notify(t('sent_whatsapp'), { type: 'success' });
        } catch {
            // the API client has shown why
        } finally {
            setBusy(false);
            refresh();
        }
    };
    return (
        <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
                can('message:write') && (
                    <Button color="inherit" startIcon={<WhatsAppIcon />} onClick={send} disabled={busy}>
                        {translate(t('send_whatsapp'))}
                    </Button>
                )
            }
        >
            {translate(t('whatsapp_ready'))}
        </Alert>
    );
};
