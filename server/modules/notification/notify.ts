import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications, workspaceUsers } from '../../db/schema';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationOf } from '../../../common/notifications';
import type { PermissionCatalogue } from '../permission/catalogue';
import { groupGrants } from '../permission/resolve';

/** The web app's translation key of a kind's title (namespace `common`), filled with the notification's `args`. */
export const notificationTitleKey = (kind: NotificationKind) => `common.notifications.kind.${kind}`;

/** The members of a workspace who hold `permission`: their role's, or one of their auth groups'. */
export async function membersWhoMay(
    tx: Tx,
    { permissionsFor }: PermissionCatalogue,
    workspaceId: number,
    permission: string,
) {
    const members = await tx
        .select({ id: workspaceUsers.id, role: workspaceUsers.role })
        .from(workspaceUsers)
        .where(eq(workspaceUsers.workspaceId, workspaceId));
    const grants = await groupGrants(tx, workspaceId);
    return members
        .filter(member => permissionsFor(member.role, grants.get(member.id) ?? []).has(permission))
        .map(member => member.id);
}

/**
 * Tells every member who may read the record about it, in the caller's tenant transaction: it is
 * written, and seen, only if the change it tells of commits. `args` fill the title's translation (`%{number}`…): each
 * kind's are typed in common/notifications.ts (`NotificationArgs`).
 */
export async function notify(
    tx: Tx,
    permissions: PermissionCatalogue,
    workspaceId: number,
    notification: NotificationOf,
) {
    const { resource, permission } = NOTIFICATION_KINDS[notification.kind];
    const memberIds = await membersWhoMay(tx, permissions, workspaceId, permission);
    if (!memberIds.length) return;
    await tx.insert(notifications).values(
        memberIds.map(memberId => ({
            workspaceId,
            memberId,
            kind: notification.kind,
            resource,
            recordId: notification.recordId,
            titleKey: notificationTitleKey(notification.kind),
            args: notification.args,
        })),
    );
}
