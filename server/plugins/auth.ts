import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { workspaces, workspaceUsers } from '../db/schema';
import { AppError, forbidden, unauthorized } from '../http/errors';
import { isId } from '../http/schemas';
import type { Principal } from '../http/principal';
import { resolveSession } from '../modules/auth/sessions';
import { createTokenService, type TokenService } from '../modules/auth/tokens';
import type { Permission, PermissionCatalogue } from '../modules/permission/catalogue';
import { membershipPermissions } from '../modules/permission/resolve';
import { suspensionOf, workspaceSuspended } from '../modules/workspace/suspension';

/**
 * Who may call a route: `public` anyone; `user` a user or workspace token; `workspace` a workspace token only;
 * `admin` a platform admin token; `any` any signed-in account.
 */
export type AuthScope = 'public' | 'user' | 'workspace' | 'admin' | 'any';

declare module 'fastify' {
    interface FastifyContextConfig {
        auth?: AuthScope;
        /** What a workspace session needs for this route, on top of its scope (see modules/permission/catalogue). */
        permission?: Permission;
        /**
         * The path parameter naming the workspace a user-token route acts on: while that workspace is suspended its
         * members may read it but every write answers 403 `workspace_suspended`.
         */
        workspaceParam?: string;
        /**
         * A write a suspended workspace's own token may still make, because it changes nothing of that workspace:
         * renewing the token, signing out, switching to another organization, the user's own account. Every other
         * write with such a token answers 403 `workspace_suspended`; reads (GET, HEAD) always pass.
         */
        whileSuspended?: boolean;
    }
    interface FastifyRequest {
        principal: Principal | null;
    }
    interface FastifyInstance {
        tokens: TokenService;
        /** What a workspace session may be given, from the app's declared resources (server/registry.ts). */
        permissions: PermissionCatalogue;
        authenticate(request: FastifyRequest, options?: { allowExpired?: boolean }): Promise<Principal>;
        /** The permissions of the request's workspace session (computed once per request). */
        permissionsOf(request: FastifyRequest): Promise<Set<Permission>>;
    }
}

const API_PREFIXES = ['/public/', '/api/v', '/admin/v'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function allows(scope: AuthScope, principal: Principal): boolean {
    if (scope === 'any') return true;
    if (scope === 'admin') return principal.kind === 'admin';
    if (scope === 'user') return principal.kind === 'user' || principal.kind === 'workspace';
    return principal.kind === 'workspace';
}

/**
 * A suspended workspace is read only: its tokens read, and make only the writes their route allows. A route naming
 * the workspace it writes to (`workspaceParam`) is judged by that one instead: leaving another organization passes.
 */
function mayWhileSuspended(request: FastifyRequest): boolean {
    const config = request.routeOptions.config;
    return READ_METHODS.has(request.method) || config?.whileSuspended === true || config?.workspaceParam !== undefined;
}

async function authPlugin(app: FastifyInstance, options: { jwtSecret: string; permissions: PermissionCatalogue }) {
    app.decorate('tokens', createTokenService(options.jwtSecret));
    app.decorate('permissions', options.permissions);
    app.decorateRequest('principal', null);

    app.decorate('authenticate', async (request: FastifyRequest, verifyOptions: { allowExpired?: boolean } = {}) => {
        const token = bearerToken(request);
        const claims = token ? await app.tokens.verify(token, verifyOptions) : null;
        if (!claims) throw unauthorized();
        const result = await resolveSession(app.db, claims);
        if (result === 'revoked') throw unauthorized();
        if (result === 'account_disabled') throw forbidden('account_disabled', 'This account is disabled');
        if (result.kind === 'workspace' && result.suspended && !mayWhileSuspended(request)) {
            throw await suspensionOf(app.db, result.workspaceId);
        }
        return result;
    });

    const computed = new WeakMap<FastifyRequest, Promise<Set<Permission>>>();
    app.decorate('permissionsOf', (request: FastifyRequest) => {
        const principal = request.principal;
        if (principal?.kind !== 'workspace') return Promise.resolve(new Set<Permission>());
        if (!computed.has(request)) computed.set(request, membershipPermissions(app.db, app.permissions, principal));
        return computed.get(request)!;
    });

    // Every API route must say who may call it: a forgotten declaration fails at start, not in production.
    app.addHook('onRoute', route => {
        const isApi = API_PREFIXES.some(prefix => route.url.startsWith(prefix));
        if (isApi && !route.config?.auth) throw new Error(`Route ${route.method} ${route.url} declares no auth scope`);
        if (route.config?.permission && route.config.auth !== 'workspace') {
            throw new Error(
                `Route ${route.method} ${route.url} needs a permission, so it must take workspace tokens only`,
            );
        }
        if (route.config?.permission) {
            app.permissions.assertInCatalogue(route.config.permission, `Route ${route.method} ${route.url}`);
            // The OpenAPI document says what each operation needs, so the web reads it instead of deriving it.
            route.schema = { ...route.schema, 'x-permission': route.config.permission } as typeof route.schema;
        }
    });

    app.addHook('onRequest', async request => {
        const scope = request.routeOptions.config?.auth;
        if (!scope || scope === 'public') return;
        const principal = await app.authenticate(request);
        if (!allows(scope, principal)) {
            if (scope === 'workspace' && principal.kind === 'user') {
                throw new AppError(403, 'workspace_required', 'Select an organization first');
            }
            throw unauthorized();
        }
        request.principal = principal;
        const permission = request.routeOptions.config?.permission;
        if (permission && !(await app.permissionsOf(request)).has(permission)) throw forbidden();
        await refuseWritesToSuspended(request, principal);
    });

    /** A suspended workspace is read-only for its members; non-members learn nothing here (the route answers 404). */
    async function refuseWritesToSuspended(request: FastifyRequest, principal: Principal) {
        const param = request.routeOptions.config?.workspaceParam;
        if (!param || READ_METHODS.has(request.method) || principal.kind === 'admin') return;
        const workspaceId = Number((request.params as Record<string, string | undefined>)[param]);
        if (!isId(workspaceId)) return;
        const [member] = await app.db
            .select({
                id: workspaces.id,
                status: workspaces.status,
                suspensionReason: workspaces.suspensionReason,
                suspendedAt: workspaces.suspendedAt,
            })
            .from(workspaces)
            .innerJoin(
                workspaceUsers,
                and(eq(workspaceUsers.workspaceId, workspaces.id), eq(workspaceUsers.userId, principal.userId)),
            )
            .where(eq(workspaces.id, workspaceId));
        if (member && member.status !== 'active') throw workspaceSuspended(member);
    }
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
