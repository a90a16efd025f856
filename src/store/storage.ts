import { useCallback, useSyncExternalStore } from 'react';
import { readJson, removeJson, subscribeJson, writeJson } from './jsonStorage';

/** The app's browser storage keys; each holds a JSON value in localStorage under exactly this name. */
export const STORAGE_KEYS = [
    'theme',
    'locale',
    'token',
    'user',
    'admin',
    'user-role',
    'workspace',
    'workspace-user',
    'last-workspace-id',
    'last-route',
    'login-route',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Kept when a session ends (logout, store reset): the next sign-in reopens the last organization. */
export const PERSISTENT_KEYS: readonly StorageKey[] = ['theme', 'locale', 'last-workspace-id'];

export const isStorageKey = (key: string): key is StorageKey => (STORAGE_KEYS as readonly string[]).includes(key);

export const storage = {
    get: <T>(key: StorageKey): T | null => readJson(key) as T | null,
    set: (key: StorageKey, value: unknown): void => writeJson(key, value),
    remove: (key: StorageKey): void => removeJson(key),
    subscribe: (key: StorageKey, listener: (value: unknown) => void): (() => void) => subscribeJson(key, listener),
};

/** Removes every session key, keeping theme and locale. */
export const clearSessionStorage = (): void => {
    STORAGE_KEYS.filter(key => !PERSISTENT_KEYS.includes(key)).forEach(storage.remove);
};

/** Re-renders when the item changes (in this tab or another). */
export const useStorageItem = <T>(key: StorageKey): T | null => {
    const subscribe = useCallback((onChange: () => void) => storage.subscribe(key, onChange), [key]);
    const read = useCallback(() => storage.get<T>(key), [key]);
    return useSyncExternalStore(subscribe, read, read);
};
