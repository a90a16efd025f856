// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../src/i18n';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

const config = {
    app_name: 'Pitstop',
    system_mode: 'mono',
    locales: [...LOCALES],
    default_locale: 'en',
    registration_enabled: false,
    organization_creation_enabled: false,
};
const LINK = '/public/v3/portal/tok_OPT-1';

const page = (locale: string, reminder_consent: boolean) => ({
    purpose: 'opt_out',
    locale,
    garage: { name: 'Wing Kee Motors' },
    customer: { name: '陳大文' },
    reminder_consent,
});

/** The opt-out page at /portal/opt-out/<token>, the server answering its calls with `answer`. */
const renderOptOut = async (answer: (request: SentRequest) => Response) => {
    vi.resetModules();
    const { PortalApp } = await import('../../../src/apps/portal/PortalApp');
    const sent = fakeFetch(request => (request.path === '/public/v3/config' ? ok(config) : answer(request)));
    render(<PortalApp pathname="/portal/opt-out/tok_OPT-1" />);
    return sent;
};

/** A server keeping one customer's consent: GET reads it, opt-out and opt-in set it. */
const consentServer = (locale: string) => {
    let consent = true;
    return (request: SentRequest) => {
        if (request.method === 'POST' && request.path === `${LINK}/opt-out`) consent = false;
        else if (request.method === 'POST' && request.path === `${LINK}/opt-in`) consent = true;
        else if (request.path !== LINK) return failure(404, 'not_found');
        return ok(page(locale, consent));
    };
};

const seriousViolations = async () =>
    (await axe.run(document.body)).violations
        .filter(found => ['serious', 'critical'].includes(found.impact ?? ''))
        .map(found => found.id);

beforeEach(() => localStorage.clear());
afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('the customer opt-out page', () => {
    it('stops reminders with one button, then offers to receive them again', async () => {
        const sent = await renderOptOut(consentServer('en'));
        expect(
            await screen.findByRole('heading', { level: 1, name: 'Stop reminders from Wing Kee Motors' }),
        ).toBeTruthy();
        expect(screen.getByText(/Hi 陳大文, Wing Kee Motors sends you reminders/)).toBeTruthy();
        expect(await seriousViolations()).toEqual([]);

        fireEvent.click(screen.getByRole('button', { name: 'Stop reminders' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Reminders stopped' })).toBeTruthy();
        expect(sent.filter(request => request.method === 'POST').map(request => request.path)).toEqual([
            `${LINK}/opt-out`,
        ]);
        await waitFor(() => expect(document.title).toBe('Reminders stopped | Wing Kee Motors'));
        expect(await seriousViolations()).toEqual([]);

        fireEvent.click(screen.getByRole('button', { name: 'Receive reminders again' }));
        expect(
            await screen.findByRole('heading', { level: 1, name: 'Stop reminders from Wing Kee Motors' }),
        ).toBeTruthy();
        expect(sent.filter(request => request.method === 'POST').at(-1)?.path).toBe(`${LINK}/opt-in`);
    });

    it("reads in the customer's Cantonese, both before and after", async () => {
        await renderOptOut(consentServer('zh-hk'));
        expect(await screen.findByRole('heading', { level: 1, name: '停止接收Wing Kee Motors嘅提示' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '停止接收提示' }));
        expect(await screen.findByRole('heading', { level: 1, name: '已停止接收提示' })).toBeTruthy();
        expect(screen.getByRole('button', { name: '重新接收提示' })).toBeTruthy();
    });

    it('opens on the stopped state when the customer already opted out', async () => {
        await renderOptOut(() => ok(page('en', false)));
        expect(await screen.findByRole('heading', { level: 1, name: 'Reminders stopped' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Receive reminders again' })).toBeTruthy();
    });

    it('says plainly when the link has expired, and when the change is refused', async () => {
        await renderOptOut(() => failure(410, 'link_expired'));
        expect(await screen.findByRole('heading', { level: 1, name: 'Link expired' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
        cleanup();

        await renderOptOut(request =>
            request.method === 'POST' ? failure(410, 'link_revoked') : ok(page('en', true)),
        );
        fireEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Link withdrawn' })).toBeTruthy();
        expect(screen.getByRole('alert')).toBeTruthy();
        expect(await seriousViolations()).toEqual([]);
    });

    it('refuses an invoice link opened at the opt-out address', async () => {
        await renderOptOut(() => ok({ ...page('en', true), purpose: 'invoice' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
    });
});
