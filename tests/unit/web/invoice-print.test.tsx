// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { crc16ccitt, parseTlv } from '../../../common/fps';
import { dataProvider } from '../../../src/dataProvider';
import InvoicePrintPage from '../../../src/resources/invoice/print/InvoicePrintPage';
import { PrintButton } from '../../../src/resources/invoice/print/PrintButton';
import { storage } from '../../../src/store/storage';
import { fakeFetch, failure, ok, resetBrowserState } from './fakeFetch';
import { englishI18n } from './shell-harness';

const JOB = {
    id: 5,
    number: 'J-2026-00042',
    status: 'invoiced',
    customer_id: 3,
    vehicle_id: 4,
    mileage_in: 85_200,
    scheduled_start: '2026-03-02T01:00:00Z',
    created_at: '2026-03-01T02:00:00Z',
    lines: [
        {
            description: 'Oil change',
            quantity_milli: 1000,
            unit_price_cents: 48_000,
            discount_cents: 0,
            line_total_cents: 48_000,
        },
        {
            description: 'Brake pads',
            quantity_milli: 2000,
            unit_price_cents: 42_500,
            discount_cents: 5_000,
            line_total_cents: 80_000,
        },
    ],
    subtotal_cents: 128_000,
    discount_cents: 0,
    tax_cents: 0,
    tax_rate_bp: 0,
    total_cents: 128_000,
    paid_cents: 4_550,
    balance_cents: 123_450,
    payments: [{ amount_cents: 4_550, method: 'octopus', paid_at: '2026-03-03T04:00:00Z', reference: null }],
    invoice_number: 'INV-2026-00017',
    invoiced_at: '2026-03-03T03:00:00Z',
    due_date: '2026-04-02',
    notes: 'Next service at 95,000 km',
};
const CUSTOMER = {
    id: 3,
    name: '陳大文',
    company_name: '',
    phone: '9123 4567',
    email: '',
    address: '觀塘道 1 號',
    preferred_locale: 'zh-hk',
};
const VEHICLE = { id: 4, plate: 'AB 1234', make: 'Toyota', model: 'Corolla', year: 2019 };
const WORKSPACE = {
    id: 1,
    workspace_id: 1,
    name: 'Kwun Tong Auto Service',
    avatar: null,
    status: 'active',
    address: '1 Hoi Yuen Road',
    phone: '2345 6789',
    email: 'hello@kt-auto.example',
    business_registration_no: '12345678',
    currency: 'HKD',
    tax_rate_bp: 0,
    timezone: 'Asia/Hong_Kong',
    bays: 3,
    invoice_footer: 'Thank you for your business.',
    fps_id: '91234567',
    created_at: '2026-01-01T00:00:00Z',
};

const serve = (job: object, customer: object | null = CUSTOMER, workspace: object = WORKSPACE) =>
    fakeFetch(({ path }) => {
        const answers: Record<string, unknown> = {
            '/api/v3/motor-garage/invoice/5': job,
            '/api/v3/motor-garage/vehicle/4': VEHICLE,
            '/api/v3/workspace/1': workspace,
            '/public/v3/config': { app_name: 'Pitstop' },
            ...(customer ? { '/api/v3/relationship/customer/3': customer } : {}),
        };
        return path in answers ? ok(answers[path]) : failure(404, 'not_found');
    });

