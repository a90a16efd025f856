import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DraftVehicle, UsualPart } from './catalogue';

/** How many of a service's latest invoiced jobs are read: the query is bounded, whatever the garage's history. */
const RECENT_JOBS = 50;
/**
 * A part is usual when enough of those jobs billed it with the service: on cars of the same make and model, half of
 * two jobs or more; on any car (the car not known), nearly all of three or more, as a part for one model is not.
 */
const ENOUGH = { sameCar: { share: 0.5, jobs: 2 }, anyCar: { share: 0.8, jobs: 3 } };
const MOST_PARTS = 3;

interface Row {
    product_id: number;
    jobs: number;
    quantity_milli: number;
    of: number;
}

/**
 * The parts the garage's own invoiced jobs usually bill with a service: of its latest RECENT_JOBS jobs with the
 * service (on cars of the same make and model when the car is known), the parts billed on ENOUGH of them, with
 * their average quantity. Read on the job lines' service and job indexes, never every job.
 */
export async function learnedParts(
    tx: Tx,
    workspaceId: number,
    serviceId: number,
    vehicle: DraftVehicle | null,
): Promise<UsualPart[]> {
    const sameCar = vehicle
        ? sql`JOIN vehicles v ON v.workspace_id = j.workspace_id AND v.id = j.vehicle_id
              AND lower(v.make) = lower(${vehicle.make}) AND lower(v.model) = lower(${vehicle.model})`
        : sql``;
    const result = await tx.execute(sql`
        WITH recent AS (
            SELECT DISTINCT l.job_id FROM job_lines l
            JOIN jobs j ON j.workspace_id = l.workspace_id AND j.id = l.job_id
            ${sameCar}
            WHERE l.workspace_id = ${workspaceId} AND l.service_id = ${serviceId} AND l.billable
              AND j.status IN ('invoiced', 'paid')
            ORDER BY l.job_id DESC LIMIT ${RECENT_JOBS}
        )
        SELECT p.product_id, count(DISTINCT p.job_id)::int AS jobs,
               round(avg(p.quantity_milli))::int AS quantity_milli, (SELECT count(*) FROM recent)::int AS of
        FROM job_lines p
        WHERE p.workspace_id = ${workspaceId} AND p.job_id IN (SELECT job_id FROM recent)
          AND p.product_id IS NOT NULL AND p.billable
        GROUP BY p.product_id
        ORDER BY jobs DESC, p.product_id
        LIMIT ${MOST_PARTS}`);
    const enough = vehicle ? ENOUGH.sameCar : ENOUGH.anyCar;
    return (result as unknown as { rows: Row[] }).rows
        .filter(row => row.of >= enough.jobs && row.jobs >= enough.share * row.of)
        .map(row => ({ product_id: row.product_id, quantity_milli: row.quantity_milli, make: '', model: '' }));
}
