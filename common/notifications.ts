import type { MessageKind } from './messages';

/**
 * What staff are told of: each kind names the record it is about and the permission that reads it;
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

/**
 * The `args` each kind carries: they fill its title's translation (`common.notifications.kind.<kind>`). Moments are
 * ISO 8601 instants, which the web app writes on the garage's clock in the reader's language.
 */
export interface NotificationArgs {
    /** The job's number (J-2026-00042) and how many lines the customer approved and declined. */
    estimate_answered: { number: string; customer_name: string; approved: number; declined: number };
    online_booking: { customer_name: string; plate: string; starts_at: string };
    booking_cancelled_by_customer: { customer_name: string; plate: string; starts_at: string };
    /** The message is the record; it opens on its customer's page. */
    message_failed: { customer_id: number; customer_name: string; message_kind: MessageKind };
    /** The invoice number (INV-2026-00017). */
    payment_link_opened: { number: string; customer_name: string };
}

/** One notification as `notify()` takes it: the kind's own args. */
export type NotificationOf = {
    [K in NotificationKind]: { kind: K; recordId: number; args: NotificationArgs[K] };
}[NotificationKind];
