import { unauthorized } from './errors';
import type { WorkspaceRole } from '../../common/roles';

/** Who a request's token speaks for: a user, a user in one of their workspaces, or a platform admin. */
export type Principal =
    | { kind: 'user'; sessionId: string; userId: number }
    | {
          kind: 'workspace';
          sessionId: string;
          userId: number;
          workspaceId: number;
          role: WorkspaceRole;
          membershipId: number;
          /** The platform suspended the workspace: the session may read it and do nothing else (see plugins/auth). */
          suspended: boolean;
      }
    | { kind: 'admin'; sessionId: string; adminId: number };

/** The request's principal when it is of one of `kinds`; 401 otherwise. */
export function requirePrincipal<K extends Principal['kind']>(request: { principal: Principal | null }, ...kinds: K[]) {
    const principal = request.principal;
    if (!principal || !kinds.includes(principal.kind as K)) throw unauthorized();
    return principal as Extract<Principal, { kind: K }>;
}
