import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { jobs, workspaces } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Nullable, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { AGING_BUCKETS } from '../../../common/aging';

const Days = (description: string) => Nullable(Type.Integer({ description }));

export const Aging = Type.Object(
    {
        buckets: Type.Array(
            Type.Object(
                {
                    id: Type.Enum(
                        AGING_BUCKETS.map(bucket => bucket.id),
                        { 'x-enum-namespace': 'motor-garage.statistic.aging.buckets' },
                    ),
                    overdue_from: Days('Fewest days past the due date (included); null: not yet due counts'),
                    overdue_to: Days('Most days past the due date (included); null: no limit'),
                    invoices: Type.Integer({ minimum: 0, description: 'Unpaid invoices in the bucket' }),
                    balance_cents: Type.Integer({ 'x-kind': 'money', description: 'What they still ask for' }),
                },
                { title: 'AgingBucket' },
            ),
            { description: 'Not yet due, 1–30, 31–60, 61–90 and over 90 days overdue, in that order' },
        ),
    },
    { title: 'Aging' },
);

type AgingData = Static<typeof Aging>;

const bound = (days: number | null) => (days === null ? sql`NULL::int` : sql`${days}::int`);

/**
 * The unpaid invoices by days past their due date on the workspace's today, from jobs_unpaid_idx alone; the same
 * invoices as the jobs list's `overdue`, `overdue_from` and `overdue_to` filters.
 */
async function aging(tx: Tx, workspaceId: number): Promise<AgingData> {
    const result = await tx.execute(sql`
    WITH owed AS (
      SELECT (SELECT (now() AT TIME ZONE ${workspaces.timezone})::date FROM ${workspaces}
          WHERE ${workspaces.id} = ${workspaceId}) - ${jobs.dueDate} AS late, ${jobs.balanceCents} AS balance_cents
      FROM ${jobs}
      WHERE ${jobs.workspaceId} = ${workspaceId} AND ${jobs.status} = 'invoiced' AND ${jobs.balanceCents} > 0
    ),
    buckets AS (
      SELECT buckets.*, count(owed.late) AS invoices, coalesce(sum(owed.balance_cents), 0) AS balance_cents
      FROM (VALUES ${sql.join(
          AGING_BUCKETS.map(
              (bucket, position) => sql`(${position}::int, ${bucket.id}, ${bound(bucket.from)}, ${bound(bucket.to)})`,
          ),
          sql`, `,
      )}) AS buckets(position, id, overdue_from, overdue_to)
        LEFT JOIN owed ON owed.late >= coalesce(buckets.overdue_from, owed.late)
          AND owed.late <= coalesce(buckets.overdue_to, owed.late)
      GROUP BY 1, 2, 3, 4
    )
    SELECT json_build_object('buckets', json_agg(json_build_object('id', id, 'overdue_from', overdue_from,
      'overdue_to', overdue_to, 'invoices', invoices, 'balance_cents', balance_cents) ORDER BY position)) AS aging
    FROM buckets`);
    return (result as unknown as { rows: { aging: AgingData }[] }).rows[0].aging;
}

/** `GET …/statistic/aging`: what is owed by how late it is, with the statistics' permission. */
export function agingRoute(app: App) {
    app.get(
        '/api/v3/motor-garage/statistic/aging',
        {
            config: { auth: 'workspace', permission: 'statistic:read' },
            schema: {
                operationId: 'getStatisticAging',
                tags: ['motor-garage/statistic'],
                security: bearer,
                summary: 'Unpaid invoices by days past their due date',
                description:
                    "Days overdue are counted from the due date to the workspace's today (its time zone); an invoice " +
                    'due today or later is not yet due. The buckets add up to the statistic’s outstanding_cents.',
                response: responses({ 200: Ok(Aging) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            return ok(
                request,
                await app.replicaReads.read(db => withTenant(db, workspaceId, tx => aging(tx, workspaceId))),
            );
        },
    );
}
