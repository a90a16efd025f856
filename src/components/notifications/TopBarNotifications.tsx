import { useShell } from '../../layouts/ShellContext';
import { useSession } from '../../session';
import { NotificationBell } from './NotificationBell';

/** The bell, in the garage app with an organization chosen (notifications belong to a membership). */
export const TopBarNotifications = () => {
    const { kind } = useShell();
    const { workspace } = useSession();
    return kind === 'user' && workspace ? <NotificationBell /> : null;
};
