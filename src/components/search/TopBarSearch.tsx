import { useShell } from '../../layouts/ShellContext';
import { useSession } from '../../session';
import { GlobalSearch } from './GlobalSearch';

/** The search box, in the garage app with an organization chosen (the back-office has nothing of the garage's). */
export const TopBarSearch = () => {
    const { kind } = useShell();
    const { workspace } = useSession();
    return kind === 'user' && workspace ? <GlobalSearch /> : null;
};
