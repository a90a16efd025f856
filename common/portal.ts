/** What a customer portal link opens: each link serves one purpose only. */
export const PORTAL_PURPOSES = ['estimate', 'invoice', 'booking', 'opt_out'] as const;
export type PortalPurpose = (typeof PORTAL_PURPOSES)[number];

/** How long a portal link opens its page. */
export const PORTAL_LINK_DAYS = 30;

/** How long a message's opt-out link works: a reminder may be read long after it was sent. */
export const OPT_OUT_LINK_DAYS = 365;

/** Why a portal link opens nothing: documented error keys of GET /public/v3/portal/{token}. */
export const PORTAL_LINK_ERRORS = ['link_not_found', 'link_expired', 'link_revoked'] as const;
export type PortalLinkError = (typeof PORTAL_LINK_ERRORS)[number];
