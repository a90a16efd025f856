import { eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { AppError, unauthorized } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { checkPassword, hashPassword } from '../auth/passwords';
import { revokeAccountSessions } from '../auth/sessions';
import { assertAccountUnique } from '../user/accounts';
import { toAccount } from '../user/schemas';
import { AdminRecord, ChangedAnswer, ChangePasswordBody, UpdateAdminSelfBody } from './schemas';
import { assertAvatarAllowed } from '../asset/avatar';

const tags = ['backoffice'];

/** The signed-in platform admin's own account. */
export default async function adminRoutes(app: App) {
    app.get(
        '/admin/v3/self',
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'getAdminSelf',
                tags,
                security: bearer,
                response: responses({ 200: Ok(AdminRecord) }),
            },
        },
        async request => {
            const { adminId } = requirePrincipal(request, 'admin');
            const [admin] = await app.db.select().from(admins).where(eq(admins.id, adminId));
            if (!admin) throw unauthorized();
            return ok(request, toAccount(admin));
        },
    );

    app.put(
        '/admin/v3/self',
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'updateAdminSelf',
                tags,
                security: bearer,
                body: UpdateAdminSelfBody,
                description: 'An absent avatar stays as it is.',
                response: responses({ 200: Ok(AdminRecord) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'admin');
            const { adminId } = principal;
            const body = request.body;
            await assertAvatarAllowed(app.db, principal, body.avatar);
            await assertAccountUnique(app.db, admins, body, adminId);
            const [admin] = await app.db
                .update(admins)
                .set({
                    username: body.username,
                    email: body.email,
                    displayName: (body.display_name ?? '').trim(),
                    ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
                    updatedAt: new Date(),
                    version: sql`${admins.version} + 1`,
                })
                .where(eq(admins.id, adminId))
                .returning();
            if (!admin) throw unauthorized();
            return ok(request, toAccount(admin));
        },
    );

    app.put(
        '/admin/v3/self/password',
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'changeAdminPassword',
                tags,
                security: bearer,
                body: ChangePasswordBody,
                description:
                    'Needs the current password (400 invalid_credentials; attempts are rate limited like sign-ins); signs out every other session of the admin.',
                response: responses({ 200: Ok(ChangedAnswer) }),
            },
        },
        async request => {
            const { adminId, sessionId } = requirePrincipal(request, 'admin');
            // A stolen token must not become a way to guess the password: these attempts count like sign-ins.
            await app.limitLogin(request, `admin-self:${adminId}`);
            const [admin] = await app.db
                .select({ passwordHash: admins.passwordHash })
                .from(admins)
                .where(eq(admins.id, adminId));
            if (!admin) throw unauthorized();
            if (!(await checkPassword(admin.passwordHash, request.body.current_password))) {
                throw new AppError(400, 'invalid_credentials', 'The current password is wrong');
            }
            const passwordHash = await hashPassword(request.body.new_password);
            await app.db.transaction(async tx => {
                await tx
                    .update(admins)
                    .set({ passwordHash, updatedAt: new Date(), version: sql`${admins.version} + 1` })
                    .where(eq(admins.id, adminId));
                await revokeAccountSessions(tx, { adminId }, sessionId);
            });
            return ok(request, { changed: true as const });
        },
    );
}
