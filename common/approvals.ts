/** A customer's answer to one line of an estimate (DESIGN §14, `/portal/estimate/:token`). */
export const LINE_APPROVALS = ['approved', 'declined'] as const;
export type LineApproval = (typeof LINE_APPROVALS)[number];

/** How long the name a customer types to sign an estimate may be. */
export const SIGNATURE_NAME_MAX = 100;
