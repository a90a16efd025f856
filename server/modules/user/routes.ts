import { eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/prepared';
import { users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { toAccount, UserRecord } from './schemas';

/** The signed-in user, read by every page load: prepared once per database. */
const selfLookup = perDatabase(db =>
    db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('user_self'),
);

export default async function userRoutes(app: App) {
    app.get(
        '/api/v3/user/self',
        {
            config: { auth: 'user' },
            schema: {
                operationId: 'getUserSelf',
                tags: ['user'],
                security: bearer,
                response: responses({ 200: Ok(UserRecord) }),
            },
        },
        async request => {
            const { userId } = requirePrincipal(request, 'user', 'workspace');
            const [user] = await selfLookup(app.db).execute({ id: userId });
            if (!user) throw unauthorized();
            return ok(request, toAccount(user));
        },
    );
}
