/** What a message to a customer is about: one template per kind and language. */
export const MESSAGE_KINDS = [
    'booking_confirmation',
    'booking_reminder',
    'estimate',
    'vehicle_ready',
    'invoice',
    'payment_receipt',
    'licence_reminder',
    'examination_reminder',
    'insurance_reminder',
    'service_reminder',
    'vehicle_reminders',
    'declined_work_followup',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Kinds sent only to customers who agreed to reminders (`reminder_consent`). */
export const REMINDER_KINDS: readonly MessageKind[] = [
    'booking_reminder',
    'licence_reminder',
    'examination_reminder',
    'insurance_reminder',
    'service_reminder',
    'vehicle_reminders',
    'declined_work_followup',
];

/** The record a kind's message is about, which its draft must name (its placeholders come from it). */
export const MESSAGE_KIND_NEEDS: Record<MessageKind, 'job_id' | 'booking_id' | 'vehicle_id'> = {
    booking_confirmation: 'booking_id',
    booking_reminder: 'booking_id',
    estimate: 'job_id',
    vehicle_ready: 'job_id',
    invoice: 'job_id',
    payment_receipt: 'job_id',
    licence_reminder: 'vehicle_id',
    examination_reminder: 'vehicle_id',
    insurance_reminder: 'vehicle_id',
    service_reminder: 'vehicle_id',
    vehicle_reminders: 'vehicle_id',
    declined_work_followup: 'job_id',
};

export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms', 'link'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['draft', 'queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Statuses a message may be sent from (a failed one may be tried again). */
export const SENDABLE_STATUSES: readonly MessageStatus[] = ['draft', 'failed'];

/** What a template may say in `{{…}}`: the server fills each from the records. */
export const MESSAGE_PLACEHOLDERS = [
    'customer_name',
    'plate',
    'job_number',
    'invoice_number',
    'total',
    'balance',
    'due_date',
    'booking_time',
    'expiry_date',
    'items',
    'garage_name',
    'garage_phone',
    'link',
    'opt_out_link',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_BODY_MAX_LENGTH = 2000;

/**
 * The body parameters of a kind's approved WhatsApp template, in order: `{{1}}` is the first. A template registered with
 * Meta for a kind takes exactly these (docs/messages.md, "WhatsApp templates").
 */
export const WHATSAPP_TEMPLATE_PARAMETERS: Record<MessageKind, readonly MessagePlaceholder[]> = {
    booking_confirmation: ['customer_name', 'plate', 'booking_time', 'garage_name', 'link', 'garage_phone'],
    booking_reminder: ['customer_name', 'plate', 'booking_time', 'garage_name', 'link', 'garage_phone'],
    estimate: ['customer_name', 'plate', 'job_number', 'total', 'link', 'garage_name', 'garage_phone'],
    vehicle_ready: ['customer_name', 'plate', 'balance', 'garage_name', 'garage_phone'],
    invoice: [
        'customer_name',
        'invoice_number',
        'plate',
        'total',
        'balance',
        'due_date',
        'link',
        'garage_name',
        'garage_phone',
    ],
    payment_receipt: ['customer_name', 'invoice_number', 'plate', 'balance', 'link', 'garage_name'],
    licence_reminder: ['customer_name', 'plate', 'expiry_date', 'garage_name', 'garage_phone', 'opt_out_link'],
    examination_reminder: ['customer_name', 'plate', 'expiry_date', 'garage_name', 'garage_phone', 'opt_out_link'],
    insurance_reminder: ['customer_name', 'plate', 'expiry_date', 'garage_name', 'garage_phone', 'opt_out_link'],
    service_reminder: ['customer_name', 'plate', 'expiry_date', 'garage_name', 'garage_phone', 'opt_out_link'],
    vehicle_reminders: ['customer_name', 'items', 'garage_name', 'garage_phone', 'opt_out_link'],
    declined_work_followup: ['customer_name', 'plate', 'job_number', 'garage_name', 'garage_phone', 'opt_out_link'],
};
