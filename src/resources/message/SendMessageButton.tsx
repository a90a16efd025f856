import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useGetOne, useTranslate } from 'react-admin';
import type { MessageKind } from '../../../common/messages';
import { useCan } from '../../session';
import type { MessageAbout } from './calls';
import { SendMessageDialog, type Recipient } from './SendMessageDialog';

const LABEL = 'motor-garage.message.send';

/**
 * "Send message" on a job's or a booking's page, with `message:write`, when the record has a customer and `kinds` fit
 * it; the dialog starts from the customer's contact (WhatsApp for a phone, else e-mail).
 */
export const SendMessageButton = ({
    customerId,
    about,
    kinds,
}: {
    customerId: number | null | undefined;
    about: Omit<MessageAbout, 'customer_id'>;
    kinds: MessageKind[];
}) => {
    const translate = useTranslate();
    const can = useCan();
    const [open, setOpen] = useState(false);
    const allowed = !!customerId && kinds.length > 0 && can('message:write');
    const { data: customer } = useGetOne<Recipient & { id: number }>(
        'relationship/customer',
        { id: customerId! },
        { enabled: allowed },
    );
    if (!allowed) return null;
    return (
        <>
            <Button label={LABEL} aria-label={translate(LABEL)} onClick={() => setOpen(true)}>
                <SendIcon />
            </Button>
            <SendMessageDialog
                open={open}
                onClose={() => setOpen(false)}
                about={{ ...about, customer_id: customerId }}
                kinds={kinds}
                recipient={customer ?? {}}
            />
        </>
    );
};
