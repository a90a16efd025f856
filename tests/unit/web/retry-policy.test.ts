// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/api/browserLocation';
import { ApiError, dynamicApi as api, FAILED_CALL } from '../../../src/api/client';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, ok, resetBrowserState, toastTexts } from './fakeFetch';

const signInWithWorkspace = () => {
    storage.set('token', 'old-token');
    storage.set('workspace', { id: 7, workspace_id: 7, name: 'Garage' });
};

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetBrowserState();
});

describe('request headers', () => {
    it('carry the stored token and locale', async () => {
        storage.set('token', 'tok');
        storage.set('locale', 'zh-cn');
        const sent = fakeFetch(() => ok({}));
        await api.GET('/api/v3/user/self');
        expect(sent[0].headers.get('Authorization')).toBe('Bearer tok');
        expect(sent[0].headers.get('X-Locale')).toBe('zh-cn');
    });

    it('carry locale en and no Authorization when nothing is stored', async () => {
        const sent = fakeFetch(() => ok({}));
        await api.GET('/public/v3/config');
        expect(sent[0].headers.get('Authorization')).toBeNull();
        expect(sent[0].headers.get('X-Locale')).toBe('en');
    });
});

describe('retry policy', () => {
    it('retries a 401 once after 3000 ms, with the refreshed token when a workspace is stored', async () => {
        signInWithWorkspace();
        let vehicleCalls = 0;
        const sent = fakeFetch(({ path }) => {
            if (path === '/public/v3/refresh-token') return ok({ token: 'new-token' });
            return ++vehicleCalls === 1 ? failure(401, 'unauthorized') : ok([]);
        });

        const call = api.GET('/api/v3/motor-garage/vehicle');
        await vi.advanceTimersByTimeAsync(2999);
        expect(sent.map(request => request.path)).toEqual(['/api/v3/motor-garage/vehicle']);

        await vi.advanceTimersByTimeAsync(1);
        const { response } = await call;
        expect(sent.map(request => request.path)).toEqual([
            '/api/v3/motor-garage/vehicle',
            '/public/v3/refresh-token',
            '/api/v3/motor-garage/vehicle',
        ]);
        expect(sent[1].headers.get('Authorization')).toBe('Bearer old-token');
        expect(sent[2].headers.get('Authorization')).toBe('Bearer new-token');
        expect(storage.get('token')).toBe('new-token');
        expect(response.status).toBe(200);
        expect(toastTexts()).toEqual([]);
        expect(assign).not.toHaveBeenCalled();
    });

    it('retries only once, then shows one toast', async () => {
        signInWithWorkspace();
        const sent = fakeFetch(({ path }) =>
            path === '/public/v3/refresh-token' ? ok({ token: 'new-token' }) : failure(403, 'forbidden', 'abc123'),
        );
        const call = api.GET('/api/v3/motor-garage/statistic');
        await vi.advanceTimersByTimeAsync(10_000);
        await call;
        expect(sent.filter(request => request.path === '/api/v3/motor-garage/statistic')).toHaveLength(2);
        expect(toastTexts()).toEqual([{ message: 'You have no permission (403)', description: 'Trace: #abc123' }]);
    });

    it('never retries a /public URL', async () => {
        storage.set('token', 'tok');
        const sent = fakeFetch(() => failure(401, 'unauthorized', 't-401'));
        const call = api.POST('/public/v3/admin/login', { body: { username: 'a', password: 'b' } });
        await vi.advanceTimersByTimeAsync(60_000);
        await call;
        expect(sent).toHaveLength(1);
        expect(toastTexts()).toEqual([{ message: 'Unauthorized (401)', description: 'Trace: #t-401' }]);
    });

    it('does not retry other failures', async () => {
        const sent = fakeFetch(() => failure(404, 'not_found'));
        await api.GET('/api/v3/motor-garage/vehicle/9');
        expect(sent).toHaveLength(1);
        expect(toastTexts()).toEqual([{ message: 'Resource not found (404)', description: 'Trace: #trace-1' }]);
    });

    it('sends the browser to the stored login route when a 401 cannot be cured', async () => {
        storage.set('token', 'expired');
        storage.set('login-route', '/auth/admin/login');
        const sent = fakeFetch(() => failure(401, 'unauthorized'));
        const call = api.GET('/admin/v3/user');
        await vi.advanceTimersByTimeAsync(3000);
        await call;
        expect(assign).toHaveBeenCalledWith('/auth/admin/login');
        expect(sent.some(request => request.path === '/public/v3/refresh-token')).toBe(false);
        expect(storage.get('token')).toBeNull();
    });

    it('goes to / when the refresh fails and no login route is stored', async () => {
        storage.set('token', 'expired');
        storage.set('workspace', { workspace_id: 7 });
        const sent = fakeFetch(() => failure(401, 'unauthorized'));
        const call = api.GET('/api/v3/motor-garage/booking');
        await vi.advanceTimersByTimeAsync(3000);
        await call;
        expect(sent.map(request => request.path)).toContain('/public/v3/refresh-token');
        expect(assign).toHaveBeenCalledWith('/');
    });
});

describe('error toasts', () => {
    it('translate the message into the stored locale', async () => {
        storage.set('locale', 'zh-hk');
        fakeFetch(() => failure(500, 'internal_error', 'x9'));
        await api.GET('/api/v3/user/self');
        expect(toastTexts()).toEqual([{ message: '伺服器錯誤 (500)', description: '追蹤編號：#x9' }]);
    });

    it("translate other failures' error key, or say unknown error", async () => {
        fakeFetch(({ path }) => (path.endsWith('/a') ? failure(409, 'plate_taken') : failure(418, 'no_such_key')));
        await api.POST('/api/v3/a', { body: {} });
        await api.POST('/api/v3/b', { body: {} });
        expect(toastTexts().map(toast => toast.message)).toEqual([
            'This plate number is already registered',
            'Unknown error',
        ]);
    });

    it('say a call that got no answer once, and hand react-admin an error whose notice it leaves out', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn(async () => {
                throw new TypeError('Failed to fetch');
            }),
        );
        const failed = await api.GET('/api/v3/user/self').catch((error: unknown) => error);
        expect(failed).toBeInstanceOf(ApiError);
        expect(failed).toMatchObject({ status: 0, error: 'network_error', message: FAILED_CALL });
        expect(toastTexts()).toEqual([{ message: 'Cannot reach the server', description: undefined }]);
    });

    it('say nothing of a call the page gave up on', async () => {
        vi.stubGlobal(
            'fetch',
            vi.fn(async () => {
                throw new DOMException('The operation was aborted.', 'AbortError');
            }),
        );
        const failed = await api.GET('/api/v3/user/self').catch((error: unknown) => error);
        expect((failed as Error).name).toBe('AbortError');
        expect(toastTexts()).toEqual([]);
    });

    it('say unknown error for an answer that is not JSON', async () => {
        fakeFetch(() => new Response('Bad gateway', { status: 502 }));
        await api.GET('/api/v3/user/self');
        expect(toastTexts()).toEqual([{ message: 'Unknown error', description: undefined }]);
    });
});
