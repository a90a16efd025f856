// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrganizationProfilePage } from '../../../src/resources/organization/OrganizationProfilePage';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 20_000 });

const SETTINGS = '/api/v3/motor-garage/assistant-settings';
const WORKSPACE = { id: 1, workspace_id: 1, name: 'Kowloon Motors', currency: 'HKD', timezone: 'Asia/Hong_Kong' };

interface Settings {
    provider: string;
    base_url: string | null;
    model: string | null;
    has_api_key: boolean;
    daily_limit: number;
    used_today: number;
}
let stored: Settings;
let sent: SentRequest[];

beforeEach(() => {
    stored = { provider: 'builtin', base_url: null, model: null, has_api_key: false, daily_limit: 500, used_today: 12 };
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    sent = fakeFetch(({ method, path, body }) => {
        if (path !== SETTINGS) return ok({});
        if (method === 'PUT') {
            const change = body as { base_url: string | null; model: string | null; api_key?: string | null };
            const has_api_key = change.api_key === undefined ? stored.has_api_key : change.api_key !== null;
            const own = Boolean(change.base_url && change.model);
            stored = { ...stored, ...change, has_api_key, provider: own ? 'workspace' : 'builtin' };
            delete (stored as { api_key?: unknown }).api_key;
        }
        return ok(stored);
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const renderProfile = () => {
    const provider = {
        getOne: async () => ({ data: WORKSPACE }),
        update: async () => ({ data: WORKSPACE }),
    } as unknown as DataProvider;
    render(
        <InShell path="/app/organization/profile" dataProvider={provider}>
            <OrganizationProfilePage />
        </InShell>,
    );
};
const section = () => screen.findByRole('region', { name: 'Assistant' }, { timeout: 10_000 });
const puts = () => sent.filter(request => request.method === 'PUT' && request.path === SETTINGS);
const facts = (region: HTMLElement) =>
    [...region.querySelectorAll('dt')].map(term => [term.textContent, term.nextSibling?.textContent]);

describe('organization profile: the assistant', () => {
    it("shows who answers and today's use, and sets the organization's own model with its key", async () => {
        signInAs('owner', ['workspace:read', 'workspace:write', 'assistant:use']);
        renderProfile();
        const region = await section();
        expect(facts(region)).toEqual([
            ['Who answers', 'The built-in assistant (offline)'],
            ['Used today', '12 of 500'],
        ]);
        const key = within(region).getByLabelText('API key') as HTMLInputElement;
        expect(key.type).toBe('password');
        expect(within(region).getByText('No key is stored.')).toBeTruthy();

        fireEvent.change(within(region).getByRole('textbox', { name: 'Address (base URL)' }), {
            target: { value: 'not a url' },
        });
        fireEvent.click(within(region).getByRole('button', { name: 'Save assistant settings' }));
        expect(await within(region).findByText('An address starting with http:// or https://')).toBeTruthy();
        expect(puts()).toHaveLength(0);

        fireEvent.change(within(region).getByRole('textbox', { name: 'Address (base URL)' }), {
            target: { value: 'https://llm.example/v1' },
        });
        fireEvent.change(within(region).getByRole('textbox', { name: 'Model' }), { target: { value: 'qwen-plus' } });
        fireEvent.change(key, { target: { value: 'sk-secret' } });
        fireEvent.click(within(region).getByRole('button', { name: 'Save assistant settings' }));
        await waitFor(() => expect(puts()).toHaveLength(1));
        expect(puts()[0].body).toEqual({
            base_url: 'https://llm.example/v1',
            model: 'qwen-plus',
            api_key: 'sk-secret',
        });
        await waitFor(() => expect(facts(region)[0]).toEqual(['Who answers', "This organization's model (qwen-plus)"]));
        // the key is never shown again: the box is empty, and saving leaves the stored key as it is
        const emptied = within(region).getByLabelText('API key') as HTMLInputElement;
        expect(emptied.value).toBe('');
        expect(within(region).getByText('A key is stored: leave this empty to keep it.')).toBeTruthy();
        fireEvent.change(within(region).getByRole('textbox', { name: 'Model' }), { target: { value: 'qwen-max' } });
        fireEvent.click(within(region).getByRole('button', { name: 'Save assistant settings' }));
        await waitFor(() => expect(puts()).toHaveLength(2));
        expect(puts()[1].body).toEqual({ base_url: 'https://llm.example/v1', model: 'qwen-max' });

        fireEvent.click(await within(region).findByRole('button', { name: 'Remove key' }));
        await waitFor(() => expect(puts()).toHaveLength(3));
        expect(puts()[2].body).toEqual({ base_url: 'https://llm.example/v1', model: 'qwen-max', api_key: null });
        await waitFor(() => expect(within(region).queryByRole('button', { name: 'Remove key' })).toBeNull());
    });

    it("shows a member without workspace:write who answers, but not the model's form", async () => {
        stored = { ...stored, provider: 'platform', used_today: 499 };
        signInAs('member', ['workspace:read', 'assistant:use']);
        renderProfile();
        const region = await section();
        expect(facts(region)).toEqual([
            ['Who answers', "The platform's model"],
            ['Used today', '499 of 500'],
        ]);
        expect(within(region).queryByLabelText('API key')).toBeNull();
        expect(within(region).queryByRole('button', { name: 'Save assistant settings' })).toBeNull();
        expect(
            within(region).getByText('Only members who may change the organization profile set its model.'),
        ).toBeTruthy();
    });

    it('is not there without assistant:use', async () => {
        signInAs('owner', ['workspace:read', 'workspace:write']);
        renderProfile();
        expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
        await expect(screen.findByRole('region', { name: 'Assistant' }, { timeout: 1000 })).rejects.toThrow();
        expect(sent.some(request => request.path === SETTINGS)).toBe(false);
    });
});
