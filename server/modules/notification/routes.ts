import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type Reader } from './queries';
import { MarkedAllRead, NotificationList, NotificationQuery, NotificationRecord } from './schemas';

const PATH = '/api/v3/notification';
const tags = ['notification'];

/**
 * A workspace session's own notifications; no permission beyond membership. Marking them read writes nothing of the
 * garage's (only when its member saw them), so a suspended workspace's members may do it too (`whileSuspended`).
 */
const readerConfig = { auth: 'workspace' as const, whileSuspended: true };

const readerOf = (request: FastifyRequest): Reader => {
    const { workspaceId, membershipId } = requirePrincipal(request, 'workspace');
    return { workspaceId, memberId: membershipId };
};

/** The bell in the top bar: the member's notifications, newest first, and marking them read. */
export default async function notificationRoutes(app: App) {
    app.get(
        PATH,
        {
            config: readerConfig,
            schema: {
                operationId: 'listNotifications',
                summary: "The signed-in member's notifications, newest first, with their unread count",
                tags,
                security: bearer,
                querystring: NotificationQuery,
                response: responses({ 200: NotificationList }),
            },
        },
        async request => {
            const reader = readerOf(request);
            const query = { page: request.query.page ?? 1, size: request.query.size ?? 20 };
            const { rows, total, unread } = await withTenant(app.db, reader.workspaceId, tx =>
                listNotifications(tx, reader, { ...query, unreadOnly: request.query.unread ?? false }),
            );
            return { ...ok(request, rows), total, ...query, unread_count: unread };
        },
    );

    app.post(
        `${PATH}/read-all`,
        {
            config: readerConfig,
            schema: {
                operationId: 'markAllNotificationsRead',
                summary: 'Marks every unread notification of the signed-in member read; answers how many',
                tags,
                security: bearer,
                response: responses({ 200: Ok(MarkedAllRead) }),
            },
        },
        async request => {
            const reader = readerOf(request);
            const marked = await withTenant(app.db, reader.workspaceId, tx => markAllNotificationsRead(tx, reader));
            return ok(request, { marked });
        },
    );

    app.post(
        `${PATH}/:id/read`,
        {
            config: readerConfig,
            schema: {
                operationId: 'markNotificationRead',
                summary: 'Marks one of my notifications read (again: it keeps the first read time)',
                description: "Another member's or another workspace's notification is 404 not_found.",
                tags,
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(NotificationRecord) }),
            },
        },
        async request => {
            const reader = readerOf(request);
            const notification = await withTenant(app.db, reader.workspaceId, tx =>
                markNotificationRead(tx, reader, request.params.id),
            );
            if (!notification) throw notFound();
            return ok(request, notification);
        },
    );
}
