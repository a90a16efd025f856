import { useId, useState } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { notificationTarget } from './notificationText';
import { NotificationPanel } from './NotificationPanel';
import { useNotificationFeed, type Notification } from './useNotificationFeed';

/** How many the panel shows at first, and how many more "Show older" adds. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * The top bar's bell: a badge with the member's unread count (99+), opening their notifications. Opening one marks it
 * read and goes to its record.
 */
/** The most unread notifications the badge counts; beyond, it reads "99+". */
const MAX_SHOWN = 99;

export const NotificationBell = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const titleId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [shown, setShown] = useState(NOTIFICATIONS_SHOWN);
    const feed = useNotificationFeed(shown);
    // the name holds the badge's own text ("99+"): a reader hears what a sighted user sees
    const shownCount = feed.unreadCount > MAX_SHOWN ? `${MAX_SHOWN}+` : String(feed.unreadCount);
    const label = feed.unreadCount
        ? translate('common.notifications.bell_unread', { count: shownCount })
        : translate('common.notifications.title');

    const open = (notification: Notification) => {
        setAnchor(null);
        void feed.markRead(notification);
        navigate(createPath({ ...notificationTarget(notification), type: 'show' }));
    };

    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="dialog"
                    aria-expanded={Boolean(anchor)}
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <Badge badgeContent={feed.unreadCount || undefined} max={MAX_SHOWN} color="error">
                        <NotificationsIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Popover
                open={Boolean(anchor)}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{
                    paper: {
                        role: 'dialog',
                        'aria-labelledby': titleId,
                        sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: '70vh' },
                    },
                }}
            >
                <NotificationPanel
                    feed={feed}
                    titleId={titleId}
                    onOpen={open}
                    onShowMore={() => setShown(count => count + NOTIFICATIONS_SHOWN)}
                />
            </Popover>
        </>
    );
};
