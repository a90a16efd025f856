/**
 * JSON values in localStorage with change subscriptions (same tab through our writes, other tabs through the
 * `storage` event). Reads are cached by their raw text so repeated reads of an unchanged item return the same object
 * (React's useSyncExternalStore relies on that).
 */
type Listener = (value: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
const parsed = new Map<string, { raw: string | null; value: unknown }>();

const localStore = (): Storage | null => {
    try {
        return globalThis.localStorage ?? null;
    } catch {
        return null;
    }
};

const decode = (raw: string | null): unknown => {
    if (raw === null) return null;
    try {
        return JSON.parse(raw);
    } catch {
        return raw; // a value written by hand, not as JSON
    }
};

export const readJson = (name: string): unknown => {
    const raw = localStore()?.getItem(name) ?? null;
    const cached = parsed.get(name);
    if (cached && cached.raw === raw) return cached.value;
    const value = decode(raw);
    parsed.set(name, { raw, value });
    return value;
};

const notify = (name: string) => {
    const value = readJson(name);
    listeners.get(name)?.forEach(listener => listener(value));
};

export const writeJson = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return removeJson(name);
    localStore()?.setItem(name, JSON.stringify(value));
    notify(name);
};

export const removeJson = (name: string): void => {
    localStore()?.removeItem(name);
    notify(name);
};

export const storedNames = (): string[] => {
    const store = localStore();
    if (!store) return [];
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((name): name is string => name !== null);
};

export const subscribeJson = (name: string, listener: Listener): (() => void) => {
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => {
        set.delete(listener);
    };
};

if (typeof window !== 'undefined') {
    window.addEventListener('storage', event => {
        const names = event.key === null ? [...listeners.keys()] : [event.key];
        names.forEach(notify);
    });
}
