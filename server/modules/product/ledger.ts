import { and, eq, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Tx } from '../../db/client';
import { prepare, runPrepared } from '../../db/prepared';
import { jobs, products, stockMovements, users, workspaceUsers } from '../../db/schema';
import { Nullable, Timestamp } from '../../http/schemas';
import { MOVEMENT_REASONS, type MovementReason } from '../../../common/stock';

export const MovementRecord = Type.Object(
    {
        id: Type.Integer(),
        product_id: Type.Integer(),
        delta_milli: Type.Integer({
            'x-kind': 'quantity_milli',
            description: 'The change, in thousandths of the unit',
        }),
        reason: Type.Enum([...MOVEMENT_REASONS], { 'x-enum-namespace': 'motor-garage.product.stock.reasons' }),
        job_id: Nullable(Type.Integer({ description: 'The job whose invoice (job) or void (void) moved the stock' })),
        job_number: Nullable(Type.String()),
        note: Type.String(),
        created_by: Nullable(
            Type.Integer({
                description: 'The member (workspace-user id) who made the change; null when done by the system',
            }),
        ),
        created_by_name: Nullable(
            Type.String({ description: 'Their display name, else their username; null once they have left' }),
        ),
        created_at: Timestamp,
        stock_after_milli: Type.Integer({
            'x-kind': 'quantity_milli',
            description: "The stock this movement left: the ledger's sum up to it",
        }),
    },
    { title: 'StockMovement' },
);

export type Movement = Static<typeof MovementRecord>;

/** Who made a set of movements, why, and for which job. */
export interface MovementCause {
    reason: MovementReason;
    jobId?: number | null;
    note?: string;
    /** A workspace_users id. */
    by: number | null;
}

/**
 * Moves the products' stock by their deltas and writes one movement each, in one statement that locks their rows
 * in id order first, so that concurrent invoices sharing parts never deadlock. Deltas are bigint: a job may take
 * more than 2^31 thousandths of a part across its lines.
 */
const moveStatement = prepare(
    'stock_move',
    sql`WITH moved AS (
    UPDATE ${products} SET stock_milli = ${products.stockMilli} + moves.delta, updated_at = now()
    FROM unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('deltas')}::bigint[]) AS moves(id, delta),
      (SELECT ${products.id} AS id FROM ${products} WHERE ${products.workspaceId} = ${sql.placeholder('workspaceId')}
        AND ${products.id} = ANY(${sql.placeholder('ids')}::int[]) ORDER BY ${products.id} FOR UPDATE) AS locked
    WHERE ${products.workspaceId} = ${sql.placeholder('workspaceId')} AND ${products.id} = moves.id AND locked.id = moves.id
    RETURNING ${products.id} AS id, moves.delta AS delta)
  INSERT INTO ${stockMovements} (workspace_id, product_id, delta_milli, reason, job_id, note, created_by)
  SELECT ${sql.placeholder('workspaceId')}::int, moved.id, moved.delta, ${sql.placeholder('reason')}::text,
    ${sql.placeholder('jobId')}::int, ${sql.placeholder('note')}::text, ${sql.placeholder('by')}::int
  FROM moved ORDER BY moved.id
  RETURNING id`,
);

/** Applies `deltas` (product id → change) with their cause; answers the new movements' ids (none for unknown products). */
export async function moveStock(
    tx: Tx,
    workspaceId: number,
    deltas: ReadonlyMap<number, number>,
    cause: MovementCause,
) {
    const moves = [...deltas].filter(([, delta]) => delta !== 0);
    if (!moves.length) return [];
    const rows = await runPrepared(tx, moveStatement, {
        workspaceId,
        ids: moves.map(([id]) => id),
        deltas: moves.map(([, delta]) => delta),
        reason: cause.reason,
        jobId: cause.jobId ?? null,
        note: cause.note ?? '',
        by: cause.by,
    });
    return rows.map(row => row.id as number);
}

/** The parts on a job's lines and how much of each, summed over the lines (a part may be on several). */
export function partsUsed(lines: readonly { product_id: number | null; quantity_milli: number }[], direction: 1 | -1) {
    const used = new Map<number, number>();
    for (const { product_id: id, quantity_milli: quantity } of lines)
        if (id) used.set(id, (used.get(id) ?? 0) + direction * quantity);
    return used;
}

const memberName = sql`coalesce(nullif(${users.displayName}, ''), ${users.username})`;

/** The product's movements, each with the stock it left, newest first; `movementId` picks one. */
const ledgerRows = (tx: Tx, workspaceId: number, productId: number, movementId?: number) => {
    const running = tx
        .select({
            id: stockMovements.id,
            workspaceId: stockMovements.workspaceId,
            createdAt: stockMovements.createdAt,
            stockAfter:
                sql<number>`(sum(${stockMovements.deltaMilli}) OVER (ORDER BY ${stockMovements.createdAt}, ${stockMovements.id}))::bigint`.as(
                    'stock_after',
                ),
        })
        .from(stockMovements)
        .where(and(eq(stockMovements.workspaceId, workspaceId), eq(stockMovements.productId, productId)))
        .as('running');
    return tx
        .select({
            id: stockMovements.id,
            product_id: stockMovements.productId,
            delta_milli: stockMovements.deltaMilli,
            reason: stockMovements.reason,
            job_id: stockMovements.jobId,
            job_number: jobs.number,
            note: stockMovements.note,
            created_by: stockMovements.createdBy,
            created_by_name: sql<string | null>`${memberName}`,
            created_at: sql<string>`to_char(${stockMovements.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
            stock_after_milli: running.stockAfter,
        })
        .from(running)
        .innerJoin(
            stockMovements,
            and(eq(stockMovements.workspaceId, running.workspaceId), eq(stockMovements.id, running.id)),
        )
        .leftJoin(jobs, and(eq(jobs.workspaceId, stockMovements.workspaceId), eq(jobs.id, stockMovements.jobId)))
        .leftJoin(
            workspaceUsers,
            and(
                eq(workspaceUsers.workspaceId, stockMovements.workspaceId),
                eq(workspaceUsers.id, stockMovements.createdBy),
            ),
        )
        .leftJoin(users, eq(users.id, workspaceUsers.userId))
        .where(movementId === undefined ? undefined : eq(running.id, movementId))
        .orderBy(sql`${running.createdAt} DESC`, sql`${running.id} DESC`);
};

/** A page of the product's ledger, newest first, and how many movements it holds. */
export async function listMovements(
    tx: Tx,
    workspaceId: number,
    productId: number,
    page: { page: number; size: number },
) {
    const rows = await ledgerRows(tx, workspaceId, productId)
        .limit(page.size)
        .offset((page.page - 1) * page.size);
    const [{ total }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(stockMovements)
        .where(and(eq(stockMovements.workspaceId, workspaceId), eq(stockMovements.productId, productId)));
    return { rows: rows as Movement[], total };
}

/** One movement as the ledger shows it. */
export async function findMovement(tx: Tx, workspaceId: number, productId: number, movementId: number) {
    const [row] = await ledgerRows(tx, workspaceId, productId, movementId);
    return row as Movement;
}
