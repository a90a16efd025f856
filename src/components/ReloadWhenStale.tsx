import { useEditContext } from 'react-admin';
import { useStaleReload } from '../api/staleReload';

/**
 * Inside an edit page: a save refused as `stale` (the record changed since the page read it) toasts with Reload,
 * which reads the record again; the form then shows it, and only then are the user's edits gone.
 */
export const ReloadWhenStale = () => {
    const { refetch } = useEditContext();
    useStaleReload(refetch);
    return null;
};
