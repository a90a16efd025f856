import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { configuredMailer } from '../../mail';
import { requirePrincipal } from '../../http/principal';
import { assertAvatarAllowed } from '../asset/avatar';
import { checkPassword, hashPassword } from '../auth/passwords';
import { createSession, revokeAccountSessions } from '../auth/sessions';
import { registrationEnabled } from '../config/routes';
import { assertAccountUnique } from '../user/accounts';
import { toAccount, UserRecord } from '../user/schemas';
import { resetMail } from './mail';
import { findResetUser, issueResetToken, resetLimitKey, resetPassword } from './resets';
import {
    ChangedAnswer,
    ChangePasswordBody,
    ForgotPasswordBody,
    RegisterAnswer,
    RegisterBody,
    ResetAnswer,
    ResetPasswordBody,
    SentAnswer,
    UpdateSelfBody,
} from './schemas';

const resetTokenInvalid = () =>
    new AppError(400, 'reset_token_invalid', 'This reset link is unknown, already used or expired: ask for a new one');

const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
});

/** Sign-up, forgot / reset password, and a user's own profile and password. */
export default async function accountRoutes(app: App, options: { config: Config }) {
    const { config } = options;
    const mailer = configuredMailer(config, app.log);

    // Forgot-password work runs after the answer, so its timing says nothing about whether the address exists.
    const pending = new Set<Promise<void>>();
    const inBackground = (request: FastifyRequest, task: () => Promise<void>) => {
        const run: Promise<void> = task()
            .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
            .finally(() => pending.delete(run));
        pending.add(run);
    };
    app.addHook('onClose', async () => {
        await Promise.allSettled([...pending]);
        mailer.close();
    });

    app.put(
        '/api/v3/user/self',
        {
            config: { auth: 'user', whileSuspended: true },
            schema: {
                operationId: 'updateUserSelf',
                tags: ['user'],
                security: bearer,
                body: UpdateSelfBody,
                description:
                    "Updates the caller's profile. `display_name` and `avatar` keep their value when left out.",
                response: responses({ 200: Ok(UserRecord) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'user', 'workspace');
            const [current] = await app.db.select().from(users).where(eq(users.id, principal.userId));
            if (!current) throw unauthorized();
            const { username, email, display_name: displayName, avatar } = request.body;
            await assertAvatarAllowed(app.db, principal, avatar, current.avatar);
            await assertAccountUnique(app.db, users, { username, email }, current.id);
            const [user] = await app.db
                .update(users)
                .set({
                    username,
                    email,
                    displayName: displayName === undefined ? current.displayName : displayName.trim(),
                    avatar: avatar === undefined ? current.avatar : avatar,
                    updatedAt: sql`now()`,
                    version: sql`${users.version} + 1`,
                })
                .where(eq(users.id, current.id))
                .returning();
            return ok(request, toAccount(user));
        },
    );

    app.put(
        '/api/v3/user/self/password',
        {
            config: { auth: 'user', whileSuspended: true },
            schema: {
                operationId: 'changeUserPassword',
                tags: ['user'],
                security: bearer,
                body: ChangePasswordBody,
                description:
                    "Needs the current password (400 `invalid_credentials` otherwise). The account's other sessions " +
                    'are revoked; the calling one stays.',
                response: responses({ 200: Ok(ChangedAnswer) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'user', 'workspace');
            await app.limitLogin(request, `password:${principal.userId}`);
            const [user] = await app.db.select().from(users).where(eq(users.id, principal.userId));
            if (!(await checkPassword(user?.passwordHash, request.body.current_password))) {
                throw new AppError(400, 'invalid_credentials', 'The current password is wrong');
            }
            const passwordHash = await hashPassword(request.body.new_password);
            // One transaction: a login that checked the old password waits on the updated row (see createSignInSession).
            await app.db.transaction(async tx => {
                await tx
                    .update(users)
                    .set({ passwordHash, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
                    .where(eq(users.id, user.id));
                await revokeAccountSessions(tx, { userId: user.id }, principal.sessionId);
            });
            return ok(request, { changed: true as const });
        },
    );

    app.post(
        '/public/v3/user/register',
        {
            config: { auth: 'public' },
            // Refused before the body is looked at: in the closed modes there is nothing to validate.
            preValidation: async () => {
                if (!registrationEnabled(config)) {
                    throw forbidden(
                        'registration_disabled',
                        'Sign-up is closed: the platform operators create accounts',
                    );
                }
            },
            schema: {
                operationId: 'registerUser',
                tags: ['auth'],
                body: RegisterBody,
                description:
                    'Self sign-up, in `platform` mode only (403 `registration_disabled` otherwise). Answers a user ' +
                    'token for the new account. Limited per address like the login.',
                response: responses({ 201: Ok(RegisterAnswer) }),
            },
        },
        async (request, reply) => {
            const { username, email, password, display_name: displayName } = request.body;
            await app.limitLogin(request, `register:${username}`);
            await assertAccountUnique(app.db, users, { username, email });
            const passwordHash = await hashPassword(password);
            const [user] = await app.db
                .insert(users)
                .values({
                    username,
                    email,
                    passwordHash,
                    displayName: displayName?.trim() || username,
                })
                .returning();
            const sessionId = await createSession(app.db, { kind: 'user', userId: user.id, ...client(request) });
            const token = await app.tokens.sign({ kind: 'user', subject: user.id, sessionId });
            return reply.status(201).send(ok(request, { token, user: toAccount(user) }));
        },
    );

    app.post(
        '/public/v3/user/forgot-password',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'forgotPassword',
                tags: ['auth'],
                body: ForgotPasswordBody,
                description:
                    'Mails a one-time reset link (valid one hour) to an active account with this email. Answers the ' +
                    'same whether or not the address exists.',
                response: responses({ 200: Ok(SentAnswer) }),
            },
        },
        async request => {
            const email = request.body.email.toLowerCase();
            await app.limitLogin(request, `forgot:${email}`);
            const linkBase = `${app.publicOrigin(request)}/auth/forgot-password?token=`;
            inBackground(request, async () => {
                const [user] = await app.db
                    .select()
                    .from(users)
                    .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, 'active')));
                if (!user) return;
                const token = await issueResetToken(app.db, user.id);
                await mailer.send(
                    resetMail({
                        appName: config.appName,
                        to: user.email,
                        name: user.displayName || user.username,
                        username: user.username,
                        link: linkBase + token,
                    }),
                );
            });
            return ok(request, { sent: true as const });
        },
    );

    app.post(
        '/public/v3/user/reset-password',
        {
            config: { auth: 'public' },
            schema: {
                operationId: 'resetPassword',
                tags: ['auth'],
                body: ResetPasswordBody,
                description:
                    'Sets a new password with the token of a reset link (400 `reset_token_invalid` for an unknown, ' +
                    'used or expired one) and revokes every session of the account.',
                response: responses({ 200: Ok(ResetAnswer) }),
            },
        },
        async request => {
            const { token, password } = request.body;
            await app.limitLogin(request, resetLimitKey(token));
            const userId = await findResetUser(app.db, token);
            if (!userId) throw resetTokenInvalid();
            const passwordHash = await hashPassword(password);
            if (!(await resetPassword(app.db, token, userId, passwordHash))) throw resetTokenInvalid();
            return ok(request, { reset: true as const });
        },
    );
}
