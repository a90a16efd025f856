import type { Store } from 'ra-core';
import { readJson, removeJson, storedNames, subscribeJson, writeJson } from './jsonStorage';
import { PERSISTENT_KEYS, STORAGE_KEYS, isStorageKey } from './storage';

/** react-admin's own items (sidebar state, list parameters…) live beside the app's own keys (storage.ts) under this prefix. */
const RA_PREFIX = 'RaStore.';

const nameOf = (key: string): string => (isStorageKey(key) ? key : RA_PREFIX + key);

/** Every item this store holds, by store key. */
const storeKeys = (): string[] => [
    ...STORAGE_KEYS,
    ...storedNames()
        .filter(name => name.startsWith(RA_PREFIX))
        .map(name => name.slice(RA_PREFIX.length)),
];

/**
 * The react-admin Store of both apps: the app's own keys (theme, locale, token…) are the localStorage items of the same
 * name, so `useStore('theme')` and `storage.get('theme')` read one value. `reset()` (run by react-admin on logout)
 * keeps theme and locale.
 */
export const appStore: Store = {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: <T>(key: string, defaultValue?: T): T | undefined => (readJson(nameOf(key)) as T | null) ?? defaultValue,
    setItem: (key, value) => writeJson(nameOf(key), value),
    removeItem: key => removeJson(nameOf(key)),
    removeItems: prefix =>
        storeKeys()
            .filter(key => key.startsWith(prefix))
            .forEach(key => removeJson(nameOf(key))),
    reset: () =>
        storeKeys()
            .filter(key => !(PERSISTENT_KEYS as readonly string[]).includes(key))
            .forEach(key => removeJson(nameOf(key))),
    subscribe: (key, callback) => subscribeJson(nameOf(key), callback),
    listItems: (prefix = '') =>
        Object.fromEntries(
            storeKeys()
                .filter(key => key.startsWith(prefix) && readJson(nameOf(key)) !== null)
                .map(key => [key, readJson(nameOf(key))]),
        ),
};
