// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../src/i18n';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // the first render in jsdom takes seconds

const config = {
    app_name: 'Pitstop',
    system_mode: 'mono',
    locales: [...LOCALES],
    default_locale: 'en',
    registration_enabled: false,
    organization_creation_enabled: false,
};

const page = (locale: string) => ({
    purpose: 'invoice',
    locale,
    garage: {
        name: 'Wing Kee Motors',
        logo_url: '/public/v3/garage-logo/5b0c5a5e-8d1e-4a53-9a5c-2a1f0f6c1a11',
        phone: '2345 6789',
        address: '1 Garage Road, Kwun Tong',
        whatsapp_url: 'https://wa.me/85291234567',
        payment_methods: ['fps', 'cash'],
        email: '',
        business_registration_no: '',
        invoice_footer: '',
        invoice_footer_zh: '',
        currency: 'HKD',
        timezone: 'Asia/Hong_Kong',
        fps_id: '1234567',
    },
    invoice: {
        number: 'J-2026-00001',
        status: 'invoiced',
        invoice_number: 'INV-2026-00001',
        invoiced_at: '2026-11-20T02:00:00.000Z',
        due_date: '2026-12-20',
        created_at: '2026-11-19T02:00:00.000Z',
        mileage_in: null,
        notes: '',
        customer: { name: '陳大文', company_name: '' },
        vehicle: { plate: 'KT 1234', make: 'Toyota', model: 'Corolla', year: null },
        lines: [
            {
                description: 'Brake pads',
                description_zh: '剎車皮',
                quantity_milli: 1000,
                unit_price_cents: 80000,
                discount_cents: 0,
                line_total_cents: 80000,
            },
        ],
        subtotal_cents: 80000,
        discount_name: '',
        discount_cents: 0,
        tax_rate_bp: 0,
        tax_cents: 0,
        total_cents: 80000,
        paid_cents: 30000,
        balance_cents: 50000,
        payments: [{ amount_cents: 30000, method: 'cash', paid_at: '2026-11-20T03:00:00.000Z', reference: '' }],
        fps_payload:
            '00020101021226330012hk.com.hkicl0213fps-1234567520400005303344540550.005802HK5902NA6002HK6304ABCD',
    },
});

