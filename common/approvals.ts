/** A customer's answer to one line of an estimate (`/portal/estimate/:token`). */
export const LINE_APPROVALS = ['approved', 'declined'] as const;
export type LineApproval = (typeof LINE_APPROVALS)[number];

/** How the garage came to know an answer: signed on the estimate link, or told to staff (`approve-lines`). */
export const APPROVAL_METHODS = ['link', 'phone', 'in_person'] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

/** The answers staff may record for the customer (`POST …/invoice/{id}/approve-lines`). */
export const STAFF_APPROVAL_METHODS = ['phone', 'in_person'] as const;
export type StaffApprovalMethod = (typeof STAFF_APPROVAL_METHODS)[number];

/**
 * Where a job's estimate stands with its customer: never shared, a link given, the link opened, the customer
 * answered. A filter and a column of the jobs list.
 */
export const APPROVAL_STATES = ['none', 'sent', 'viewed', 'answered'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** How long the name a customer types to sign an estimate may be. */
export const SIGNATURE_NAME_MAX = 100;

/** How many visible letters or digits a signature needs (format and zero-width characters do not count). */
export const SIGNATURE_LETTERS_MIN = 2;

/** The letters and digits of a typed name, its spaces, marks, format and zero-width characters left out. */
export const visibleLetters = (name: string) => name.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether a line is billed: on a job whose estimate the customer answered, only the lines they (or staff, for them)
 * approved; on any other job, every line.
 */
export const isBillable = (approval: LineApproval | null, answered: boolean) =>
    approval === 'approved' || (!answered && approval === null);
