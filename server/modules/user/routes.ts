import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { toAccount, UserRecord } from './schemas';

export default async function userRoutes(app: App) {
  app.get('/api/v3/user/self', {
    config: { auth: 'user' },
    schema: { operationId: 'getUserSelf', tags: ['user'], security: bearer, response: responses({ 200: Ok(UserRecord) }) },
  }, async (request) => {
    const { userId } = requirePrincipal(request, 'user', 'workspace');
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    return ok(request, toAccount(user));
  });
}
