import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MOVEMENT_REASONS } from '../../../common/stock';
import { bigNumber, createdAt } from '../../db/columns';
import { tenantKey } from '../../db/tenant-key';
import { tableOf } from '../../resources/table';

/** A part's stock ledger: every movement in or out, the stock being their sum (a part's `stock_milli`). */
export const stockMovements = pgTable(
    'stock_movements',
    {
        ...tenantKey(),
        productId: integer('product_id').notNull(),
        deltaMilli: bigNumber('delta_milli').notNull(),
        reason: text('reason', { enum: MOVEMENT_REASONS }).notNull(),
        jobId: integer('job_id'),
        note: text('note').notNull().default(''),
        /** A workspace_users id; null once that member has left. */
        createdBy: integer('created_by'),
        createdAt: createdAt(),
    },
    t => {
        const products = tableOf('motor-garage/product');
        const jobs = tableOf('motor-garage/invoice');
        return [
            primaryKey({ columns: [t.workspaceId, t.id] }),
            foreignKey({
                columns: [t.workspaceId, t.productId],
                foreignColumns: [products.workspaceId, products.id],
            }).onDelete('cascade'),
            foreignKey({ columns: [t.workspaceId, t.jobId], foreignColumns: [jobs.workspaceId, jobs.id] }),
            // The product page's ledger, newest first.
            index('stock_movements_product_idx').on(t.workspaceId, t.productId, t.createdAt, t.id),
            index('stock_movements_job_idx')
                .on(t.workspaceId, t.jobId)
                .where(sql`${t.jobId} IS NOT NULL`),
        ];
    },
);
