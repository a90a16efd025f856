import { vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { currentToasts, dismissToast } from '../../../src/store/toasts';

export const json = (status: number, body: unknown): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
    json(200, { success: true, data, trace_id: 'ok-trace', ...extra });

export const failure = (status: number, error: string, trace_id = 'trace-1') =>
    json(status, { success: false, error, message: error, trace_id });

export interface SentRequest {
    method: string;
    path: string;
    url: URL;
    headers: Headers;
    body: unknown;
}

/**
 * Replaces fetch with `answer`, recording every request as the server would see it (method, path, headers, JSON body).
 */
export const fakeFetch = (answer: (request: SentRequest) => Response | Promise<Response>) => {
    const sent: SentRequest[] = [];
    vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) => {
            const text = await request.text();
            const url = new URL(request.url);
            const entry = {
                method: request.method,
                path: url.pathname,
                url,
                headers: request.headers,
                body: text ? JSON.parse(text) : undefined,
            };
            sent.push(entry);
            return answer(entry);
        }),
    );
    return sent;
};

/** The toasts on screen, as text. */
export const toastTexts = () => currentToasts().map(({ message, description }) => ({ message, description }));

/** A signed-in workspace session (workspace 1, user 1) with this role and these permissions. */
export const signInAs = (role: 'owner' | 'member', permissions: string[]) =>
    storage.set('workspace-user', { id: 1, workspace_id: 1, user_id: 1, role, permissions });

export const resetBrowserState = () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    currentToasts().forEach(toast => dismissToast(toast.id));
};

/** A 390 px wide screen, as MUI's media queries read it: every max-width query matches, no min-width one. */
export const phoneWidth = () =>
    vi.stubGlobal('matchMedia', (media: string) => ({
        matches: /max-width/.test(media),
        media,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
    }));
