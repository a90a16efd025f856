import { RecordContextProvider, useRecordContext, useReference } from 'react-admin';
import { PhoneLinks } from '../../components/PhoneLinks';
import { resourceOf } from '../declared/declare';

/** Who to call about a booking: its customer's phone, else the walk-in's, as a call link and a WhatsApp chat. */
export const BookingPhone = (_props: { source: string; label?: string }) => {
    const booking = useRecordContext();
    const { referenceRecord: customer } = useReference({
        reference: resourceOf('relationship/customer'),
        id: booking?.customer_id ?? 0,
        options: { enabled: Boolean(booking?.customer_id) },
    });
    if (!booking) return null;
    const phone = (booking.customer_id && customer?.phone) || booking.walk_in_phone;
    return (
        <RecordContextProvider value={{ id: booking.id, phone }}>
            <PhoneLinks source="phone" />
        </RecordContextProvider>
    );
};
