// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../src/store/appStore';
import { clearSessionStorage, storage } from '../../../src/store/storage';

afterEach(() => localStorage.clear());

describe('storage', () => {
    it('keeps JSON values in localStorage under the key names the app reads', () => {
        storage.set('token', 'abc.def');
        storage.set('workspace', { workspace_id: 3, name: 'Garage' });
        expect(localStorage.getItem('token')).toBe('"abc.def"');
        expect(JSON.parse(localStorage.getItem('workspace')!)).toEqual({ workspace_id: 3, name: 'Garage' });
        expect(storage.get('workspace')).toEqual({ workspace_id: 3, name: 'Garage' });
    });

    it('reads a missing key as null, and removes', () => {
        expect(storage.get('user')).toBeNull();
        storage.set('last-route', '/app/motor-garage/vehicle');
        storage.remove('last-route');
        expect(localStorage.getItem('last-route')).toBeNull();
    });

    it('tells subscribers about changes', () => {
        const listener = vi.fn();
        const unsubscribe = storage.subscribe('locale', listener);
        storage.set('locale', 'zh-hk');
        unsubscribe();
        storage.set('locale', 'en');
        expect(listener).toHaveBeenCalledTimes(1);
        expect(listener).toHaveBeenCalledWith('zh-hk');
    });

    it('ends a session keeping only theme and locale', () => {
        storage.set('theme', 'dark');
        storage.set('locale', 'zh-cn');
        storage.set('token', 't');
        storage.set('user-role', 'user');
        storage.set('last-route', '/app/motor-garage/booking');
        clearSessionStorage();
        expect(Object.keys(localStorage).sort()).toEqual(['locale', 'theme']);
    });
});

describe('appStore (react-admin Store)', () => {
    it('shares the theme and locale items with storage', () => {
        appStore.setItem('theme', 'dark');
        expect(storage.get('theme')).toBe('dark');
        storage.set('locale', 'zh-hk');
        expect(appStore.getItem('locale')).toBe('zh-hk');
    });

    it("keeps react-admin's own items apart from the app's keys", () => {
        appStore.setItem('sidebar.open', false);
        expect(localStorage.getItem('RaStore.sidebar.open')).toBe('false');
        expect(appStore.getItem('sidebar.open')).toBe(false);
        expect(appStore.getItem('missing', 'fallback')).toBe('fallback');
    });

    it('notifies react-admin subscribers when storage writes the same key', () => {
        const listener = vi.fn();
        appStore.subscribe('theme', listener);
        storage.set('theme', 'dark');
        expect(listener).toHaveBeenCalledWith('dark');
    });

    it('reset (run on logout) keeps theme and locale and drops everything else', () => {
        storage.set('theme', 'dark');
        storage.set('locale', 'zh-hk');
        storage.set('token', 't');
        storage.set('admin', { id: 1, username: 'root' });
        appStore.setItem('vehicle.listParams', { page: 2 });
        appStore.reset();
        expect(Object.keys(localStorage).sort()).toEqual(['locale', 'theme']);
        expect(appStore.getItem('theme')).toBe('dark');
    });

    it('removes items by prefix', () => {
        appStore.setItem('vehicle.listParams', { page: 2 });
        appStore.setItem('vehicle.selectedIds', [1]);
        appStore.setItem('booking.listParams', { page: 1 });
        appStore.removeItems('vehicle.');
        expect(Object.keys(appStore.listItems!())).toEqual(['booking.listParams']);
    });
});