/** The portal at /portal/invoice/<token>, the server answering its GET with `answer`. */
const renderPortal = async (answer: (request: SentRequest) => Response, search = '') => {
    vi.resetModules();
    window.history.replaceState(null, '', `/portal/invoice/tok_EN-123${search}`);
    const { PortalApp } = await import('../../../src/apps/portal/PortalApp');
    const sent = fakeFetch(request => (request.path === '/public/v3/config' ? ok(config) : answer(request)));
    render(<PortalApp pathname="/portal/invoice/tok_EN-123" />);
    return sent;
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

describe('the customer invoice page', () => {
    it("puts what is due and how to pay it first, in the customer's language, in the garage's name", async () => {
        const copied: string[] = [];
        Object.defineProperty(navigator, 'clipboard', {
            configurable: true,
            value: { writeText: async (text: string) => void copied.push(text) },
        });
        const sent = await renderPortal(() => ok(page('zh-hk')));
        expect(await screen.findByRole('heading', { level: 1, name: '發票 INV-2026-00001' })).toBeTruthy();
        expect(sent.some(request => request.path === '/public/v3/portal/tok_EN-123')).toBe(true);
        expect(await screen.findByText('Wing Kee Motors', {}, { timeout: 10_000 })).toBeTruthy();
        expect(document.body.textContent).not.toMatch(/productivity|Pitstop AI/i);
        expect(screen.getByText('由 Pitstop 提供')).toBeTruthy();

        const due = screen.getByRole('region', { name: '應付金額' });
        expect(within(due).getByText('HK$500.00')).toBeTruthy();
        expect(within(due).getByText(/^請於.*20.*或之前付款$/)).toBeTruthy();
        const fps = screen.getByRole('region', { name: '用轉數快付款' });
        expect(
            await within(fps).findByRole('img', { name: '以轉數快支付 HK$500.00 嘅二維碼' }, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(within(fps).getByText('轉數快識別碼：1234567')).toBeTruthy();
        fireEvent.click(within(fps).getByRole('button', { name: '複製轉數快識別碼' }));
        expect(await within(fps).findByText('已複製轉數快識別碼 1234567', {}, { timeout: 10_000 })).toBeTruthy();
        expect(copied).toEqual(['1234567']);
        const ways = screen.getByRole('region', { name: '付款方式' });
        expect(
            within(ways)
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual(['轉數快', '現金']);
        // What is due comes before the items.
        const items = screen.getByRole('region', { name: '項目' });
        expect(due.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(
            within(items)
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual(['剎車皮HK$800.001 × HK$800.00']);

        expect(screen.getByRole('link', { name: '致電 2345 6789' }).getAttribute('href')).toBe('tel:23456789');
        expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/85291234567');
        expect(screen.getByRole('link', { name: 'A4 發票（列印或儲存）' }).getAttribute('href')).toBe(
            '/portal/invoice/tok_EN-123?print',
        );
        await waitFor(() => expect(document.title).toBe('發票 INV-2026-00001 | Wing Kee Motors'));
        expect(await seriousViolations()).toEqual([]);
    });

    it('shows the A4 invoice to print on its own view, with the way back', async () => {
        await renderPortal(() => ok(page('zh-hk')), '?print');
        expect(await screen.findByRole('heading', { level: 1, name: '發票' })).toBeTruthy();
        expect(screen.getByRole('cell', { name: '剎車皮' })).toBeTruthy();
        expect(screen.getByRole('heading', { name: '付款紀錄' })).toBeTruthy();
        expect(
            await screen.findByRole('img', { name: '以轉數快支付 HK$500.00 的二維碼' }, { timeout: 10_000 }),
        ).toBeTruthy();
        expect(screen.getByRole('button', { name: '列印或儲存為 PDF' })).toBeTruthy();
        expect(screen.getByRole('link', { name: '返回發票' }).getAttribute('href')).toBe('/portal/invoice/tok_EN-123');
        expect(await seriousViolations()).toEqual([]);
    });

    it('says a paid invoice is paid, and offers no way to pay it', async () => {
        const paid = page('en');
        Object.assign(paid.invoice, { status: 'paid', paid_cents: 80000, balance_cents: 0, fps_payload: null });
        await renderPortal(() => ok(paid));
        expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-00001' })).toBeTruthy();
        expect(screen.getByText('Paid in full. Thank you!')).toBeTruthy();
        expect(screen.queryByRole('region', { name: 'Pay by FPS' })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Ways to pay' })).toBeNull();
        expect(screen.getByText('Brake pads')).toBeTruthy();
    });

    it.each([
        [404, 'link_not_found', 'Link not found'],
        [410, 'link_expired', 'Link expired'],
        [410, 'link_revoked', 'Link withdrawn'],
        [429, 'rate_limited', 'Too many attempts'],
    ])('says plainly when the link answers %i %s', async (status, error, title) => {
        await renderPortal(() => failure(status, error));
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
        expect(screen.getByRole('alert')).toBeTruthy();
        expect(screen.queryByRole('region', { name: 'Amount due' })).toBeNull();
        expect(await seriousViolations()).toEqual([]);
    });

    it("says an expired link has expired in the browser's language", async () => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN', 'en']);
        await renderPortal(() => failure(410, 'link_expired'));
        expect(await screen.findByRole('heading', { level: 1, name: '链接已过期' })).toBeTruthy();
        vi.restoreAllMocks();
    });

    it("switches language with one tap, and leaves the staff's stored language alone", async () => {
        localStorage.setItem('locale', JSON.stringify('en'));
        await renderPortal(() => ok(page('zh-hk')));
        expect(await screen.findByRole('heading', { level: 1, name: '發票 INV-2026-00001' })).toBeTruthy();
        expect(document.documentElement.lang).toBe('zh-hk');
        const languages = screen.getByRole('group', { name: '語言' });
        expect(
            within(languages).getByRole('button', { name: '繁', description: '繁體中文' }).getAttribute('aria-pressed'),
        ).toBe('true');
        fireEvent.click(within(languages).getByRole('button', { name: 'EN' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-00001' })).toBeTruthy();
        expect(screen.getByText('Brake pads')).toBeTruthy();
        expect(screen.getByRole('region', { name: 'Amount due' })).toBeTruthy();
        expect(JSON.parse(localStorage.getItem('locale')!)).toBe('en');
    });

    it('says a path that is no link of ours opens nothing', async () => {
        vi.resetModules();
        const { PortalApp } = await import('../../../src/apps/portal/PortalApp');
        fakeFetch(request => (request.path === '/public/v3/config' ? ok(config) : failure(404, 'not_found')));
        render(<PortalApp pathname="/portal/nothing/here/at-all" />);
        expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
    });
});
