import { useCallback, useEffect, useState } from 'react';
import { api, expectSuccess, quietFetch } from '../../api/client';
import type { paths } from '../../api/schema';

type ListAnswer = paths['/api/v3/notification']['get']['responses'][200]['content']['application/json'];
export type Notification = ListAnswer['data'][number];

/** How often the bell asks again while the tab is visible (live updates replace this hook later). */
export const POLL_INTERVAL_MS = 30_000;

export interface NotificationFeed {
    /** The newest `size` notifications; null until the first answer. */
    notifications: Notification[] | null;
    /** How many the member has in all. */
    total: number;
    unreadCount: number;
    markRead(notification: Notification): Promise<void>;
    markAllRead(): Promise<void>;
}

interface Loaded {
    notifications: Notification[];
    total: number;
    unreadCount: number;
}

const isVisible = () => document.visibilityState === 'visible';

/** A failed mark-read was toasted by the client; what the server holds shows on the next load. */
const ignoreToasted = () => undefined;

const fetchFeed = async (size: number): Promise<Loaded> => {
    const answer = (await expectSuccess(
        api.GET('/api/v3/notification', { params: { query: { size } }, fetch: quietFetch }),
    )) as unknown as ListAnswer;
    return { notifications: answer.data, total: answer.total, unreadCount: answer.unread_count };
};

/**
 * The signed-in member's newest notifications and unread count: asked at once, every 30 s while the tab is visible,
 * and when the window gets the focus or the tab is shown again. A failed poll changes nothing (no toast): the next one
 * tries again. Marking read shows at once, then the server's answer. Polling lives here alone, so live updates can
 * replace it.
 */
export const useNotificationFeed = (size: number): NotificationFeed => {
    const [loaded, setLoaded] = useState<Loaded | null>(null);
    // Bumped after marking read: ask the server again.
    const [round, setRound] = useState(0);

    useEffect(() => {
        let live = true;
        // Only the latest call's answer is shown: an older one may arrive after it.
        let latestCall = 0;
        const load = () => {
            const call = ++latestCall;
            fetchFeed(size).then(
                feed => live && call === latestCall && setLoaded(feed),
                () => undefined, // the next poll tries again
            );
        };
        const loadIfVisible = () => {
            if (isVisible()) load();
        };
        load();
        const timer = setInterval(loadIfVisible, POLL_INTERVAL_MS);
        window.addEventListener('focus', loadIfVisible);
        document.addEventListener('visibilitychange', loadIfVisible);
        return () => {
            live = false;
            clearInterval(timer);
            window.removeEventListener('focus', loadIfVisible);
            document.removeEventListener('visibilitychange', loadIfVisible);
        };
    }, [size, round]);

    const askAgain = useCallback(() => setRound(count => count + 1), []);

    const markRead = useCallback(
        async (notification: Notification) => {
            if (notification.read_at) return;
            const now = new Date().toISOString();
            setLoaded(
                current =>
                    current && {
                        ...current,
                        notifications: current.notifications.map(shown =>
                            shown.id === notification.id ? { ...shown, read_at: now } : shown,
                        ),
                        unreadCount: Math.max(0, current.unreadCount - 1),
                    },
            );
            await api
                .POST('/api/v3/notification/{id}/read', { params: { path: { id: notification.id } } })
                .catch(ignoreToasted);
            askAgain();
        },
        [askAgain],
    );

    const markAllRead = useCallback(async () => {
        const now = new Date().toISOString();
        setLoaded(
            current =>
                current && {
                    ...current,
                    notifications: current.notifications.map(shown => ({ ...shown, read_at: shown.read_at ?? now })),
                    unreadCount: 0,
                },
        );
        await api.POST('/api/v3/notification/read-all').catch(ignoreToasted);
        askAgain();
    }, [askAgain]);

    return {
        notifications: loaded?.notifications ?? null,
        total: loaded?.total ?? 0,
        unreadCount: loaded?.unreadCount ?? 0,
        markRead,
        markAllRead,
    };
};
