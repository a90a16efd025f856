import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { prepare, runPrepared } from '../../db/prepared';
import { jobs } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Nullable, Ok, responses, Timestamp } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { recordExists } from '../../resources/queries';
import { JOB_STATUSES } from '../../../common/jobs';
import { VEHICLE_HISTORY_CAP } from '../../../common/vehicles';
import { LineRecord, loadLinesOfJobs } from '../job/lines';
import { jobResource } from '../job/resource';
import { vehicleResource } from './resource';

const HistoryJob = Type.Object(
    {
        id: Type.Integer(),
        number: Type.String(),
        status: Type.Enum([...JOB_STATUSES], { 'x-enum-namespace': 'motor-garage.invoice.status' }),
        happens_at: Timestamp,
        mileage_in: Nullable(Type.Integer({ description: 'The odometer when the vehicle came in (km)' })),
        total_cents: Type.Integer({ 'x-kind': 'money' }),
        lines: Type.Array(LineRecord, { description: 'The work done, in the order of the job' }),
    },
    { title: 'VehicleHistoryJob' },
);

const VehicleHistory = Type.Object(
    {
        jobs: Type.Array(HistoryJob, {
            maxItems: VEHICLE_HISTORY_CAP,
            description: `The vehicle's latest ${VEHICLE_HISTORY_CAP} jobs, newest first (by when they happen, then id)`,
        }),
        more: Type.Boolean({ description: 'The vehicle has older jobs than these' }),
    },
    { title: 'VehicleHistory' },
);

type Job = Omit<Static<typeof HistoryJob>, 'lines'>;

// One more than shown: whether there are more. Read from jobs_vehicle_history_idx, newest first.
const jobsStatement = prepare(
    'vehicle_history_jobs',
    sql`SELECT ${jobs.id} AS id, ${jobs.number} AS number, ${jobs.status} AS status,
  to_char(${jobs.happensAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS happens_at,
  ${jobs.mileageIn} AS mileage_in, ${jobs.totalCents} AS total_cents
  FROM ${jobs} WHERE ${jobs.workspaceId} = ${sql.placeholder('workspace_id')} AND ${jobs.vehicleId} = ${sql.placeholder('vehicle_id')}
  ORDER BY ${jobs.happensAt} DESC, ${jobs.id} DESC LIMIT ${sql.raw(String(VEHICLE_HISTORY_CAP + 1))}`,
);

/** The vehicle's latest jobs with their lines (two statements), or null when the workspace has no such vehicle. */
async function historyOf(tx: Tx, workspaceId: number, vehicleId: number) {
    const rows = (await runPrepared(tx, jobsStatement, { workspace_id: workspaceId, vehicle_id: vehicleId })) as Job[];
    if (!rows.length && !(await recordExists(tx, vehicleResource, workspaceId, vehicleId))) return null;
    const shown = rows.slice(0, VEHICLE_HISTORY_CAP);
    const lines = await loadLinesOfJobs(
        tx,
        workspaceId,
        shown.map(job => job.id),
    );
    return { jobs: shown.map(job => ({ ...job, lines: lines.get(job.id) ?? [] })), more: rows.length > shown.length };
}

/** A vehicle's service history beside its declared routes: its jobs and the work on each (`invoice:read`). */
export default async function vehicleHistoryRoutes(app: App) {
    app.get(
        `${resourcePath(vehicleResource)}/:id/history`,
        {
            config: { auth: 'workspace', permission: `${jobResource.permission}:read` },
            schema: {
                operationId: 'getVehicleHistory',
                summary: "A vehicle's service history: its latest jobs, newest first, each with its lines",
                tags: [vehicleResource.name],
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(VehicleHistory) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const history = await withTenant(app.db, workspaceId, tx => historyOf(tx, workspaceId, request.params.id));
            if (!history) throw notFound();
            return ok(request, history);
        },
    );
}
