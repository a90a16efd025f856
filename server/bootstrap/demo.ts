import type { Tx } from '../db/client';
import { authGroupMembers, authGroups, users, workspaces, workspaceUsers } from '../db/schema';
import { withTenant } from '../db/tenant';
import { DEMO_GARAGE_STEPS } from './demo-garage';
import type { DemoStep } from './demo-step';

export const DEMO_WORKSPACE_NAME = 'Kwun Tong Auto Service';

const seedAuthGroups: DemoStep = async (tx, { workspaceId, memberMembershipId }) => {
    const [frontDesk] = await tx
        .insert(authGroups)
        .values([
            {
                workspaceId,
                name: 'Front desk',
                description: 'Bookings, customers and payments',
                permissions: ['statistic:read'],
            },
            { workspaceId, name: 'Workshop', description: 'Mechanics on the floor', permissions: [] },
        ])
        .returning();
    await tx
        .insert(authGroupMembers)
        .values({ workspaceId, authGroupId: frontDesk.id, workspaceUserId: memberMembershipId });
};

/** In order: a step may use the rows of the steps before it. */
const DEMO_STEPS: DemoStep[] = [seedAuthGroups, ...DEMO_GARAGE_STEPS];

/**
 * A small, realistic garage to explore; the domain issues grow it. The member `ming.chan` shares the demo owner's
 * password so the member's view can be tried too. Runs inside the caller's transaction; answers the workspace's name.
 */
export async function seedDemo(tx: Tx, owner: { username: string; passwordHash: string }): Promise<string> {
    const [workspace] = await tx
        .insert(workspaces)
        .values({
            name: DEMO_WORKSPACE_NAME,
            address: '23 Hung To Road, Kwun Tong, Kowloon',
            phone: '+852 2345 6789',
            email: 'service@kt-auto.example',
            businessRegistrationNo: '71234567-000-11-25-3',
            currency: 'HKD',
            timezone: 'Asia/Hong_Kong',
            bays: 3,
            invoiceFooter: 'Thank you for your business. Parts carry a 6-month warranty.',
            invoiceFooterZh: '多謝惠顧。零件保用六個月。',
            // An e-mail FPS proxy on a reserved domain: the printed invoices show a real QR code that pays nobody.
            fpsId: 'service@kt-auto.example',
            whatsapp: '+852 6123 4567',
            paymentMethods: ['fps', 'cash', 'card', 'octopus'],
        })
        .returning();

    const people = await tx
        .insert(users)
        .values([
            {
                username: owner.username,
                email: `${owner.username}@pitstop.local`,
                displayName: 'Demo Owner',
                passwordHash: owner.passwordHash,
            },
            {
                username: 'ming.chan',
                email: 'ming.chan@kt-auto.example',
                displayName: 'Chan Tai Ming',
                passwordHash: owner.passwordHash,
            },
        ])
        .returning();
    const [ownerMembership, memberMembership] = await tx
        .insert(workspaceUsers)
        .values([
            { workspaceId: workspace.id, userId: people[0].id, role: 'owner' },
            { workspaceId: workspace.id, userId: people[1].id, role: 'member' },
        ])
        .returning();

    const garage = {
        workspaceId: workspace.id,
        ownerMembershipId: ownerMembership.id,
        memberMembershipId: memberMembership.id,
    };
    // Last: the role switch lasts until the caller's transaction ends.
    await withTenant(tx, workspace.id, async tenant => {
        for (const step of DEMO_STEPS) await step(tenant, garage);
    });
    return workspace.name;
}
