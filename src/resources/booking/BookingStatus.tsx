import type { BookingStatus } from '../../../common/bookings';
import { MUTED, statusField, type StatusLook, type StatusStyle } from '../../components/StatusChip';

/** Grey until confirmed, blue once confirmed, filled blue while the car is in, green when done, muted otherwise. */
const LOOKS: Record<BookingStatus, StatusLook> = {
    pending: { color: 'default', variant: 'filled' },
    confirmed: { color: 'primary', variant: 'outlined' },
    arrived: { color: 'primary', variant: 'filled' },
    completed: { color: 'success', variant: 'filled' },
    cancelled: MUTED,
    no_show: MUTED,
};

export const BOOKING_STATUS_STYLE: StatusStyle = { namespace: 'motor-garage.booking.status', looks: LOOKS };

export const BookingStatusField = statusField(BOOKING_STATUS_STYLE);

/** Who made it: staff plainly, "Online" as an amber outlined chip the front desk notices (the customer booked themselves). */
export const BOOKING_SOURCE_STYLE: StatusStyle = {
    namespace: 'motor-garage.booking.source',
    looks: { staff: { color: 'default', variant: 'outlined' }, online: { color: 'warning', variant: 'outlined' } },
};

export const BookingSourceField = statusField(BOOKING_SOURCE_STYLE);
