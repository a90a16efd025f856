// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../common/locales';
import { MESSAGE_KINDS } from '../../../common/messages';
import { MessageTemplatesPage } from '../../../src/resources/organization/MessageTemplatesPage';
import { fakeFetch, json, ok, resetBrowserState, signInAs, toastTexts, type SentRequest } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 5000 };
const TEMPLATES = '/api/v3/motor-garage/message-template';
const PREVIEW = `${TEMPLATES}/preview`;

/** The server's preview: `{{name}}` refused as unknown unless it is the plate, which it fills. */
const previewOf = (body: { body: string; channel: string }) => {
    const unknown = [...body.body.matchAll(/\{\{(\w+|[^{}]+)\}\}/g)].find(([, name]) => name !== 'plate');
    if (unknown) {
        return json(400, {
            success: false,
            error: 'validation_failed',
            message: 'The request is not valid',
            details: [{ field: 'body', error: 'unknown_placeholder', placeholder: unknown[1] }],
            trace_id: 'trace-9',
        });
    }
    const text = body.body.replaceAll('{{plate}}', 'AB 1234');
    const sms = body.channel === 'sms' ? { encoding: 'ucs2', characters: text.length, segments: 1 } : null;
    return ok({ subject: null, body: text, job_id: 7, job_number: 'J-2026-00007', sms });
};

const defaults = MESSAGE_KINDS.flatMap(kind =>
    LOCALES.map(locale => ({
        kind,
        locale,
        subject: `${kind} ${locale}`,
        body: `Dear {{plate}}, ${kind} in ${locale}`,
        customized: false,
    })),
);

let sent: SentRequest[];
const serve = () =>
    (sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === TEMPLATES) return ok(defaults);
        if (path === PREVIEW) return previewOf(body as { body: string; channel: string });
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
        // placeholders by their name, never the code
        expect(body.value).toBe('Dear {Plate}, vehicle_ready in zh-hk');
        fireEvent.change(body, { target: { value: '你架車 ' } });
        body.setSelectionRange(5, 5);
        fireEvent.click(within(screen.getByRole('group', { name: 'Insert a placeholder' })).getByText('Plate'));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.some(request => request.method === 'PUT')).toBe(true));
        const put = sent.find(request => request.method === 'PUT')!;
        expect(put.path).toBe(`${TEMPLATES}/vehicle_ready/zh-hk`);
        expect(put.body).toEqual({ subject: 'vehicle_ready zh-hk', body: '你架車 {{plate}}' });
        expect(body.value).toBe('你架車 {Plate}');
        expect(await screen.findByText('Your own wording.', {}, slow)).toBeTruthy();
        expect(screen.getByText('Your wording')).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: 'Back to default' }));
        await waitFor(() => expect(sent.some(request => request.method === 'DELETE')).toBe(true));
        expect(await screen.findByText('Pitstop’s default wording.', {}, slow)).toBeTruthy();
        expect(sent.find(request => request.method === 'DELETE')!.path).toBe(`${TEMPLATES}/vehicle_ready/zh-hk`);
    });

    it('previews the wording as it is typed, with its SMS length, and names an unknown placeholder on its field', async () => {
        signInAs('owner', ['message-template:read', 'message-template:write']);
        serve();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Estimate' }, slow));
        const preview = screen.getByRole('region', { name: 'Preview' });
        expect(await within(preview).findByText('Dear AB 1234, estimate in en', {}, slow)).toBeTruthy();
        expect(within(preview).getByText('With job J-2026-00007, the latest')).toBeTruthy();
        fireEvent.click(within(preview).getByRole('button', { name: 'SMS' }));
        expect(await within(preview).findByText(/^SMS: 28 characters, 1 message/, {}, slow)).toBeTruthy();

        const body = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
        fireEvent.change(body, { target: { value: 'Hi {Discount}, {plate}' } });
        expect(
            await screen.findByText('Unknown placeholder {Discount}: insert one with the buttons below', {}, slow),
        ).toBeTruthy();
        expect(body.getAttribute('aria-invalid')).toBe('true');
        expect(sent.filter(request => request.path === PREVIEW).at(-1)!.body).toMatchObject({
            kind: 'estimate',
            locale: 'en',
            channel: 'sms',
            body: 'Hi {{Discount}}, {{plate}}',
        });
        expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
        expect(toastTexts()).toEqual([]);

        fireEvent.change(body, { target: { value: 'Hi {Plate}' } });
        expect(await within(preview).findByText('Hi AB 1234', {}, slow)).toBeTruthy();
        expect(screen.queryByText(/^Unknown placeholder/)).toBeNull();
    });

    it('says which wording the daily reminders use, and lists their items placeholder', async () => {
        signInAs('owner', ['message-template:read', 'message-template:write']);
        serve();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Vehicle reminders' }, slow));
        expect(screen.getByText(/^What the daily run sends: one message a day per customer, “Items due”/)).toBeTruthy();
        fireEvent.click(
            within(screen.getByRole('group', { name: 'Insert a placeholder' })).getByText('Items due (one line each)'),
        );
        expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toContain(
            '{Items due (one line each)}',
        );
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
