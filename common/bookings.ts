/** A booking's statuses and how an update may move between them: the API's rule and the web's buttons. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold a bay. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'arrived'];

/**
 * Where a booking's status may go by an update; a cancelled booking may be restored to pending. Someone who turns up
 * has arrived, whether or not their booking was confirmed.
 */
export const BOOKING_NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
    pending: ['arrived', 'confirmed', 'cancelled', 'no_show'],
    confirmed: ['arrived', 'cancelled', 'no_show'],
    arrived: ['completed'],
    completed: [],
    cancelled: ['pending'],
    no_show: [],
};

/**
 * What making a job of a booking needs: writing jobs and bookings, and for a walk-in writing the customer and the
 * vehicle it may create.
 */
export const convertPermissions = (booking: { customer_id?: number | null; vehicle_id?: number | null }) => [
    'invoice:write',
    'booking:write',
    ...(booking.customer_id ? [] : ['customer:write']),
    ...(booking.vehicle_id ? [] : ['vehicle:write']),
];

/** Who made a booking: staff, or the customer on the online booking page. */
export const BOOKING_SOURCES = ['staff', 'online'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
