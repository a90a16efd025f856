/** The longest reason a platform admin may give for suspending a workspace (its members read it). */
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/**
 * What a suspended workspace's sessions keep of their permissions: those that read (`…:read`) or export a whole list
 * (`…:export`). The server grants no more; the web trims its stored copy the same way when a write is refused.
 */
export const readOnlyPermissions = <P extends string>(permissions: Iterable<P>): P[] =>
    [...permissions].filter(permission => permission.endsWith(':read') || permission.endsWith(':export'));
