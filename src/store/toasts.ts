import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 5000;

export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
    id: number;
    severity: ToastSeverity;
    /** Already translated. */
    message: string;
    description?: string;
    /** Infinity: until closed or acted on. */
    durationMs: number;
    /** A button in the toast (Reload); it closes the toast too. */
    action?: { label: string; run: () => void };
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach(listener => listener());
};

/** Queues a toast for the one <Toaster> of the page; returns its id. */
export const showToast = ({ durationMs = TOAST_DURATION_MS, ...toast }: ToastInput): number => {
    const id = nextId++;
    publish([...toasts, { id, durationMs, ...toast }]);
    return id;
};

export const dismissToast = (id: number): void => publish(toasts.filter(toast => toast.id !== id));

export const currentToasts = (): readonly Toast[] => toasts;

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, currentToasts, currentToasts);
