/**
 * A job's statuses, which of them lock or free it, and which action starts from which status with which permission
 * (docs/api.md, Jobs and invoices): the API's rules and the web's buttons.
 */
export const JOB_STATUSES = [
    'quote',
    'scheduled',
    'in_progress',
    'completed',
    'invoiced',
    'paid',
    'cancelled',
    'void',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Not yet invoiced: the work may still change, be invoiced or be cancelled. */
export const OPEN_JOB_STATUSES: readonly JobStatus[] = ['quote', 'scheduled', 'in_progress', 'completed'];

/** An invoice is a legal document: its customer, vehicle, work, discount and tax rate no longer change. */
export const LOCKED_JOB_STATUSES: readonly JobStatus[] = ['invoiced', 'paid', 'void'];

/** The statuses a job may be deleted in; any other keeps its number used. */
export const DELETABLE_JOB_STATUSES: readonly JobStatus[] = ['quote', 'cancelled'];

/** Which statuses each action starts from, in the order the web shows the actions. */
export const JOB_ACTION_FROM = {
    schedule: ['quote'],
    start: ['quote', 'scheduled'],
    complete: ['in_progress'],
    invoice: OPEN_JOB_STATUSES,
    payment: ['invoiced'],
    cancel: OPEN_JOB_STATUSES,
    void: ['invoiced', 'paid'],
    remove_payment: ['invoiced', 'paid'],
    approve_lines: OPEN_JOB_STATUSES,
} satisfies Record<string, readonly JobStatus[]>;

export type JobAction = keyof typeof JOB_ACTION_FROM;

/** The permission each action needs: voiding and removing a payment need `invoice:void`. */
export const JOB_ACTION_PERMISSION: Record<JobAction, 'invoice:write' | 'invoice:void'> = {
    schedule: 'invoice:write',
    start: 'invoice:write',
    complete: 'invoice:write',
    invoice: 'invoice:write',
    payment: 'invoice:write',
    cancel: 'invoice:write',
    void: 'invoice:void',
    remove_payment: 'invoice:void',
    approve_lines: 'invoice:write',
};

/** Whether `action` may start from `status`. */
export const jobActionStartsFrom = (action: JobAction, status: string) =>
    (JOB_ACTION_FROM[action] as readonly string[]).includes(status);

export const isLockedJob = (status: string) => (LOCKED_JOB_STATUSES as readonly string[]).includes(status);

export const isDeletableJob = (status: string) => (DELETABLE_JOB_STATUSES as readonly string[]).includes(status);

/** What makes a line the work it is at its price: a line saved again with the same terms keeps the customer's answer. */
export const LINE_TERMS = [
    'kind',
    'product_id',
    'service_id',
    'description',
    'description_zh',
    'quantity_milli',
    'unit_price_cents',
    'discount_cents',
] as const;

/** What a job's line bills, in the order the line editor offers them. */
export const LINE_KINDS = ['service', 'product', 'custom'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The ways a Hong Kong garage is paid, in the order the payment dialog offers them. */
export const PAYMENT_METHODS = [
    'cash',
    'card',
    'fps',
    'octopus',
    'alipayhk',
    'wechatpay',
    'payme',
    'bank_transfer',
    'cheque',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
