/**
 * What staff are told of (DESIGN §14.1): each kind names the record it is about and the permission that reads it;
 * a notification goes to every member who holds that permission.
 */
export const NOTIFICATION_KINDS = {
    estimate_answered: { resource: 'motor-garage/invoice', permission: 'invoice:read' },
    online_booking: { resource: 'motor-garage/booking', permission: 'booking:read' },
    booking_cancelled_by_customer: { resource: 'motor-garage/booking', permission: 'booking:read' },
    message_failed: { resource: 'motor-garage/message', permission: 'message:read' },
    payment_link_opened: { resource: 'motor-garage/invoice', permission: 'invoice:read' },
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
