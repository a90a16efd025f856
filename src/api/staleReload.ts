import { useEffect } from 'react';

/**
 * What "Reload" does on the toast of a `stale` answer (a record changed by someone else since the page read it):
 * refetch what the open page shows — the edit form's record, the calendar. The page that mounted last decides.
 */
const reloaders: (() => void)[] = [];

export const registerStaleReload = (reload: () => void): (() => void) => {
    reloaders.push(reload);
    return () => {
        const index = reloaders.lastIndexOf(reload);
        if (index >= 0) reloaders.splice(index, 1);
    };
};

export const currentStaleReload = (): (() => void) | undefined => reloaders.at(-1);

/** Makes `reload` the stale toast's Reload action while the calling component is mounted. */
export const useStaleReload = (reload: () => unknown): void => {
    useEffect(() => registerStaleReload(() => void reload()), [reload]);
};

/** The If-Match header naming the version a record was read at; none when the record carries no version. */
export const ifMatch = (version: unknown): Record<string, string> =>
    typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
