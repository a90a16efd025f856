import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { prepare, runPrepared } from '../../db/prepared';
import { notifications as n } from '../../db/schema';
import type { NotificationRow } from './schemas';

const iso = (column: PgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A notification as answers give it. */
const fields = sql`${n.id} AS id, ${n.kind} AS kind, ${n.resource} AS resource, ${n.recordId} AS record_id,
  ${n.titleKey} AS title_key, ${n.args} AS args, ${iso(n.readAt)} AS read_at, ${iso(n.createdAt)} AS created_at`;

/** The caller's own: every statement here is limited to one member of one workspace. */
const mine = sql`${n.workspaceId} = ${sql.placeholder('workspace_id')} AND ${n.memberId} = ${sql.placeholder('member_id')}`;

// Newest first, walked backwards along notifications_member_idx (workspace, member, created_at, id).
const page = (name: string, unreadOnly: boolean) =>
    prepare(
        name,
        sql`SELECT ${fields} FROM ${n} WHERE ${mine}${unreadOnly ? sql` AND ${n.readAt} IS NULL` : sql``}
  ORDER BY ${n.createdAt} DESC, ${n.id} DESC
  LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}`,
    );
const allPage = page('notifications_page', false);
const unreadPage = page('notifications_unread_page', true);

// The unread count reads notifications_unread_idx (partial: read_at IS NULL) alone.
const counts = prepare(
    'notifications_counts',
    sql`SELECT (SELECT count(*) FROM ${n} WHERE ${mine})::int AS total,
  (SELECT count(*) FROM ${n} WHERE ${mine} AND ${n.readAt} IS NULL)::int AS unread`,
);

// Reading again keeps the first read time.
const markOne = prepare(
    'notification_mark_read',
    sql`UPDATE ${n} SET read_at = coalesce(${n.readAt}, now())
  WHERE ${mine} AND ${n.id} = ${sql.placeholder('id')}
  RETURNING ${fields}`,
);

const markAll = prepare(
    'notifications_mark_all_read',
    sql`WITH marked AS (UPDATE ${n} SET read_at = now() WHERE ${mine} AND ${n.readAt} IS NULL RETURNING 1)
  SELECT count(*)::int AS marked FROM marked`,
);

/** Whose notifications: a membership (workspace_users id) in its workspace. */
export interface Reader {
    workspaceId: number;
    memberId: number;
}

const readerValues = ({ workspaceId, memberId }: Reader) => ({ workspace_id: workspaceId, member_id: memberId });

/** A page of the member's notifications, newest first (unread ones only with `unreadOnly`), and their counts. */
export async function listNotifications(
    tx: Tx,
    reader: Reader,
    { page: pageNumber, size, unreadOnly }: { page: number; size: number; unreadOnly: boolean },
) {
    const rows = await runPrepared(tx, unreadOnly ? unreadPage : allPage, {
        ...readerValues(reader),
        limit: size,
        offset: (pageNumber - 1) * size,
    });
    const [{ total, unread }] = (await runPrepared(tx, counts, readerValues(reader))) as {
        total: number;
        unread: number;
    }[];
    return { rows: rows as NotificationRow[], total: unreadOnly ? unread : total, unread };
}

/** Marks one of the member's notifications read; null when they have no such notification. */
export async function markNotificationRead(tx: Tx, reader: Reader, id: number) {
    const [row] = await runPrepared(tx, markOne, { ...readerValues(reader), id });
    return (row as NotificationRow | undefined) ?? null;
}

/** Marks every unread notification of the member read; answers how many. */
export async function markAllNotificationsRead(tx: Tx, reader: Reader) {
    const [{ marked }] = (await runPrepared(tx, markAll, readerValues(reader))) as { marked: number }[];
    return marked;
}
