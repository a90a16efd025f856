// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendingAccountsPage } from '../../../src/resources/organization/SendingAccountsPage';
import { fakeFetch, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 30_000 });

const CHANNELS = '/api/v3/motor-garage/message-channels';
const OWNER = ['message:read', 'message-template:read', 'workspace:read', 'workspace:write'];

interface Account {
    phone_number_id?: string;
    url?: string;
    from?: string;
    token?: string;
    templates?: Record<string, string>;
}
const none = { has_token: false, token_unreadable: false };
let stored: ReturnType<typeof platformOnly>;
let sent: SentRequest[];

/** The platform has a WhatsApp number and no SMS account; the garage has none of its own. */
const platformOnly = () => ({
    automatic: ['email', 'whatsapp'],
    whatsapp: { source: 'platform', phone_number_id: null as string | null, templates: {}, ...none },
    sms: { source: 'none', url: null as string | null, from: null as string | null, ...none },
});

/** What the server answers after a PUT: own accounts where given, tokens kept where left out. */
const saved = (body: { whatsapp: Account | null; sms: Account | null }) => {
    const { whatsapp, sms } = body;
    stored = {
        automatic: ['email', 'whatsapp', ...(sms ? ['sms'] : [])],
        whatsapp: whatsapp
            ? {
                  source: 'workspace',
                  phone_number_id: whatsapp.phone_number_id!,
                  templates: whatsapp.templates ?? stored.whatsapp.templates,
                  has_token: Boolean(whatsapp.token) || stored.whatsapp.has_token,
                  token_unreadable: false,
              }
            : platformOnly().whatsapp,
        sms: sms
            ? {
                  source: 'workspace',
                  url: sms.url!,
                  from: sms.from!,
                  has_token: Boolean(sms.token) || stored.sms.has_token,
                  token_unreadable: false,
              }
            : platformOnly().sms,
    };
    return stored;
};

beforeEach(() => {
    stored = platformOnly();
    sent = fakeFetch(({ method, path, body }) => {
        if (path !== CHANNELS) return ok([]);
        return ok(method === 'PUT' ? saved(body as never) : stored);
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const renderPage = () =>
    render(
        <InShell path="/app/organization/sending">
            <SendingAccountsPage />
        </InShell>,
    );
const section = () => screen.findByRole('region', { name: 'Sending channels' }, { timeout: 10_000 });
const facts = (region: HTMLElement) =>
    [...region.querySelectorAll('dt')].map(term => [term.textContent, term.nextSibling?.textContent]);
const puts = () => sent.filter(request => request.method === 'PUT');
const type = (region: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(region).getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

describe('Message wording: sending channels', () => {
    it('says how each channel goes out, and sets the garage’s own WhatsApp number with its token and a template', async () => {
        signInAs('owner', OWNER);
        renderPage();
        const region = await section();
        expect(facts(region)).toEqual([
            ['E-mail', 'Sent by the server, from the platform’s mail server'],
            ['WhatsApp', 'Sent by the server, from the platform’s number'],
            ['SMS', 'Not offered: no SMS account is set up'],
        ]);
        expect(within(region).getAllByText('No token stored yet')).toHaveLength(2);
        expect((within(region).getByLabelText('Access token', { exact: false }) as HTMLInputElement).type).toBe(
            'password',
        );

        type(region, 'Phone number ID', '20 77');
        fireEvent.click(within(region).getByRole('button', { name: 'Save WhatsApp number' }));
        expect(await within(region).findByText('Digits only')).toBeTruthy();
        expect(puts()).toHaveLength(0);

        type(region, 'Phone number ID', '2077');
        type(region, 'Access token', 'EAAG-token');
        fireEvent.click(within(region).getByRole('button', { name: 'Approved templates (optional)' }));
        type(region, 'Invoice', 'invoice_link');
        fireEvent.click(within(region).getByRole('button', { name: 'Save WhatsApp number' }));
        await waitFor(() => expect(puts()).toHaveLength(1));
        expect(puts()[0].body).toEqual({
            whatsapp: { phone_number_id: '2077', token: 'EAAG-token', templates: { invoice: 'invoice_link' } },
            sms: null,
        });
        await waitFor(() => expect(facts(region)[1]).toEqual(['WhatsApp', 'Sent by the server, from your own number']));
        // the token box is empty again, the token kept
        expect((within(region).getByLabelText('Access token', { exact: false }) as HTMLInputElement).value).toBe('');
        expect(within(region).getByText('A token is stored: leave empty to keep it')).toBeTruthy();
    });

    it('adds an SMS account keeping the WhatsApp number’s token, and stops using the number keeping the SMS account', async () => {
        saved({ whatsapp: { phone_number_id: '2077', token: 't', templates: { invoice: 'invoice_link' } }, sms: null });
        signInAs('owner', OWNER);
        renderPage();
        const region = await section();
        type(region, 'Messages endpoint', 'not a url');
        type(region, 'Sender number or name', '+85230009999');
        type(region, 'Token (user:secret)', 'no-colon');
        fireEvent.click(within(region).getByRole('button', { name: 'Save SMS account' }));
        expect(await within(region).findByText('An http:// or https:// address')).toBeTruthy();
        expect(within(region).getByText('Write it as user:secret')).toBeTruthy();
        expect(puts()).toHaveLength(0);

        type(region, 'Messages endpoint', 'https://sms.example/Messages.json');
        type(region, 'Token (user:secret)', 'AC1:secret');
        fireEvent.click(within(region).getByRole('button', { name: 'Save SMS account' }));
        await waitFor(() => expect(puts()).toHaveLength(1));
        expect(puts()[0].body).toEqual({
            whatsapp: { phone_number_id: '2077', templates: { invoice: 'invoice_link' } },
            sms: { url: 'https://sms.example/Messages.json', from: '+85230009999', token: 'AC1:secret' },
        });
        await waitFor(() => expect(facts(region)[2]).toEqual(['SMS', 'Sent by the server, through your own account']));

        fireEvent.click(within(region).getByRole('button', { name: 'Stop using own number' }));
        await waitFor(() => expect(puts()).toHaveLength(2));
        expect(puts()[1].body).toEqual({
            whatsapp: null,
            sms: { url: 'https://sms.example/Messages.json', from: '+85230009999' },
        });
        await waitFor(() =>
            expect(facts(region)[1]).toEqual(['WhatsApp', 'Sent by the server, from the platform’s number']),
        );
    });

    it('warns when a stored token no longer opens', async () => {
        saved({ whatsapp: { phone_number_id: '2077', token: 't' }, sms: null });
        stored.whatsapp.token_unreadable = true;
        signInAs('owner', OWNER);
        renderPage();
        const region = await section();
        expect(within(region).getByRole('alert').textContent).toMatch(/no longer opens/);
    });

    it('shows a member how messages go out, without the accounts’ forms', async () => {
        signInAs('member', ['message:read', 'message-template:read']);
        renderPage();
        const region = await section();
        expect(facts(region)).toHaveLength(3);
        expect(within(region).getByText('Only owners and admins change the garage’s accounts.')).toBeTruthy();
        expect(within(region).queryByRole('button', { name: 'Save WhatsApp number' })).toBeNull();
        expect(within(region).queryByLabelText('Access token', { exact: false })).toBeNull();
    });
});
