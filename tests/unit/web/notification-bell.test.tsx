// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationTitle } from '../../../src/components/notifications/notificationText';
import { TopBarNotifications } from '../../../src/components/notifications/TopBarNotifications';
import { makeI18nProvider } from '../../../src/i18n';
import common from '../../../src/i18n/namespaces/common';
import { POLL_INTERVAL_MS, type Notification } from '../../../src/components/notifications/useNotificationFeed';
import { storage } from '../../../src/store/storage';
import { fakeFetch, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';
import { InShell } from './shell-harness';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const LIST = '/api/v3/notification';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (
    id: number,
    kind: Notification['kind'],
    recordId: number,
    args: Notification['args'],
    readAt: string | null = null,
): Notification => ({
    id,
    kind,
    resource: kind === 'message_failed' ? 'motor-garage/message' : 'motor-garage/invoice',
    record_id: recordId,
    title_key: `common.notifications.kind.${kind}`,
    args,
    read_at: readAt,
    created_at: minutesAgo(id),
});

const NOTIFICATIONS = [
    notification(1, 'message_failed', 31, {
        customer_id: 5,
        customer_name: 'Chan Tai Man',
        message_kind: 'vehicle_ready',
    }),
    notification(2, 'estimate_answered', 42, {
        number: 'J-2026-00042',
        customer_name: 'Chan Tai Man',
        approved: 2,
        declined: 1,
    }),
    notification(3, 'payment_link_opened', 17, { number: 'INV-2026-00017', customer_name: 'Wong' }, minutesAgo(1)),
];

let sent: SentRequest[];
let unread: number;
let items: typeof NOTIFICATIONS;

const answerList = () => ok(items, { total: items.length, page: 1, size: 20, unread_count: unread });

beforeEach(() => {
    signInAs('member', ['invoice:read', 'message:read', 'customer:read']);
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kowloon Motors', avatar: null });
    items = NOTIFICATIONS;
    unread = 2;
    sent = fakeFetch(({ method, path }) => {
        if (method === 'POST' && path === `${LIST}/read-all`) {
            const marked = unread;
            unread = 0;
            items = items.map(shown => ({ ...shown, read_at: shown.read_at ?? new Date().toISOString() }));
            return ok({ marked });
        }
        if (method === 'POST' && path.endsWith('/read')) {
            unread--;
            return ok(items[0]);
        }
        return answerList();
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
    vi.useRealTimers();
});

const renderBell = () =>
    render(
        <InShell>
            <TopBarNotifications />
        </InShell>,
    );
const listCalls = () => sent.filter(request => request.method === 'GET' && request.path === LIST);

it('shows the unread count in the badge and in the button’s name', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
});

it('shows 99+ past 99 unread, and names it so (the name holds what the badge shows)', async () => {
    unread = 120;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByText('99+')).toBeTruthy();
});

it('lists the titles in the reader’s language, how long ago, and which are unread', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const rows = within(panel).getAllByRole('button', { name: /Chan Tai Man|Wong/ });
    expect(rows.map(row => row.textContent)).toEqual([
        'Unread: Message to Chan Tai Man failed: Vehicle ready1 minute ago',
        'Unread: J-2026-00042: Chan Tai Man answered the estimate2 approved, 1 declined2 minutes ago',
        'Wong opened invoice INV-2026-00017' + '3 minutes ago',
    ]);
    // jsdom has no layout (contrast is left to the browser journeys); roles and names are checked here.
    const { violations } = await axe.run(document.body);
    expect(
        violations.filter(found => ['serious', 'critical'].includes(found.impact ?? '')).map(found => found.id),
    ).toEqual([]);
});

it('marks one read when it is opened and goes to its record: a message to its customer’s page', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /Message to Chan Tai Man failed/ }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/relationship/customer/5/show'));
    expect(sent.find(request => request.method === 'POST')?.path).toBe(`${LIST}/1/read`);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
});

it('opens an estimate’s job', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /answered the estimate/ }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/motor-garage/invoice/42/show'));
    expect(sent.find(request => request.method === 'POST')?.path).toBe(`${LIST}/2/read`);
});

it('marks all read', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).queryByText(/Unread/)).toBeNull());
    expect((within(panel).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.filter(request => request.method === 'POST').map(request => request.path)).toEqual([
        `${LIST}/read-all`,
    ]);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
});

describe('polling', () => {
    it('asks every 30 s while the tab is visible, not while hidden, and again on focus', async () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        renderBell();
        await screen.findByRole('button', { name: 'Notifications, 2 unread' });
        expect(listCalls()).toHaveLength(1);
        unread = 3;
        await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS));
        expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
        expect(listCalls()).toHaveLength(2);

        const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        await act(async () => vi.advanceTimersByTime(3 * POLL_INTERVAL_MS));
        expect(listCalls()).toHaveLength(2);

        visibility.mockReturnValue('visible');
        unread = 4;
        await act(async () => void window.dispatchEvent(new Event('focus')));
        expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
        expect(listCalls()).toHaveLength(3);
    });
});

it('is not shown without an organization', () => {
    storage.remove('workspace');
    renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(listCalls()).toHaveLength(0);
});

describe('titles', () => {
    const booking = {
        ...notification(9, 'online_booking', 12, {
            customer_name: 'Chan Tai Man',
            plate: 'HK 1234',
            starts_at: '2026-12-03T02:00:00.000Z',
        }),
        resource: 'motor-garage/booking',
    };
    const clockOf = (locale: string) => ({ zone: 'Asia/Hong_Kong', locale });

    it.each([
        ['en', 'en-GB', 'New online booking: HK 1234 on 3 Dec, 10:00'],
        ['zh-hk', 'zh-HK', '新網上預約：HK 1234，12月3日 10:00'],
        ['zh-cn', 'zh-CN', '新的在线预约：HK 1234，12月3日 10:00'],
    ])('write a booking’s start on the garage’s clock in %s', async (locale, tag, title) => {
        const provider = makeI18nProvider({ common });
        await provider.changeLocale(locale);
        expect(notificationTitle(booking, provider.translate, clockOf(tag))).toBe(title);
    });
});
