import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import { storage } from '../store/storage';

/** Remembers the current route as `last-route` (used by "back" navigation and after login). */
export const useRecordLastRoute = () => {
    const { pathname, search } = useLocation();
    useEffect(() => {
        storage.set('last-route', pathname + search);
    }, [pathname, search]);
};
