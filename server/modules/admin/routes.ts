import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import { toAccount } from '../user/schemas';
import { AdminRecord } from './schemas';

export default async function adminRoutes(app: App) {
  app.get('/admin/v3/self', {
    config: { auth: 'admin' },
    schema: { operationId: 'getAdminSelf', tags: ['admin'], security: bearer, response: responses({ 200: Ok(AdminRecord) }) },
  }, async (request) => {
    const { adminId } = requirePrincipal(request, 'admin');
    const [admin] = await app.db.select().from(admins).where(eq(admins.id, adminId));
    if (!admin) throw unauthorized();
    return ok(request, toAccount(admin));
  });
}
