// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { garageNamespaces, garageResources } from '../../../src/apps/user/mounts';
import { dataProvider } from '../../../src/dataProvider';
import { makeI18nProvider } from '../../../src/i18n';
import RemindersPage from '../../../src/resources/reminder/RemindersPage';
import { sampleRecord } from './declared-harness';
import { fakeFetch, ok, phoneWidth, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const SETTINGS = '/api/v3/motor-garage/reminder-settings';
const CHAT_URL = 'https://wa.me/85291234567?text=Hi';
const KINDS = {
    booking_reminder: true,
    licence_reminder: true,
    examination_reminder: true,
    insurance_reminder: true,
    service_reminder: true,
    declined_work_followup: true,
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What the due list answers for a week from `today`: one reminder in each state the page tells apart. */
const dueFrom = (today: string) => {
    const reminder = {
        kind: 'licence_reminder',
        due_date: '2026-12-31',
        send_on: today,
        customer_id: 4,
        customer_name: 'Chan Tai Man',
        vehicle_id: 7,
        plate: 'AB 1234',
        booking_id: null,
        job_id: null,
        channel: 'email',
        by_hand: false,
        consent: true,
        has_contact: true,
        held: null,
        made: false,
        message_id: null,
    };
    return [
        { ...reminder, channel: 'whatsapp', consent: false },
        { ...reminder, customer_name: 'Lee Siu Ming', send_on: nextDay(today), held: { on: today, limit: 50 } },
        { ...reminder, customer_name: 'Wong Ka Yan', channel: 'whatsapp', by_hand: true },
        { ...reminder, customer_name: 'Ho Wai', channel: null, has_contact: false },
    ];
};
const reminder = (id: number, status: string) => ({
    ...sampleRecord('motor-garage/message', id),
    id,
    kind: 'insurance_reminder',
    channel: 'whatsapp',
    customer_id: 4,
    to: '9123 4567',
    status,
    due_date: '2026-12-24',
});

let sent: SentRequest[];
let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
    sent = fakeFetch(({ method, path, url, body }) => {
        if (path === '/api/v3/motor-garage/reminder/due') return ok(dueFrom(url.searchParams.get('from')!));
        if (method === 'GET' && path === SETTINGS)
            return ok({ kinds: KINDS, channel: 'whatsapp', reminders_per_day: 50 });
        if (method === 'PUT' && path === SETTINGS) return ok(body);
        if (method === 'POST' && path === '/api/v3/motor-garage/message/2/send')
            return ok({ ...reminder(2, 'sent'), click_to_chat_url: CHAT_URL });
        if (path === '/api/v3/motor-garage/message' && url.searchParams.get('reminder') === 'true')
            return ok(
                [
                    reminder(1, 'queued'),
                    {
                        ...reminder(2, 'draft'),
                        kind: 'vehicle_reminders',
                        template_values: { plate: 'AB 1234, CD 5678' },
                    },
                ],
                { total: 2, page: 1, size: 25 },
            );
        if (path.startsWith('/api/v3/relationship/customer'))
            return ok([{ ...sampleRecord('relationship/customer', 4), name: 'Chan Tai Man' }], {
                total: 1,
                page: 1,
                size: 25,
            });
        return ok([], { total: 0, page: 1, size: 25 });
    });
    opened = vi.fn(() => null);
    vi.stubGlobal('open', opened);
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const renderPage = () =>
    render(
        <MemoryRouter initialEntries={['/app/motor-garage/reminders']}>
            <Routes>
                <Route
                    path="/app/*"
                    element={
                        <Admin
                            basename="/app"
                            dataProvider={dataProvider}
                            i18nProvider={makeI18nProvider(garageNamespaces)}
                            store={memoryStore()}
                            disableTelemetry
                        >
                            {garageResources.map(resource => (
                                <Resource key={resource.name} {...resource} />
                            ))}
                            <CustomRoutes>
                                <Route path="motor-garage/reminders" element={<RemindersPage />} />
                            </CustomRoutes>
                        </Admin>
                    }
                />
            </Routes>
        </MemoryRouter>,
    );

const seriousViolations = async () =>
    (await axe.run(document.body)).violations
        .filter(found => ['serious', 'critical'].includes(found.impact ?? ''))
        .map(found => found.id);

describe('the Reminders page', () => {
    it('lists what is due this week, saying who will not get it, what waits for tomorrow and what goes by hand', async () => {
        signInAs('member', ['message:read', 'message:write', 'customer:read']);
        renderPage();
        const table = await screen.findByRole('table', { name: 'Due this week' }, slow);
        const [, ...rows] = within(table).getAllByRole('row');
        const cells = rows.map(row =>
            within(row)
                .getAllByRole('cell')
                .map(cell => cell.textContent),
        );
        expect(cells[0]).toEqual([
            expect.stringMatching(/^\d{1,2} \w{3} \d{4}$/),
            'Chan Tai Man',
            'AB 1234',
            'Licence reminder',
            '31 Dec 2026',
            'WhatsApp',
            'No consent: not sent',
        ]);
        expect(cells.map(row => [row[1], row[5], row[6]])).toEqual([
            ['Chan Tai Man', 'WhatsApp', 'No consent: not sent'],
            ['Lee Siu Ming', 'E-mail', "Held for tomorrow: today's limit of 50 reached"],
            ['Wong Ka Yan', 'WhatsApp', 'Waits as a draft: send it by hand'],
            ['Ho Wai', '', 'No phone or e-mail: not sent'],
        ]);
        const query = sent.find(request => request.path.endsWith('/reminder/due'))!.url.searchParams;
        expect(query.get('to')).toBe(
            new Date(Date.parse(`${query.get('from')}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10),
        );
        // a member does not edit the settings
        expect(screen.queryByRole('switch')).toBeNull();
    });

    it('sends a draft by hand: the WhatsApp chat opens', async () => {
        signInAs('member', ['message:read', 'message:write', 'customer:read']);
        renderPage();
        const table = await screen.findByRole('table', { name: 'Sent' }, slow);
        const send = await within(table).findByRole('button', { name: 'Send to 9123 4567' }, slow);
        // Drafts first; a customer's cars in one message, each plate named, and the channel it went on.
        const [, draft] = within(table).getAllByRole('row');
        expect(within(draft).getAllByRole('cell')[1].textContent).toBe('Vehicle reminders · AB 1234, CD 5678');
        expect(within(draft).getAllByRole('cell')[3].textContent).toBe('WhatsApp · 9123 4567');
        expect(within(table).getAllByRole('button', { name: /^Send/ })).toHaveLength(1); // the queued one has none
        fireEvent.click(send);
        await waitFor(() => expect(opened).toHaveBeenCalledWith(CHAT_URL, '_blank', 'noopener'), slow);
    });

    it('lets whoever edits the templates switch kinds, choose the first channel and the daily limit', async () => {
        signInAs('owner', ['message:read', 'message:write', 'message-template:write', 'customer:read']);
        renderPage();
        // folded on top of the page: opened by its heading's button
        const settings = await screen.findByRole('button', { name: 'Settings' }, slow);
        expect(settings.getAttribute('aria-expanded')).toBe('false');
        expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy();
        fireEvent.click(settings);
        const licence = await screen.findByRole('switch', { name: 'Licence reminder' }, slow);
        expect((licence as HTMLInputElement).checked).toBe(true);
        await screen.findByRole('button', { name: 'Send to 9123 4567' }, slow);
        // The page once settled: react-admin's loading bar (a progressbar without a name) shows while it still loads.
        await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), slow);
        expect(await seriousViolations()).toEqual([]);
        fireEvent.click(licence);
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Preferred channel' }));
        fireEvent.click(await screen.findByRole('option', { name: 'E-mail' }));
        const perDay = screen.getByRole('spinbutton', { name: 'Reminders a day at most' });
        expect((perDay as HTMLInputElement).value).toBe('50');
        fireEvent.change(perDay, { target: { value: '' } });
        expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
        fireEvent.change(perDay, { target: { value: '1001' } });
        expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
        fireEvent.change(perDay, { target: { value: '120' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.filter(request => request.method === 'PUT')).toHaveLength(1), slow);
        expect(sent.find(request => request.method === 'PUT')!.body).toEqual({
            kinds: { ...KINDS, licence_reminder: false },
            channel: 'email',
            reminders_per_day: 120,
        });
    });

    it('on a phone lists each reminder in a compact row, nothing to scroll sideways', async () => {
        signInAs('member', ['message:read', 'message:write', 'customer:read']);
        phoneWidth();
        renderPage();
        const due = await screen.findByRole('list', { name: 'Due this week' }, slow);
        expect(screen.queryByRole('table')).toBeNull();
        const rows = within(due).getAllByRole('listitem');
        expect(rows).toHaveLength(4);
        // who and what car, then what, for when, how and why not: a date says which it is
        expect(rows[0].textContent).toMatch(
            /^Chan Tai Man · AB 1234Goes out: \d{1,2} \w{3} \d{4} · Licence reminder · For: 31 Dec 2026 · WhatsApp · No consent: not sent$/,
        );
        // Ho Wai has no channel: nothing empty in its place
        expect(rows[3].textContent).toMatch(/· For: 31 Dec 2026 · No phone or e-mail: not sent$/);
        const sentList = await screen.findByRole('list', { name: 'Sent' }, slow);
        const draft = await within(sentList).findByRole('button', { name: 'Send to 9123 4567' }, slow);
        expect(draft.closest('li')!.textContent).toContain('Vehicle reminders · AB 1234, CD 5678');
        await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), slow);
        expect(await seriousViolations()).toEqual([]);
    });
});
