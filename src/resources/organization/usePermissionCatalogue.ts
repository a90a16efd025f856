import { useEffect, useState } from 'react';
import { dynamicApi, unwrap } from '../../api/client';
import type { PermissionCatalogue } from './types';

let pending: Promise<PermissionCatalogue> | undefined;

/** GET /api/v3/permission, once per page load (it changes only with a new release). */
export const loadPermissionCatalogue = (): Promise<PermissionCatalogue> => {
    pending ??= unwrap<PermissionCatalogue>(dynamicApi.GET('/api/v3/permission'));
    pending.catch(() => (pending = undefined));
    return pending;
};

/** The permission catalogue; null until it has loaded (or when it failed: the client has shown why). */
export const usePermissionCatalogue = (): PermissionCatalogue | null => {
    const [catalogue, setCatalogue] = useState<PermissionCatalogue | null>(null);
    useEffect(() => {
        let live = true;
        loadPermissionCatalogue().then(
            loaded => live && setCatalogue(loaded),
            () => undefined,
        );
        return () => {
            live = false;
        };
    }, []);
    return catalogue;
};
