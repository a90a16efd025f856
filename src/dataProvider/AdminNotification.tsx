import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { FAILED_CALL } from '../api/client';

type NotificationProps = Parameters<typeof Notification>[0];

/**
 * react-admin's notice of a failed call (its fallback, and the message of every ApiError it notifies): the HTTP client
 * toasts every failed call, with its reason.
 */
const duplicatesApiToast = ({ message }: NotificationPayload) => message === FAILED_CALL;

/**
 * react-admin's <Notification>, minus its notices of failed API calls, so a failed call shows exactly one toast: the
 * HTTP client's (in the current language, with the trace id). Pass as `<Admin notification={AdminNotification}>`.
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