const renderPage = (uiLocale = 'en') => {
    storage.set('workspace', { id: 1, workspace_id: 1, name: WORKSPACE.name, avatar: null });
    render(
        <MemoryRouter initialEntries={['/app/motor-garage/invoice/5/print']}>
            <AdminContext
                basename="/app"
                dataProvider={dataProvider}
                i18nProvider={englishI18n}
                store={memoryStore({ locale: uiLocale })}
            >
                <Routes>
                    <Route path="/app/motor-garage/invoice/:id/print" element={<InvoicePrintPage />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
};

afterEach(() => {
    cleanup();
    resetBrowserState();
});

describe('the printable invoice', () => {
    it("is written in the customer's language, with the garage, the lines, totals and payments", async () => {
        serve(JOB);
        renderPage('en');
        expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('發票');
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(screen.getByText('Kwun Tong Auto Service')).toBeTruthy();
        expect(screen.getByText(/商業登記號碼 12345678/)).toBeTruthy();
        const items = screen.getByRole('table', { name: '項目' });
        expect(
            within(items)
                .getAllByRole('columnheader')
                .map(th => th.textContent),
        ).toEqual(['項目', '數量', '單價', '折扣', '金額']);
        expect(within(items).getByText('Brake pads').closest('tr')?.textContent).toBe(
            'Brake pads2HK$425.00-HK$50.00HK$800.00',
        );
        const summary = screen.getByRole('table', { name: '總結' });
        expect(within(summary).getByRole('rowheader', { name: '應付餘額' }).nextSibling?.textContent).toBe(
            'HK$1,234.50',
        );
        expect(screen.getByText('八達通')).toBeTruthy();
        expect(screen.getByText(/車牌: AB 1234/)).toBeTruthy();
        expect(screen.getByText('Thank you for your business.')).toBeTruthy();
        expect(screen.getByRole('button', { name: '列印' })).toBeTruthy();
        expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe(
            '/app/motor-garage/invoice/5/show',
        );
    });

    it('carries an FPS QR code whose payload pays the balance to the garage, for the invoice number', async () => {
        serve(JOB);
        renderPage();
        const image = (await screen.findByAltText('以轉數快支付 HK$1,234.50 的二維碼')) as HTMLImageElement;
        expect(screen.getByText('請用銀行應用程式掃描，以轉數快支付 HK$1,234.50')).toBeTruthy();
        const payload = image.dataset.payload!;
        const fields = Object.fromEntries(parseTlv(payload).map(field => [field.id, field.value]));
        expect(fields['01']).toBe('12');
        expect(fields['54']).toBe('1234.50');
        expect(fields['53']).toBe('344');
        expect(fields['59']).toBe('Kwun Tong Auto Service');
        expect(parseTlv(fields['26'])).toContainEqual({ id: '03', length: 13, value: '+852-91234567' });
        expect(parseTlv(fields['62'])).toEqual([{ id: '01', length: 14, value: 'INV-2026-00017' }]);
        expect(parseInt(fields['63'], 16)).toBe(crc16ccitt(payload.slice(0, -4)));
        // The picture is the QR code of exactly that payload.
        const svg = decodeURIComponent(image.src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
        const options = {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
            color: { dark: '#000000', light: '#ffffff' },
        } as const;
        expect(svg).toBe(await QRCode.toString(payload, options));
    });

    it('prints a quotation without a QR code before invoicing, in English for an English customer', async () => {
        serve(
            {
                ...JOB,
                status: 'completed',
                invoice_number: null,
                invoiced_at: null,
                due_date: null,
                payments: [],
                paid_cents: 0,
                balance_cents: 128_000,
            },
            { ...CUSTOMER, name: 'Chan Tai Man', preferred_locale: 'en' },
        );
        renderPage('zh-hk');
        expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Quotation');
        expect(screen.getByRole('columnheader', { name: 'Unit price' })).toBeTruthy();
        expect(screen.getByText('J-2026-00042')).toBeTruthy();
        expect(screen.queryByRole('img')).toBeNull();
    });

    it('marks a void invoice, and follows the interface language when there is no customer', async () => {
        serve({ ...JOB, status: 'void', customer_id: null }, null);
        renderPage('zh-cn');
        expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('发票');
        expect(screen.getByText('已作废')).toBeTruthy();
        expect(screen.queryByRole('img')).toBeNull();
    });

    it("has a button for the job's page that opens its printable invoice", async () => {
        render(
            <MemoryRouter initialEntries={['/app/motor-garage/invoice/5/show']}>
                <AdminContext basename="/app" i18nProvider={englishI18n} store={memoryStore()}>
                    <RecordContextProvider value={{ id: 5 }}>
                        <PrintButton />
                    </RecordContextProvider>
                </AdminContext>
            </MemoryRouter>,
        );
        expect((await screen.findByRole('link', { name: 'Print' })).getAttribute('href')).toBe(
            '/app/motor-garage/invoice/5/print',
        );
    });

    describe("in the customer's language, the garage's Chinese where it wrote some", () => {
        const bilingual = {
            ...JOB,
            lines: [
                { ...JOB.lines[0], description_zh: '更換機油' },
                { ...JOB.lines[1], description_zh: '' },
            ],
            discount_name: 'VIP 10% off',
            discount_cents: 12_800,
            total_cents: 115_200,
            balance_cents: 110_650,
        };
        const chineseFooter = { ...WORKSPACE, invoice_footer_zh: '多謝惠顧，零件保用六個月。' };
        const rows = () =>
            within(screen.getByRole('table', { name: /^(Items|項目|项目)$/ }))
                .getAllByRole('row')
                .slice(1)
                .map(row => row.firstChild?.textContent);
        const discountRow = () =>
            within(screen.getByRole('table', { name: /^(Summary|總結|汇总)$/ }))
                .getAllByRole('rowheader')
                .map(th => th.textContent)
                .find(text => /Discount|折扣/.test(text ?? ''));

        it('a zh-hk customer reads the Chinese names, the Chinese footer and the discount by its name', async () => {
            serve(bilingual, CUSTOMER, chineseFooter);
            renderPage('en');
            await screen.findByRole('heading', { level: 1, name: '發票' });
            // a line without a Chinese name keeps its description
            expect(rows()).toEqual(['更換機油', 'Brake pads']);
            expect(discountRow()).toBe('折扣：VIP 10% off');
            expect(screen.getByText('多謝惠顧，零件保用六個月。')).toBeTruthy();
            expect(screen.queryByText('Thank you for your business.')).toBeNull();
        });

        it('an English customer reads the descriptions and the English footer, the discount by its name', async () => {
            serve(bilingual, { ...CUSTOMER, preferred_locale: 'en' }, chineseFooter);
            renderPage('zh-hk');
            await screen.findByRole('heading', { level: 1, name: 'Invoice' });
            expect(rows()).toEqual(['Oil change', 'Brake pads']);
            expect(discountRow()).toBe('Discount: VIP 10% off');
            expect(screen.getByText('Thank you for your business.')).toBeTruthy();
            expect(screen.queryByText(/多謝惠顧/)).toBeNull();
        });

        it('a zh-cn customer reads the Chinese as the garage wrote it, and the English footer when there is no other', async () => {
            serve({ ...bilingual, discount_name: '' }, { ...CUSTOMER, preferred_locale: 'zh-cn' });
            renderPage('en');
            await screen.findByRole('heading', { level: 1, name: '发票' });
            expect(rows()).toEqual(['更換機油', 'Brake pads']);
            expect(discountRow()).toBe('折扣');
            expect(screen.getByText('Thank you for your business.')).toBeTruthy();
        });
    });
});
