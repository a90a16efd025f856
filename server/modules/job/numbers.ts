import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepare, runPrepared, type Prepared } from '../../db/prepared';
import { numberCounters } from '../../db/schema';

export type NumberKind = 'job' | 'invoice';

const PREFIX: Record<NumberKind, string> = { job: 'J', invoice: 'INV' };

/**
 * The next number of a workspace's `kind` in `year`, e.g. `J-2026-00042` or `INV-2026-00017` (five digits, more
 * once a year passes 99,999): gapless and unique per workspace, kind and year.
 *
 * It must run in the caller's transaction, the one that stores the number (run it inside `withTenant`: RLS applies
 * to number_counters). The upsert takes the counter row's lock, which holds until that transaction ends: a concurrent
 * caller waits, then reads the committed value and counts on from it; a transaction that rolls back releases the row
 * unchanged, so its number goes to the next caller instead of leaving a gap. Under READ COMMITTED (the default) the
 * first numbers of a new year are safe too: of two racing inserts, the second turns into the update. Call it as late
 * as the work allows: it serialises the workspace's numbering until the transaction ends.
 */
export async function nextNumber(tx: Tx, workspaceId: number, kind: NumberKind, year: number): Promise<string> {
    const [{ number }] = await runPrepared(tx, nextNumberStatements[kind], { workspaceId, year });
    return number as string;
}

/**
 * The counter upsert of `nextNumber`, answering `number`, with `workspaceId` and `year` placeholders: a statement
 * may take it as a CTE to store the number it takes in the same round trip (the invoice action: the counter is then
 * locked for the commit only).
 */
export function numberTaker(kind: NumberKind) {
    const digits = sql`${numberCounters.last}::text`;
    return sql`INSERT INTO ${numberCounters} (workspace_id, kind, year, last)
    VALUES (${sql.placeholder('workspaceId')}, ${kind}, ${sql.placeholder('year')}, 1)
    ON CONFLICT (workspace_id, kind, year) DO UPDATE SET last = ${numberCounters.last} + 1
    RETURNING ${`${PREFIX[kind]}-`} || ${numberCounters.year} || '-' || lpad(${digits}, greatest(5, length(${digits})), '0') AS number`;
}

const nextNumberStatements = {
    job: prepare('number_next_job', numberTaker('job')),
    invoice: prepare('number_next_invoice', numberTaker('invoice')),
} satisfies Record<NumberKind, Prepared>;

const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar year at `at` in `timezone` (the workspace's, e.g. Asia/Hong_Kong): numbers count per local year. */
export function yearIn(timezone: string, at: Date = new Date()): number {
    let format = yearFormats.get(timezone);
    if (!format)
        yearFormats.set(
            timezone,
            (format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', calendar: 'gregory' })),
        );
    return Number(format.formatToParts(at).find(part => part.type === 'year')!.value);
}
