import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { isApiErrorMessage } from '../api/client';

type NotificationProps = Parameters<typeof Notification>[0];

/** react-admin's error notification for a rejected API call: the client has already toasted that failure. */
const duplicatesApiToast = ({ type, message }: NotificationPayload) => type === 'error' && isApiErrorMessage(message);

/**
 * react-admin's <Notification>, minus the notifications that repeat an API error toast, so a failed call shows
 * exactly one toast. Pass as `<Admin notification={AdminNotification}>`.
 */
export const AdminNotification = (props: NotificationProps) => {
    const context = useNotificationContext();
    const filtered = useMemo(() => {
        const notifications = context.notifications.filter(notification => !duplicatesApiToast(notification));
        const takeNotification = () => {
            const [first] = notifications;
            context.setNotifications(queue =>
                queue.filter(notification => notification !== first && !duplicatesApiToast(notification)),
            );
            return first;
        };
        return { ...context, notifications, takeNotification };
    }, [context]);
    return (
        <NotificationContext.Provider value={filtered}>
            <Notification {...props} />
        </NotificationContext.Provider>
    );
};
