import { and, count, countDistinct, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, sessions, users, workspaces } from '../../db/schema';
import type { App } from '../../http/app-type';
import { bearer } from '../../http/app-type';
import { ok } from '../../http/reply';
import { Ok, responses } from '../../http/schemas';
import { SESSION_IDLE_DAYS } from '../auth/sessions';
import { Statistic, StatisticQuery } from './schemas';

interface DayCount {
    date: string;
    count: number;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const toDayCounts = (result: unknown): DayCount[] =>
    rowsOf(result).map(row => ({ date: String(row.date), count: Number(row.count) }));

/** The last `days` UTC calendar days, oldest first, each with its start and end as timestamps. */
const lastDays = (days: number) => sql`
  SELECT d::date AS day, (d AT TIME ZONE 'UTC') AS day_start, ((d + interval '1 day') AT TIME ZONE 'UTC') AS day_end
  FROM generate_series(
    ((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int)::timestamp,
    (now() AT TIME ZONE 'UTC')::date::timestamp,
    interval '1 day') AS d`;

/** Users created per day: the counts are grouped once over the window, then joined to every day of it. */
async function signupsPerDay(db: Db, days: number) {
    return toDayCounts(
        await db.execute(sql`
    WITH days AS (${lastDays(days)}),
    counts AS (
      SELECT (${users.createdAt} AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM ${users}
      WHERE ${users.createdAt} >= (SELECT min(day_start) FROM days)
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counts.n, 0) AS count
    FROM days LEFT JOIN counts ON counts.day = days.day
    ORDER BY days.day`),
    );
}

/**
 * Sign-ins alive on each day: a family (a user or admin session with the organization sessions opened from it)
 * counts on a day when one of its sessions was opened by the day's end, used on or after its start, and not
 * revoked before its start.
 */
async function sessionsPerDay(db: Db, days: number) {
    return toDayCounts(
        await db.execute(sql`
    WITH days AS (${lastDays(days)}),
    recent AS (
      SELECT coalesce(${sessions.parentId}, ${sessions.id}) AS family, ${sessions.createdAt} AS created_at,
        ${sessions.lastSeenAt} AS last_seen_at, ${sessions.revokedAt} AS revoked_at
      FROM ${sessions}
      WHERE ${sessions.lastSeenAt} >= (SELECT min(day_start) FROM days)
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date, count(DISTINCT recent.family) AS count
    FROM days LEFT JOIN recent
      ON recent.created_at < days.day_end
      AND recent.last_seen_at >= days.day_start
      AND (recent.revoked_at IS NULL OR recent.revoked_at >= days.day_start)
    GROUP BY days.day
    ORDER BY days.day`),
    );
}

export default async function statisticAdminRoutes(app: App) {
    app.get(
        '/admin/v3/statistic',
        {
            config: { auth: 'admin' },
            schema: {
                operationId: 'getPlatformStatistic',
                tags: ['backoffice'],
                security: bearer,
                querystring: StatisticQuery,
                description: 'Platform counts now, and per UTC day over the last `days` days (today included).',
                response: responses({ 200: Ok(Statistic) }),
            },
        },
        async request => {
            const { days } = request.query;
            const idleSince = new Date(Date.now() - SESSION_IDLE_DAYS * 86_400_000);
            const [[userCount], [workspaceCount], [adminCount], [active], signups, sessionSeries] = await Promise.all([
                app.db.select({ n: count() }).from(users),
                app.db.select({ n: count() }).from(workspaces),
                app.db.select({ n: count() }).from(admins),
                app.db
                    .select({ n: countDistinct(sql`coalesce(${sessions.parentId}, ${sessions.id})`) })
                    .from(sessions)
                    .where(and(isNull(sessions.revokedAt), gt(sessions.lastSeenAt, idleSince))),
                signupsPerDay(app.db, days),
                sessionsPerDay(app.db, days),
            ]);
            return ok(request, {
                users: userCount.n,
                workspaces: workspaceCount.n,
                admins: adminCount.n,
                active_sessions: active.n,
                signups,
                sessions: sessionSeries,
            });
        },
    );
}
