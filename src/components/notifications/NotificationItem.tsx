import { Box, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Clock } from '../../session/zone';
import { VisuallyHidden } from '../VisuallyHidden';
import { notificationDetail, notificationTitle, relativeTime } from './notificationText';
import type { Notification } from './useNotificationFeed';

const UnreadDot = () => (
    <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0, mt: 1, mr: 1.5 }}
    />
);

/** One notification: its title in the reader's language, how long ago, and a dot (and "Unread" read out) if unread. */
export const NotificationItem = ({
    notification,
    clock,
    onOpen,
}: {
    notification: Notification;
    clock: Clock;
    onOpen: (notification: Notification) => void;
}) => {
    const translate = useTranslate();
    const unread = !notification.read_at;
    const detail = notificationDetail(notification, translate);
    return (
        <ListItemButton
            onClick={() => onOpen(notification)}
            sx={{ alignItems: 'flex-start', pl: unread ? 1.5 : 4 }}
            divider
        >
            {unread && <UnreadDot />}
            <ListItemText
                primary={
                    <>
                        {unread && <VisuallyHidden>{`${translate('common.notifications.unread')}: `}</VisuallyHidden>}
                        {notificationTitle(notification, translate, clock)}
                    </>
                }
                secondary={
                    <>
                        {detail && (
                            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                                {detail}
                            </Typography>
                        )}
                        <Typography
                            component="time"
                            variant="caption"
                            dateTime={notification.created_at}
                            title={new Date(notification.created_at).toLocaleString(clock.locale, {
                                dateStyle: 'medium',
                                timeStyle: 'short',
                                timeZone: clock.zone,
                            })}
                        >
                            {relativeTime(notification.created_at, clock)}
                        </Typography>
                    </>
                }
                slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 }, variant: 'body2' } }}
            />
        </ListItemButton>
    );
};
