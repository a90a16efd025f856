import { Type, type Static } from 'typebox';
import { MAX_INT, Nullable, OkList, Timestamp } from '../../http/schemas';
import { NOTIFICATION_KIND_NAMES } from '../../../common/notifications';

export const NotificationRecord = Type.Object(
    {
        id: Type.Integer(),
        kind: Type.Enum([...NOTIFICATION_KIND_NAMES], { 'x-enum-namespace': 'common.notifications.kind' }),
        resource: Type.String({ description: 'The resource of the record it is about, e.g. motor-garage/invoice' }),
        record_id: Type.Integer({ description: 'The id of that record' }),
        title_key: Type.String({
            description: "The title's translation key in the web app (common.notifications.kind.<kind>)",
        }),
        args: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
            description: "What fills the title's placeholders: per kind as common/notifications.ts types them",
        }),
        read_at: Nullable(Timestamp),
        created_at: Timestamp,
    },
    { title: 'Notification' },
);
export type NotificationRow = Static<typeof NotificationRecord>;

/** Paging as every list's (docs/api.md, "Lists"; sorting is fixed: newest first) and the unread filter. */
export const NotificationQuery = Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, default: 20 })),
    unread: Type.Optional(Type.Boolean({ default: false, description: 'true: only those not read yet' })),
});

const unreadCount = Type.Integer({ description: "The caller's unread notifications in this workspace, all pages" });

export const NotificationList = Type.Object(
    { ...OkList(NotificationRecord).properties, unread_count: unreadCount },
    { title: 'NotificationList' },
);

export const MarkedAllRead = Type.Object(
    { marked: Type.Integer({ description: 'How many were unread and are now read' }) },
    { title: 'NotificationsMarkedRead' },
);
