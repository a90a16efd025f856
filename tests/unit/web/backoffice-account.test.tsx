// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';
import { people, renderBackoffice } from './backoffice-harness';

vi.setConfig({ testTimeout: 20_000 }); // react-admin's first render in jsdom takes seconds

const me = people[0];

beforeEach(() => storage.set('admin', me));
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const slow = { timeout: 5000 };
const puts = (sent: SentRequest[], path: string) => sent.filter(r => r.method === 'PUT' && r.path === path);

const savedAsSent = ({ body }: SentRequest) => ok({ ...me, ...(body as object) });

/** The admin's own profile page, GET /admin/v3/self answered and each PUT by `answerPut`. */
const openProfile = async (answerPut: (request: SentRequest) => Response = savedAsSent) => {
    const sent = fakeFetch(request => {
        if (request.method === 'PUT') return answerPut(request);
        if (request.path === '/admin/v3/self') return ok(me);
        return ok({});
    });
    renderBackoffice('/self/profile');
    await screen.findByDisplayValue('Amy Chan', {}, slow);
    return sent;
};

const passwordCard = () =>
    screen.getByText('Change password', { selector: '.MuiCardHeader-title' }).closest('.MuiCard-root') as HTMLElement;
const typeIn = (card: HTMLElement, label: RegExp, value: string) =>
    fireEvent.change(within(card).getByLabelText(label), { target: { value } });
const submitPassword = () => fireEvent.click(within(passwordCard()).getByRole('button', { name: 'Change password' }));

describe('password change form', () => {
    it('wants 8 characters at least, typed twice alike, before sending', async () => {
        const sent = await openProfile();
        const card = passwordCard();
        typeIn(card, /^Current password/, 'old-pass-1');
        typeIn(card, /^New password/, 'short');
        typeIn(card, /^Confirm new password/, 'shorter');
        submitPassword();
        expect(await within(card).findByText('The password must be at least 8 characters')).toBeTruthy();
        expect(within(card).getByText('The passwords do not match')).toBeTruthy();
        expect(puts(sent, '/admin/v3/self/password')).toEqual([]);
    });

    it('sends the current and the new password, then empties the fields', async () => {
        const sent = await openProfile(() => ok({ changed: true }));
        const card = passwordCard();
        typeIn(card, /^Current password/, 'old-pass-1');
        typeIn(card, /^New password/, 'new-pass-123');
        typeIn(card, /^Confirm new password/, 'new-pass-123');
        submitPassword();
        expect(await screen.findByText('Password changed')).toBeTruthy();
        expect(puts(sent, '/admin/v3/self/password').map(r => r.body)).toEqual([
            { current_password: 'old-pass-1', new_password: 'new-pass-123' },
        ]);
        const newPassword = () => within(passwordCard()).getByLabelText(/^New password/) as HTMLInputElement;
        await waitFor(() => expect(newPassword().value).toBe(''));
    });

    it('marks the current password when the server says it is wrong', async () => {
        await openProfile(() => failure(400, 'invalid_credentials'));
        const card = passwordCard();
        typeIn(card, /^Current password/, 'not-it-at-all');
        typeIn(card, /^New password/, 'new-pass-123');
        typeIn(card, /^Confirm new password/, 'new-pass-123');
        submitPassword();
        expect(await within(card).findByText('The current password is not correct')).toBeTruthy();
    });
});

describe('profile form', () => {
    it('loads the own account, saves it with PUT and updates the stored admin', async () => {
        const sent = await openProfile();
        expect(screen.getByDisplayValue('amy')).toBeTruthy();
        expect(screen.getByDisplayValue('amy@example.com')).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/^Display name/), { target: { value: 'Amy C.' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Profile saved')).toBeTruthy();
        expect(puts(sent, '/admin/v3/self').map(r => r.body)).toEqual([
            { username: 'amy', display_name: 'Amy C.', email: 'amy@example.com', avatar: null },
        ]);
        expect(storage.get('admin')).toMatchObject({ display_name: 'Amy C.' });
    });

    it('shows a taken email on the email field', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await openProfile(
            () =>
                new Response(
                    JSON.stringify({
                        success: false,
                        error: 'email_taken',
                        message: 'taken',
                        details: [{ field: 'email', error: 'email_taken' }],
                        trace_id: 't',
                    }),
                    { status: 409, headers: { 'Content-Type': 'application/json' } },
                ),
        );
        fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'bob@example.com' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('This email address is already in use')).toBeTruthy();
        vi.restoreAllMocks();
    });
});
