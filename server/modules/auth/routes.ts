import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { admins, users } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { toAccount } from '../user/schemas';
import { findMembership } from '../workspace/queries';
import { toWorkspaceUser } from '../workspace/schemas';
import { checkPassword } from './passwords';
import {
    AdminLoginAnswer,
    AdminLoginBody,
    RevokedAnswer,
    TokenAnswer,
    UserLoginAnswer,
    UserLoginBody,
    WorkspaceLoginAnswer,
    WorkspaceLoginBody,
} from './schemas';
import { createSession, createSignInSession, revokeSessionFamily, rootOf } from './sessions';

const invalidCredentials = () => new AppError(400, 'invalid_credentials', 'Wrong username or password');

type AccountTable = typeof users | typeof admins;

const lookupKey = (name: string) => name.trim().toLowerCase();

/** The account a sign-in names: by username (users also by email), in any case, without surrounding spaces. */
async function findAccount(db: Db, table: AccountTable, name: string, byEmail: boolean) {
    const key = lookupKey(name);
    const match = byEmail
        ? or(eq(sql`lower(${table.username})`, key), eq(sql`lower(${table.email})`, key))
        : eq(sql`lower(${table.username})`, key);
    const [account] = await db.select().from(table).where(match).limit(1);
    return account;
}

/** Checks the password and the account's status; one answer for an unknown name and a wrong password. */
async function checkCredentials(account: Awaited<ReturnType<typeof findAccount>>, password: string) {
    if (!(await checkPassword(account?.passwordHash, password))) throw invalidCredentials();
    if (account.status !== 'active') throw forbidden('account_disabled', 'This account is disabled');
    return account;
}

export default async function authRoutes(app: App) {
    const client = (request: FastifyRequest) => ({
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    });

    /** Checks the credentials of a user or an admin and opens a session: the login calls differ only in names. */
    async function signIn(request: FastifyRequest, kind: 'user' | 'admin', name: string, password: string) {
        const found = await findAccount(app.db, kind === 'user' ? users : admins, name, kind === 'user');
        // One bucket per account however its name is typed (username, email, case, spaces); per name when unknown.
        const bucket = found ? `${kind}:${found.id}` : `${kind}:unknown:${lookupKey(name)}`;
        await app.limitLogin(request, bucket);
        const account = await checkCredentials(found, password);
        const owner = kind === 'user' ? { userId: account.id } : { adminId: account.id };
        // The password may change while it is being checked: then this login opens no session.
        const sessionId = await createSignInSession(
            app.db,
            { kind, ...owner, ...client(request) },
            account.passwordHash,
        );
        if (!sessionId) throw invalidCredentials();
        await app.forgetLoginAttempts(bucket);
        return { token: await app.tokens.sign({ kind, subject: account.id, sessionId }), account: toAccount(account) };
    }

    app.post(
        '/public/v3/user/login',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'userLogin',
                tags: ['auth'],
                body: UserLoginBody,
                response: responses({ 200: Ok(UserLoginAnswer) }),
            },
        },
        async request => {
            const { token, account } = await signIn(
                request,
                'user',
                request.body.username_or_email,
                request.body.password,
            );
            return ok(request, { token, user: account });
        },
    );

    app.post(
        '/public/v3/admin/login',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'adminLogin',
                tags: ['auth'],
                body: AdminLoginBody,
                response: responses({ 200: Ok(AdminLoginAnswer) }),
            },
        },
        async request => {
            const { token, account } = await signIn(request, 'admin', request.body.username, request.body.password);
            return ok(request, { token, admin: account });
        },
    );

    app.post(
        '/public/v3/refresh-token',
        {
            config: { auth: 'public', whileSuspended: true },
            schema: {
                operationId: 'refreshToken',
                tags: ['auth'],
                security: bearer,
                description:
                    'Answers a fresh token of the same kind for the token in the Authorization header, even an expired one, while its session is alive.',
                response: responses({ 200: Ok(TokenAnswer) }),
            },
        },
        async request => {
            const principal = await app.authenticate(request, { allowExpired: true });
            const token = await app.tokens.sign(
                principal.kind === 'admin'
                    ? { kind: 'admin', subject: principal.adminId, sessionId: principal.sessionId }
                    : principal.kind === 'workspace'
                      ? {
                            kind: 'workspace',
                            subject: principal.userId,
                            sessionId: principal.sessionId,
                            workspaceId: principal.workspaceId,
                        }
                      : { kind: 'user', subject: principal.userId, sessionId: principal.sessionId },
            );
            return ok(request, { token });
        },
    );

    app.post(
        '/api/v3/user/login/workspace',
        {
            config: { auth: 'user', whileSuspended: true },
            schema: {
                operationId: 'loginWorkspace',
                tags: ['auth'],
                security: bearer,
                description:
                    "A workspace token for one of the caller's organizations. One the platform suspended is entered " +
                    "too: its `workspace.status` is 'suspended' (with `suspension_reason`, `suspended_at`) and the token " +
                    'only reads: its writes answer 403 `workspace_suspended`.',
                body: WorkspaceLoginBody,
                response: responses({ 200: Ok(WorkspaceLoginAnswer) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'user', 'workspace');
            const found = await findMembership(app.db, principal.userId, request.body.workspace_id);
            if (!found) throw forbidden('forbidden', 'You are not a member of this organization');
            const parentId =
                principal.kind === 'workspace' ? await rootOf(app.db, principal.sessionId) : principal.sessionId;
            const sessionId = await createSession(app.db, {
                kind: 'workspace',
                userId: principal.userId,
                workspaceId: found.workspace.id,
                parentId,
                ...client(request),
            });
            const token = await app.tokens.sign({
                kind: 'workspace',
                subject: principal.userId,
                sessionId,
                workspaceId: found.workspace.id,
            });
            return ok(request, { token, workspace_user: toWorkspaceUser(found.membership, found.workspace) });
        },
    );

    for (const [url, scope, operationId] of [
        ['/api/v3/user/logout', 'user', 'userLogout'],
        ['/admin/v3/logout', 'admin', 'adminLogout'],
    ] as const) {
        app.post(
            url,
            {
                config: { auth: scope, whileSuspended: true },
                schema: {
                    operationId,
                    tags: ['auth'],
                    security: bearer,
                    response: responses({ 200: Ok(RevokedAnswer) }),
                },
            },
            async request => {
                await revokeSessionFamily(app.db, request.principal!.sessionId);
                return ok(request, { revoked: true as const });
            },
        );
    }
}
