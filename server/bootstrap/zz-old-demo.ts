import type { Db } from '../db/client';
import { authGroupMembers, authGroups, users, workspaces, workspaceUsers } from '../db/schema';
import { withTenant } from '../db/tenant';

export const DEMO_WORKSPACE_NAME = 'Kwun Tong Auto Service';

/**
 * A small, realistic garage to explore; the domain issues grow it. The member `ming.chan` shares the demo owner's
 * password so the member's view can be tried too. Answers the workspace's name.
 */
export async function seedDemo(db: Db, owner: { username: string; passwordHash: string }): Promise<string> {
  const [workspace] = await db.insert(workspaces).values({
    name: DEMO_WORKSPACE_NAME,
    address: '23 Hung To Road, Kwun Tong, Kowloon',
    phone: '+852 2345 6789',
    email: 'service@kt-auto.example',
    businessRegistrationNo: '71234567-000-11-25-3',
    currency: 'HKD',
    timezone: 'Asia/Hong_Kong',
    bays: 3,
    invoiceFooter: 'Thank you for your business. Parts carry a 6-month warranty.',
  }).returning();

  const people = await db.insert(users).values([
    { username: owner.username, email: `${owner.username}@pitstop.local`, displayName: 'Demo Owner', passwordHash: owner.passwordHash },
    { username: 'ming.chan', email: 'ming.chan@kt-auto.example', displayName: 'Chan Tai Ming', passwordHash: owner.passwordHash },
  ]).returning();
  const [, mechanicMembership] = await db.insert(workspaceUsers).values([
    { workspaceId: workspace.id, userId: people[0].id, role: 'owner' },
    { workspaceId: workspace.id, userId: people[1].id, role: 'member' },
  ]).returning();

  await withTenant(db, workspace.id, async (tx) => {
    const [frontDesk] = await tx.insert(authGroups).values([
      { workspaceId: workspace.id, name: 'Front desk', description: 'Bookings, customers and payments', permissions: ['statistic:read'] },
      { workspaceId: workspace.id, name: 'Workshop', description: 'Mechanics on the floor', permissions: [] },
    ]).returning();
    await tx.insert(authGroupMembers).values({ workspaceId: workspace.id, authGroupId: frontDesk.id, workspaceUserId: mechanicMembership.id });
  });
  return workspace.name;
}
