import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assistantCalls, workspaces } from '../../db/schema';
import { AppError } from '../../http/errors';

/** 429 `quota_exceeded`, with the seconds until the workspace's next day. */
export const quotaExceeded = (secondsLeft: number) =>
    new AppError(429, 'quota_exceeded', "This organization's assistant calls for today are used up", undefined, {
        'Retry-After': String(Math.max(1, secondsLeft)),
    });

/** The workspace's local day as moments: its first, and the next day's first. */
const today = sql`date_trunc('day', now() AT TIME ZONE ${workspaces.timezone})`;
const dayStart = sql`(${today} AT TIME ZONE ${workspaces.timezone})`;
const nextDayStart = sql`((${today} + interval '1 day') AT TIME ZONE ${workspaces.timezone})`;

/**
 * The workspace's assistant calls today, its time zone's day (every call counts, whichever assistant answered), and
 * the seconds until that day ends. One range of assistant_calls_created_at_idx.
 */
export async function callsToday(tx: Tx, workspaceId: number) {
    const [row] = await tx
        .select({
            used: sql<number>`(SELECT count(*)::int FROM ${assistantCalls} WHERE ${and(
                eq(assistantCalls.workspaceId, workspaceId),
                gte(
                    assistantCalls.createdAt,
                    sql`(SELECT ${dayStart} FROM ${workspaces} WHERE ${workspaces.id} = ${workspaceId})`,
                ),
            )})`,
            secondsLeft: sql<number>`ceil(extract(epoch FROM ${nextDayStart} - now()))::int`,
        })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
    return { used: Number(row.used), secondsLeft: Number(row.secondsLeft) };
}
