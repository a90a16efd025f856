import { openDatabase } from '../../server/db/client';
import { hashPassword } from '../../server/modules/auth/passwords';
import { seedScale } from '../seed/scale';
import { seedGarageStaff } from '../seed/staff';
import type { LoadGarage } from './garage';
import type { LoadtestOptions } from './options';

/**
 * The garages as `npm run seed` makes them (customers, vehicles, jobs with the demo's price list; the first garage
 * holds half of each), each with a front desk and technicians: answers who works where.
 */
export async function seedGarages(databaseUrl: string, options: LoadtestOptions, password: string) {
    const database = await openDatabase({ url: databaseUrl, dataDir: null });
    try {
        const seeded = await seedScale(database.db, {
            workspaces: options.garages,
            customers: options.customers,
            vehicles: options.vehicles,
            jobs: options.jobs,
            password,
        });
        const passwordHash = await hashPassword(password);
        const garages: LoadGarage[] = [];
        for (const [index, workspace] of seeded.workspaces.entries()) {
            const staff = await seedGarageStaff(
                database.db,
                workspace.id,
                index + 1,
                options.technicians,
                passwordHash,
            );
            garages.push({ index, ...staff });
        }
        return { garages, rows: seeded.rows, seconds: seeded.seconds };
    } finally {
        await database.close();
    }
}
