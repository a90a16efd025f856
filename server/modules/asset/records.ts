import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, assets, users, workspaces } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AssetRow } from '../../assets/access';

export interface UploadQuota {
    /** Bytes one account (user or admin) may keep, across all its uploads. */
    userBytes: number;
    /** Bytes the uploads filed under one workspace may take. */
    workspaceBytes: number;
}

const MIB = 1024 * 1024;

interface QuotaScope {
    lock: string;
    owned: SQL | undefined;
    limit: number;
    whose: string;
}

function scopesOf(row: typeof assets.$inferInsert, quota: UploadQuota): QuotaScope[] {
    const scopes: QuotaScope[] = [];
    if (row.uploaderUserId) {
        scopes.push({
            lock: `user:${row.uploaderUserId}`,
            owned: eq(assets.uploaderUserId, row.uploaderUserId),
            limit: quota.userBytes,
            whose: 'your account',
        });
    }
    if (row.uploaderAdminId) {
        scopes.push({
            lock: `admin:${row.uploaderAdminId}`,
            owned: eq(assets.uploaderAdminId, row.uploaderAdminId),
            limit: quota.userBytes,
            whose: 'your account',
        });
    }
    if (row.workspaceId) {
        scopes.push({
            lock: `workspace:${row.workspaceId}`,
            owned: eq(assets.workspaceId, row.workspaceId),
            limit: quota.workspaceBytes,
            whose: 'this organization',
        });
    }
    return scopes;
}

/**
 * Records an upload unless it takes its uploader or its workspace past their quota (413 `quota_exceeded`). Each
 * scope is locked (account first, then workspace) until the row is in, so parallel uploads cannot overshoot.
 */
export function insertWithinQuota(db: Db, row: typeof assets.$inferInsert, quota: UploadQuota): Promise<AssetRow> {
    return db.transaction(async tx => {
        for (const scope of scopesOf(row, quota)) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`asset-quota:${scope.lock}`}))`);
            const [{ used }] = await tx
                .select({ used: sql<string>`coalesce(sum(${assets.sizeBytes}), 0)` })
                .from(assets)
                .where(scope.owned);
            if (Number(used) + row.sizeBytes > scope.limit) {
                throw new AppError(
                    413,
                    'quota_exceeded',
                    `This upload would take ${scope.whose} past its ${Math.floor(scope.limit / MIB)} MiB of uploads: delete some first`,
                );
            }
        }
        const [inserted] = await tx.insert(assets).values(row).returning();
        return inserted;
    });
}

/** Deletes the asset unless an account or a workspace still has it as its avatar; answers whether it did. */
export async function deleteUnusedAsset(db: Db, uuid: string): Promise<boolean> {
    const avatarOf = (table: typeof users | typeof admins | typeof workspaces) =>
        notExists(
            db
                .select({ one: sql`1` })
                .from(table)
                .where(eq(table.avatar, uuid)),
        );
    const deleted = await db
        .delete(assets)
        .where(and(eq(assets.uuid, uuid), avatarOf(users), avatarOf(admins), avatarOf(workspaces)))
        .returning({ uuid: assets.uuid });
    return deleted.length > 0;
}
