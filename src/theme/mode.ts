import { storage, useStorageItem } from '../store/storage';

export type ThemeMode = 'light' | 'dark';

const asMode = (value: unknown): ThemeMode => (value === 'dark' ? 'dark' : 'light');

/** The persisted theme (default light). */
export const storedThemeMode = (): ThemeMode => asMode(storage.get('theme'));

export const useThemeMode = (): ThemeMode => asMode(useStorageItem('theme'));

/** Writes the `theme` item react-admin's <Admin> reads too. */
export const setThemeMode = (mode: ThemeMode): void => storage.set('theme', mode);

/** Keeps the `dark` class of the root element in step with the stored theme; returns the unsubscribe. */
export const followDarkClass = (root: HTMLElement = document.documentElement): (() => void) => {
    const apply = () => root.classList.toggle('dark', storedThemeMode() === 'dark');
    apply();
    return storage.subscribe('theme', apply);
};
