import type { Tx } from '../../db/client';
import { messages, reminderItems } from '../../db/schema';
import type { PlannedMessage } from './plan';
import type { DueReminder } from './rules';

/** Rows inserted a statement (each of its rows answered in order): far below PostgreSQL's 65,535 parameters. */
const ROWS_A_STATEMENT = 500;

/** The rows in slices of `size`, each with the index of its first row. */
const chunks = <T>(rows: T[], size: number) =>
    Array.from(
        { length: Math.ceil(rows.length / size) },
        (_, n) => [n * size, rows.slice(n * size, (n + 1) * size)] as const,
    );

const itemRow = (workspaceId: number, item: DueReminder, messageId: number, day: string) => ({
    workspaceId,
    kind: item.kind,
    customerId: item.customerId,
    vehicleId: item.vehicleId,
    bookingId: item.bookingId,
    jobId: item.jobId,
    dueKey: item.dueKey,
    dueDate: item.dueDate,
    messageId,
    madeOn: day,
});

/**
 * Writes a day's reminder messages (`rows`, one per planned message, in order) and, with each, its items in
 * `reminder_items`; answers the messages' ids, those queued for the delivery and the drafts.
 */
export async function writeDay(
    tx: Tx,
    {
        workspaceId,
        day,
        messages: planned,
        rows,
    }: {
        workspaceId: number;
        day: string;
        messages: readonly PlannedMessage<DueReminder>[];
        rows: (typeof messages.$inferInsert)[];
    },
) {
    const written = { queued: [] as number[], drafts: [] as number[] };
    const items: (typeof reminderItems.$inferInsert)[] = [];
    for (const [start, chunk] of chunks(rows, ROWS_A_STATEMENT)) {
        const ids = await tx.insert(messages).values(chunk).returning({ id: messages.id });
        for (const [index, { id }] of ids.entries()) {
            (chunk[index].status === 'queued' ? written.queued : written.drafts).push(id);
            items.push(...planned[start + index].items.map(item => itemRow(workspaceId, item, id, day)));
        }
    }
    for (const [, chunk] of chunks(items, ROWS_A_STATEMENT)) await tx.insert(reminderItems).values(chunk);
    return written;
}
