import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from '../../../common/bookings';
import type { MessageKind } from '../../../common/messages';
import { EXAMINATION_AGE_YEARS } from '../../../common/reminders';

/** The messages a job's status calls for: its estimate while a quote, "ready" once done, its invoice, its receipts. */
export const jobMessageKinds = (job: { status: string; paid_cents: number }): MessageKind[] => [
    ...(job.status === 'quote' ? (['estimate'] as const) : []),
    ...(job.status === 'completed' ? (['vehicle_ready'] as const) : []),
    ...(job.status === 'invoiced' ? (['invoice'] as const) : []),
    ...(job.paid_cents > 0 ? (['payment_receipt'] as const) : []),
];

/** A booking still to come is confirmed, or its customer reminded. */
export const bookingMessageKinds = (booking: { status: string }): MessageKind[] =>
    ACTIVE_BOOKING_STATUSES.includes(booking.status as BookingStatus)
        ? ['booking_confirmation', 'booking_reminder']
        : [];

/** A vehicle's reminders; the examination one only for a vehicle old enough to need it. */
export const vehicleMessageKinds = (vehicle: { year: number | null }, thisYear: number): MessageKind[] => [
    'licence_reminder',
    ...(vehicle.year !== null && thisYear - vehicle.year >= EXAMINATION_AGE_YEARS
        ? (['examination_reminder'] as const)
        : []),
    'insurance_reminder',
    'service_reminder',
];
