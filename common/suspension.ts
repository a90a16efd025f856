/** The longest reason a platform admin may give for suspending a workspace (its members read it). */
export const SUSPENSION_REASON_MAX_LENGTH = 500;
