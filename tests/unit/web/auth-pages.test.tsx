// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../src/i18n';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

const config = (system_mode: string) => ({
    app_name: 'Pitstop',
    system_mode,
    locales: [...LOCALES],
    default_locale: 'en',
    registration_enabled: system_mode === 'platform',
    organization_creation_enabled: system_mode !== 'mono',
});

const Path = () => <output data-testid="path">{useLocation().pathname}</output>;

/** The auth area at `path`, on a server in `mode` answering other calls with `answer`. */
const renderAuth = async (path: string, mode: string, answer: (request: SentRequest) => Response = () => ok({})) => {
    // The public config is cached per page load: start each test with a fresh module graph.
    vi.resetModules();
    const { default: AuthApp } = await import('../../../src/apps/auth/AuthApp');
    const { Toaster } = await import('../../../src/components/Toaster');
    const sent = fakeFetch(request => (request.path === '/public/v3/config' ? ok(config(mode)) : answer(request)));
    render(
        <MemoryRouter initialEntries={[path]}>
            <Routes>
                <Route path="/" element={<AuthApp />} />
                <Route path="/auth/*" element={<AuthApp />} />
                <Route path="*" element={<Path />} />
            </Routes>
            <Toaster />
        </MemoryRouter>,
    );
    return sent;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('user login page', () => {
    it('has its title, and no sign-up prompt in mono mode', async () => {
        await renderAuth('/', 'mono');
        await screen.findByRole('button', { name: 'Sign in' });
        await waitFor(() => expect(document.title).toBe('Login | Pitstop'));
        expect(screen.getByText('Unlock your productivity with AI')).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    });

    it('prompts to sign up in platform mode', async () => {
        await renderAuth('/', 'platform');
        expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
    });

    it('signs in, selects the workspace and opens the app home', async () => {
        const membership = { id: 1, workspace_id: 3, role: 'owner', workspace: { workspace_id: 3, name: 'G' } };
        const sent = await renderAuth('/', 'mono', ({ path }) => {
            if (path === '/public/v3/user/login') return ok({ token: 'u', user: { id: 1, username: 'mei' } });
            if (path === '/api/v3/workspace') return ok([membership], { total: 1 });
            return ok({ token: 'w', workspace_user: membership });
        });
        fireEvent.change(await screen.findByLabelText('Username or email'), { target: { value: 'mei' } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect((await screen.findByTestId('path')).textContent).toBe('/app/motor-garage/statistic');
        expect(sent.map(request => request.path)).toContain('/api/v3/user/login/workspace');
        expect(storage.get('token')).toBe('w');
    });

    it('stays on the page with the toast after a failed login', async () => {
        await renderAuth('/', 'mono', () => failure(400, 'invalid_credentials'));
        fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Incorrect username, email or password')).toBeTruthy();
        expect(screen.getByText('Trace: #trace-1')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
        expect(screen.queryByTestId('path')).toBeNull();
    });
});

describe('register page', () => {
    it('says registration is not available outside platform mode', async () => {
        await renderAuth('/auth/register', 'mono');
        expect(await screen.findByText(/Registration is not available in this mode/)).toBeTruthy();
        expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('offers the login prompt in platform mode', async () => {
        await renderAuth('/auth/register', 'platform');
        expect(await screen.findByText('Already have an account?')).toBeTruthy();
        expect(screen.queryByText(/Registration is not available/)).toBeNull();
    });

    it('signs up in platform mode, signs the new user in and opens the app', async () => {
        const user = { id: 8, username: 'kit', display_name: 'Kit', email: 'kit@example.com', avatar: null };
        const sent = await renderAuth('/auth/register', 'platform', ({ path }) =>
            path === '/public/v3/user/register'
                ? new Response(JSON.stringify({ success: true, data: { token: 'fresh', user }, trace_id: 't' }), {
                      status: 201,
                      headers: { 'Content-Type': 'application/json' },
                  })
                : ok({}),
        );
        fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'kit' } });
        fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kit@example.com' } });
        fireEvent.change(screen.getByLabelText('Display name (optional)'), { target: { value: ' Kit ' } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'longpassword' } });
        await waitFor(() =>
            expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false),
        );
        fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
        expect((await screen.findByTestId('path')).textContent).toBe('/app');
        expect(sent.find(request => request.path === '/public/v3/user/register')?.body).toEqual({
            username: 'kit',
            email: 'kit@example.com',
            password: 'longpassword',
            display_name: 'Kit',
        });
        expect(storage.get('token')).toBe('fresh');
        expect(storage.get('user-role')).toBe('user');
        expect(storage.get('user')).toEqual(user);
        expect(storage.get('login-route')).toBe('/');
    });

    it('stays on the form with the toast when the username is taken', async () => {
        await renderAuth('/auth/register', 'platform', () => failure(409, 'username_taken'));
        await waitFor(() =>
            expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false),
        );
        fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
        expect(await screen.findByText('This username is already taken')).toBeTruthy();
        expect(screen.queryByTestId('path')).toBeNull();
        expect(storage.get('token')).toBeNull();
    });
});

describe('forgot password page', () => {
    it('posts the email and answers neutrally', async () => {
        const sent = await renderAuth('/auth/forgot-password', 'mono', () => ok({}));
        fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.c' } });
        fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
        expect(await screen.findByText(/If the address exists/)).toBeTruthy();
        const request = sent.find(({ path }) => path === '/public/v3/user/forgot-password');
        expect(request?.body).toEqual({ email: 'a@b.c' });
    });

    it('with a token, sets the new password', async () => {
        const sent = await renderAuth('/auth/forgot-password?token=tk1', 'mono', () => ok({}));
        fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'longpassword' } });
        fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
        expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
        expect(sent.find(request => request.path === '/public/v3/user/reset-password')?.body).toEqual({
            token: 'tk1',
            password: 'longpassword',
        });
    });
});
