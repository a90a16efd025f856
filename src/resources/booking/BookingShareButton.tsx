import { useRecordContext } from 'react-admin';
import { api, unwrap } from '../../api/client';
import { useCan } from '../../session';
import { ShareLinkButton, type SharedLink } from '../invoice/share/ShareLinkButton';

/** "Share booking link", with `booking:write`: a page on which the customer confirms or cancels the booking. */
export const BookingShareButton = () => {
    const booking = useRecordContext<{ id: number }>();
    const can = useCan();
    if (!booking || !can('booking:write')) return null;
    return (
        <ShareLinkButton
            keys="motor-garage.booking.share"
            share={() =>
                unwrap<SharedLink>(
                    api.POST('/api/v3/motor-garage/booking/{id}/share', { params: { path: { id: booking.id } } }),
                )
            }
        />
    );
};
