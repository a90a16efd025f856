import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assets, workspaceUsers } from '../db/schema';
import type { Principal } from '../http/principal';

export type AssetRow = typeof assets.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findAsset(db: Db, uuid: string): Promise<AssetRow | null> {
    if (!isUuid(uuid)) return null;
    const [row] = await db.select().from(assets).where(eq(assets.uuid, uuid.toLowerCase()));
    return row ?? null;
}

/**
 * Who may read an asset: anyone when it is public; else its uploader, the members of the workspace it was
 * uploaded in (whatever token they use) and platform admins.
 */
export async function canReadAsset(db: Db, asset: AssetRow, principal: Principal | null): Promise<boolean> {
    if (asset.isPublic) return true;
    if (!principal) return false;
    if (principal.kind === 'admin') return true;
    if (asset.uploaderUserId === principal.userId) return true;
    if (asset.workspaceId === null) return false;
    const [membership] = await db
        .select({ id: workspaceUsers.id })
        .from(workspaceUsers)
        .where(and(eq(workspaceUsers.workspaceId, asset.workspaceId), eq(workspaceUsers.userId, principal.userId)));
    return Boolean(membership);
}

/** Whether the principal uploaded the asset (with any of its tokens). */
export function isUploader(asset: AssetRow, principal: Principal): boolean {
    return principal.kind === 'admin'
        ? asset.uploaderAdminId === principal.adminId
        : asset.uploaderUserId === principal.userId;
}

/** For avatar fields: the uuid must name an asset the caller may read. */
export async function isReadableAsset(db: Db, uuid: string, principal: Principal | null): Promise<boolean> {
    const asset = await findAsset(db, uuid);
    return asset !== null && (await canReadAsset(db, asset, principal));
}

/**
 * For images on a workspace's records: the uuid must name an asset every member can read — uploaded with a token
 * of that workspace, or public. A member's personal upload (user token) is theirs alone, and would be a broken
 * image to everyone else.
 */
export async function isWorkspaceAsset(db: Db, uuid: string, workspaceId: number): Promise<boolean> {
    const asset = await findAsset(db, uuid);
    return asset !== null && (asset.isPublic || asset.workspaceId === workspaceId);
}
