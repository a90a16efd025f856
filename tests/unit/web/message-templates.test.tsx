// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../common/locales';
import { MESSAGE_KINDS } from '../../../common/messages';
import { MessageTemplatesPage } from '../../../src/resources/organization/MessageTemplatesPage';
import { fakeFetch, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 5000 };
const TEMPLATES = '/api/v3/motor-garage/message-template';

const defaults = MESSAGE_KINDS.flatMap(kind =>
    LOCALES.map(locale => ({
        kind,
        locale,
        subject: `${kind} ${locale}`,
        body: `Dear {{customer_name}}, ${kind} in ${locale}`,
        customized: false,
    })),
);

let sent: SentRequest[];
const serve = () =>
    (sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === TEMPLATES) return ok(defaults);
        const [kind, locale] = path.split('/').slice(-2);
        if (method === 'PUT') return ok({ kind, locale, ...(body as object), customized: true });
        return ok(defaults.find(one => one.kind === kind && one.locale === locale));
    }));

const renderPage = () =>
    render(
        <InShell path="/app/organization/messages">
            <MessageTemplatesPage />
        </InShell>,
    );

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('the message wording page', () => {
    it('edits one kind in one language, a placeholder inserted, and goes back to the default', async () => {
        signInAs('owner', ['message-template:read', 'message-template:write']);
        serve();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Vehicle ready' }, slow));
        fireEvent.click(screen.getByRole('tab', { name: 'Traditional Chinese (Hong Kong)' }));
        const body = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
        expect(body.value).toBe('Dear {{customer_name}}, vehicle_ready in zh-hk');
        fireEvent.change(body, { target: { value: '你架車 ' } });
        body.setSelectionRange(5, 5);
        fireEvent.click(within(screen.getByRole('group', { name: 'Insert a placeholder' })).getByText('Plate'));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.some(request => request.method === 'PUT')).toBe(true));
        const put = sent.find(request => request.method === 'PUT')!;
        expect(put.path).toBe(`${TEMPLATES}/vehicle_ready/zh-hk`);
        expect(put.body).toEqual({ subject: 'vehicle_ready zh-hk', body: '你架車 {{plate}}' });
        expect(await screen.findByText('Your own wording.', {}, slow)).toBeTruthy();
        expect(screen.getByText('Your wording')).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: 'Back to default' }));
        await waitFor(() => expect(sent.some(request => request.method === 'DELETE')).toBe(true));
        expect(await screen.findByText('Pitstop’s default wording.', {}, slow)).toBeTruthy();
        expect(sent.find(request => request.method === 'DELETE')!.path).toBe(`${TEMPLATES}/vehicle_ready/zh-hk`);
    });

    it('says which wording the daily reminders use, and lists their {{items}} placeholder', async () => {
        signInAs('owner', ['message-template:read', 'message-template:write']);
        serve();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Vehicle reminders' }, slow));
        expect(
            screen.getByText(/^What the daily run sends: one message a day per customer, \{\{items\}\}/),
        ).toBeTruthy();
        fireEvent.click(
            within(screen.getByRole('group', { name: 'Insert a placeholder' })).getByText('Items due (one line each)'),
        );
        expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toContain('{{items}}');
        fireEvent.click(screen.getByRole('button', { name: 'Licence reminder' }));
        expect(
            await screen.findByText(/^Sent by hand from a vehicle’s page; the daily run sends/, {}, slow),
        ).toBeTruthy();
    });

    it('shows the wording read only without message-template:write', async () => {
        signInAs('member', ['message-template:read']);
        serve();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Invoice' }, slow));
        const body = screen.getByRole('textbox', { name: 'Message' });
        expect(body.getAttribute('readonly')).not.toBeNull();
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        expect(screen.queryByRole('group', { name: 'Insert a placeholder' })).toBeNull();
    });
});
