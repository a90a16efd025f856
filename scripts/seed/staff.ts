// A garage's people besides its owner: a front desk and technicians, each a member signing in with the owners'
// password. The front desk sees the statistics through a "Front desk" auth group, as in the demo garage.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { authGroupMembers, authGroups, users, workspaceUsers } from '../../server/db/schema';

export interface GarageStaff {
    frontDesk: string;
    technicians: string[];
}

/** The front desk `seed-desk-<n>` and technicians `seed-tech-<n>-<k>` of workspace `workspaceId` (garage `n`). */
export async function seedGarageStaff(
    db: Db,
    workspaceId: number,
    n: number,
    technicians: number,
    passwordHash: string,
): Promise<GarageStaff> {
    const staff: GarageStaff = {
        frontDesk: `seed-desk-${n}`,
        technicians: Array.from({ length: technicians }, (_, k) => `seed-tech-${n}-${k + 1}`),
    };
    const usernames = [staff.frontDesk, ...staff.technicians];
    await db.transaction(async tx => {
        await tx.execute(sql`select set_config('app.workspace_id', ${String(workspaceId)}, true)`);
        const people = await tx
            .insert(users)
            .values(
                usernames.map(username => ({
                    username,
                    email: `${username}@seed.example`,
                    displayName: username,
                    passwordHash,
                })),
            )
            .returning({ id: users.id });
        const members = await tx
            .insert(workspaceUsers)
            .values(people.map(person => ({ workspaceId, userId: person.id, role: 'member' as const })))
            .returning({ id: workspaceUsers.id });
        const [frontDesk] = await tx
            .insert(authGroups)
            .values({
                workspaceId,
                name: 'Front desk',
                description: 'Bookings, customers and payments',
                permissions: ['statistic:read'],
            })
            .returning({ id: authGroups.id });
        await tx
            .insert(authGroupMembers)
            .values({ workspaceId, authGroupId: frontDesk.id, workspaceUserId: members[0].id });
    });
    return staff;
}
