import { useRef } from 'react';
import { Box, Button, List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useClock } from '../../session/useWorkspaceSettings';
import { NotificationItem } from './NotificationItem';
import type { Notification, NotificationFeed } from './useNotificationFeed';

/** What the bell opens: "Mark all as read", the newest notifications, and older ones on demand. */
export const NotificationPanel = ({
    feed,
    titleId,
    onOpen,
    onShowMore,
}: {
    feed: NotificationFeed;
    titleId: string;
    onOpen: (notification: Notification) => void;
    onShowMore: () => void;
}) => {
    const translate = useTranslate();
    const clock = useClock();
    const { notifications } = feed;
    const heading = useRef<HTMLHeadingElement>(null);
    const markAllRead = () => {
        // The button is disabled once all are read: focus stays in the panel (Escape still closes it).
        heading.current?.focus();
        void feed.markAllRead();
    };
    return (
        <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
                <Typography
                    id={titleId}
                    ref={heading}
                    tabIndex={-1}
                    component="h2"
                    variant="subtitle1"
                    sx={{ flexGrow: 1, outline: 'none' }}
                >
                    {translate('common.notifications.title')}
                </Typography>
                <Button size="small" disabled={feed.unreadCount === 0} onClick={markAllRead}>
                    {translate('common.notifications.mark_all_read')}
                </Button>
            </Box>
            {notifications === null || notifications.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                    {translate(notifications ? 'common.notifications.empty' : 'common.notifications.loading')}
                </Typography>
            ) : (
                <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
                    {notifications.map(notification => (
                        <li key={notification.id}>
                            <NotificationItem notification={notification} clock={clock} onOpen={onOpen} />
                        </li>
                    ))}
                </List>
            )}
            {notifications && feed.total > notifications.length && (
                <Box sx={{ p: 1, textAlign: 'center' }}>
                    <Button size="small" onClick={onShowMore}>
                        {translate('common.notifications.show_more')}
                    </Button>
                </Box>
            )}
        </>
    );
};
