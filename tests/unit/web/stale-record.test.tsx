// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../src/components/Toaster';
import customer from '../../../src/resources/customer';
import user from '../../../src/resources/user';
import { renderDeclared } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
});

afterEach(() => {
    cleanup();
    resetBrowserState();
    vi.restoreAllMocks();
});

const slow = { timeout: 10_000 };
const STALE = 'Changed by someone else since you opened it';
const stale = () =>
    json(409, {
        success: false,
        error: 'stale',
        message: 'This record was changed by someone else',
        trace_id: 'trace-7',
    });

/**
 * A record whose server copy changes under the form: reads answer version 1 ('Old') until `changeOnServer`, then
 * version 2 ('Theirs'); every write is refused as stale.
 */
const serveChangingRecord = (path: string, record: Record<string, unknown>, field: string) => {
    let current = { ...record, id: 1, version: 1, [field]: 'Old' };
    const sent = fakeFetch(request => {
        if (request.method === 'PUT') return stale();
        if (request.path === path) return ok(current);
        return ok([], { total: 0, page: 1, size: 20 });
    });
    const changeOnServer = () => {
        current = { ...current, version: 2, [field]: 'Theirs' };
    };
    return { sent, changeOnServer };
};

const reads = (sent: SentRequest[], path: string) =>
    sent.filter(request => request.method === 'GET' && request.path === path);

describe('an edit form saved after someone else changed the record', () => {
    it('keeps the edits, says so once, and reloads the record only when asked', async () => {
        signInAs('owner', ['customer:read', 'customer:write', 'customer:delete']);
        const path = '/api/v3/relationship/customer/1';
        const { sent, changeOnServer } = serveChangingRecord(
            path,
            { type: 'individual', tags: [], preferred_locale: 'en' },
            'name',
        );
        render(<Toaster />);
        renderDeclared(customer, '/1');
        const name = (await screen.findByDisplayValue('Old', {}, slow)) as HTMLInputElement;
        fireEvent.change(name, { target: { value: 'Mine' } });
        changeOnServer();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText(STALE, {}, slow)).toBeTruthy();
        const put = sent.find(request => request.method === 'PUT')!;
        expect(put.headers.get('If-Match')).toBe('"1"');
        expect(screen.getAllByText(STALE)).toHaveLength(1); // one message: the toast, no second notification
        expect(name.value).toBe('Mine'); // nothing lost until the user chooses

        const before = reads(sent, path).length;
        fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
        await waitFor(() => expect(reads(sent, path).length).toBeGreaterThan(before));
        expect(await screen.findByDisplayValue('Theirs', {}, slow)).toBeTruthy();
        expect(screen.queryByText(STALE)).toBeNull();
    });

    it('in the back-office too: the next save names the version reloaded', async () => {
        const path = '/admin/v3/user/1';
        const { sent, changeOnServer } = serveChangingRecord(
            path,
            { username: 'carol', email: 'carol@example.com', status: 'active', avatar: null, memberships: [] },
            'display_name',
        );
        render(<Toaster />);
        renderDeclared(user, '/1');
        const field = (await screen.findByDisplayValue('Old', {}, slow)) as HTMLInputElement;
        fireEvent.change(field, { target: { value: 'Mine' } });
        changeOnServer();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Reload' }, slow));
        fireEvent.change(await screen.findByDisplayValue('Theirs', {}, slow), { target: { value: 'Mine again' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.filter(request => request.method === 'PUT')).toHaveLength(2));
        expect(
            sent.filter(request => request.method === 'PUT').map(request => request.headers.get('If-Match')),
        ).toEqual(['"1"', '"2"']);
    });
});
