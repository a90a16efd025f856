// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobTotals } from '../../../common/totals';
import { formatMoney } from '../../../src/resources/declared/fields';
import { liveTotals, type DiscountRecord } from '../../../src/resources/invoice/editor/amounts';
import { todayIn } from '../../../src/session/zone';
import { storage } from '../../../src/store/storage';
import { renderGarage } from './declared-harness';
import { fakeFetch, json, ok, resetBrowserState, type SentRequest, signInAs } from './fakeFetch';

vi.setConfig({ testTimeout: 60_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 15_000 };
const stamp = { created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' };

const services = [
    {
        id: 1,
        code: 'BRK',
        name: 'Brake service',
        description: '',
        category: 'Brakes',
        price_cents: 33333,
        duration_minutes: 90,
        active: true,
        ...stamp,
    },
    {
        id: 2,
        code: 'OIL',
        name: 'Oil change',
        description: '',
        category: 'Engine',
        price_cents: 45000,
        duration_minutes: 30,
        active: true,
        ...stamp,
    },
];
const products = [
    {
        id: 7,
        sku: 'PAD-F',
        name: 'Front brake pads',
        name_zh: '前制動皮',
        brand: 'Brembo',
        category: 'Brakes',
        unit: 'set',
        cost_cents: 20000,
        price_cents: 38000,
        barcode: '4891',
        active: true,
        ...stamp,
    },
    {
        id: 8,
        sku: 'OIL-5W30',
        name: 'Engine oil 5W-30',
        brand: 'Castrol',
        category: 'Service parts',
        unit: 'L',
        cost_cents: 5000,
        price_cents: 12000,
        stock_milli: 12_500,
        barcode: '',
        active: true,
        ...stamp,
    },
    {
        id: 9,
        sku: 'FLT-OIL',
        name: 'Oil filter',
        brand: 'Bosch',
        category: 'Service parts',
        unit: 'pcs',
        cost_cents: 5000,
        price_cents: 12000,
        stock_milli: 0,
        barcode: '',
        active: true,
        ...stamp,
    },
    {
        id: 10,
        sku: 'WIPER-24',
        name: 'Wiper blade',
        brand: 'Bosch',
        category: 'Service parts',
        unit: 'pcs',
        cost_cents: 5000,
        price_cents: 12000,
        stock_milli: -2_000,
        barcode: '',
        active: true,
        ...stamp,
    },
];
const discount = (id: number, name: string, extra: object) => ({
    id,
    name,
    code: null,
    kind: 'percent',
    percent_bp: 1000,
    amount_cents: 0,
    valid_from: null,
    valid_to: null,
    min_subtotal_cents: 0,
    active: true,
    ...stamp,
    ...extra,
});
const discounts = [
    discount(1, 'Loyal customer', {}),
    discount(2, 'Old offer', { active: false }),
    discount(3, 'Big jobs', { kind: 'amount', percent_bp: 0, amount_cents: 10000, min_subtotal_cents: 100000 }),
];
let customers: Record<string, unknown>[];
const vehicles = [
    { id: 11, plate: 'KT 1234', make: 'Toyota', model: 'Corolla', customer_id: 21, ...stamp },
    { id: 12, plate: 'AB 88', make: 'Honda', model: 'Jazz', customer_id: 22, ...stamp },
];
const TAX_BP = 500;

const matches = (record: Record<string, unknown>, keyword: string, fields: string[]) =>
    !keyword ||
    fields.some(field =>
        String(record[field] ?? '')
            .toLowerCase()
            .includes(keyword.toLowerCase()),
    );

/** A list route: `ids=1,2`, else the keyword over the fields the API searches, and the filters it takes. */
const list = (records: Record<string, unknown>[], url: URL, keywordFields: string[]) => {
    const ids = url.searchParams.get('ids');
    const keyword = url.searchParams.get('keyword') ?? '';
    const customerId = url.searchParams.get('customer_id');
    const found = ids
        ? records.filter(record => ids.split(',').includes(String(record.id)))
        : records
              .filter(record => matches(record, keyword, keywordFields))
              .filter(record => !customerId || String(record.customer_id) === customerId);
    return ok(found, { total: found.length, page: 1, size: 25 });
};

let sent: SentRequest[];
const posts = (path: string) => sent.filter(request => request.method === 'POST' && request.path === path);

beforeEach(() => {
    customers = [
        { id: 21, name: 'Chan Tai Man', phone: '9123 4567', type: 'individual', ...stamp },
        { id: 22, name: 'Wong Siu Ming', phone: '6123 0000', type: 'individual', ...stamp },
    ];
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kwun Tong Auto Service', avatar: null });
    signInAs(
        'owner',
        ['invoice', 'customer', 'vehicle', 'product', 'service', 'discount'].flatMap(key =>
            ['read', 'write', 'delete'].map(action => `${key}:${action}`),
        ),
    );
    sent = fakeFetch(({ method, path, url, body }) => {
        const id = Number(path.split('/').pop());
        const one = (records: Record<string, unknown>[]) => ok(records.find(record => record.id === id));
        if (method === 'GET' && path === '/api/v3/workspace/1') {
            return ok({
                id: 1,
                name: 'Kwun Tong Auto Service',
                tax_rate_bp: TAX_BP,
                timezone: 'Asia/Hong_Kong',
                currency: 'HKD',
            });
        }
        if (method === 'GET' && path === '/api/v3/motor-garage/mechanic')
            return ok([], { total: 0, page: 1, size: 25 });
        const routes: [string, Record<string, unknown>[], string[]][] = [
            ['/api/v3/motor-garage/service', services, ['code', 'name']],
            ['/api/v3/motor-garage/product', products, ['sku', 'name', 'brand', 'barcode']],
            ['/api/v3/motor-garage/discount', discounts, ['name', 'code']],
            ['/api/v3/relationship/customer', customers, ['name', 'phone']],
            ['/api/v3/motor-garage/vehicle', vehicles, ['plate', 'make', 'model']],
        ];
        for (const [route, records, keywordFields] of routes) {
            if (method === 'GET' && path === route) return list(records, url, keywordFields);
            if (method === 'GET' && path.startsWith(`${route}/`)) return one(records);
        }
        if (method === 'POST' && path === '/api/v3/relationship/customer') {
            const created = { id: 23, type: 'individual', ...stamp, ...(body as object) };
            customers.push(created);
            return json(201, { success: true, data: created, trace_id: 'ok-trace' });
        }
        if (method === 'POST' && path === '/api/v3/motor-garage/invoice')
            return ok({ id: 99, number: 'J-2026-00099', ...(body as object) });
        return ok({});
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const totalsTable = () => within(screen.getByRole('region', { name: 'Totals' }));
/** The amount on the totals row whose label starts with `label`. */
const totalRow = (label: string) => {
    const row = totalsTable()
        .getAllByRole('row')
        .find(one => one.querySelector('th')?.textContent?.startsWith(label));
    return row?.querySelector('td')?.textContent;
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Types in a picker and clicks the option whose text matches. */
const pick = async (combobox: HTMLElement, text: string, option: RegExp) => {
    fireEvent.focus(combobox);
    type(combobox, text);
    fireEvent.click(await screen.findByRole('option', { name: option }, slow));
};

const openJobForm = async () => {
    renderGarage('/motor-garage/invoice/create');
    await screen.findByRole('region', { name: 'Totals' }, slow);
};

const addLine = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    return (await screen.findAllByRole('combobox', { name: 'Service' }, slow)).at(-1)!;
};

describe('job editor: lines and live totals', () => {
    it('picks a service by its code, filling the description and unit price, and totals 1.5 h × $333.33 at $500.00 with tax', async () => {
        await openJobForm();
        const service = await addLine();
        fireEvent.focus(service);
        type(service, 'brk');
        // the API's keyword searches the code: only the brake service is offered
        await waitFor(() =>
            expect(
                sent.some(
                    request =>
                        request.path === '/api/v3/motor-garage/service' &&
                        request.url.searchParams.get('keyword') === 'brk',
                ),
            ).toBe(true),
        );
        await waitFor(() =>
            expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
                'BRK · Brake service · $333.33',
            ]),
        );
        fireEvent.click(screen.getByRole('option', { name: 'BRK · Brake service · $333.33' }));
        await waitFor(() =>
            expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe(
                'Brake service',
            ),
        );
        expect((screen.getByRole('textbox', { name: 'Unit price' }) as HTMLInputElement).value).toBe('333.33');
        expect((service as HTMLInputElement).value).toBe('BRK · Brake service');
        expect(screen.getByText('h')).toBeTruthy(); // a service's quantity is in hours

        type(screen.getByRole('spinbutton', { name: 'Quantity' }), '1.5');
        const expected = jobTotals(
            [{ quantity_milli: 1500, unit_price_cents: 33333, discount_cents: 0 }],
            null,
            TAX_BP,
        );
        expect(expected.subtotal_cents).toBe(50000); // 499.995 rounds half up
        await waitFor(() => expect(totalRow('Subtotal')).toBe(formatMoney(expected.subtotal_cents)));
        expect(totalRow('Tax (5 %)')).toBe(formatMoney(expected.tax_cents));
        expect(totalRow('Total')).toBe(formatMoney(expected.total_cents));
        expect(totalRow('Total')).toBe('$525.00');
        expect(screen.getAllByText('$500.00').some(one => one.tagName === 'OUTPUT')).toBe(true); // the line's own total
    });

    it('applies a percentage discount the way the server does, over a service and a part found by brand', async () => {
        await openJobForm();
        await pick(await addLine(), 'oil', /^OIL · Oil change/);
        await addLine();
        fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'Kind' }).at(-1)!);
        fireEvent.click(await screen.findByRole('option', { name: 'Part' }));
        await waitFor(() => expect(screen.queryAllByRole('combobox', { name: 'Service' })).toHaveLength(1));
        await pick(
            screen.getByRole('combobox', { name: 'Part' }),
            'brembo',
            /^PAD-F · Front brake pads \(Brembo\) · \$380\.00$/,
        );
        await waitFor(() => expect(screen.getByText('set')).toBeTruthy(), slow); // the part's unit
        type(screen.getAllByRole('textbox', { name: 'Line discount' })[1], '15.55');

        const lines = [
            { quantity_milli: 1000, unit_price_cents: 45000, discount_cents: 0 },
            { quantity_milli: 1000, unit_price_cents: 38000, discount_cents: 1555 },
        ];
        await pick(screen.getByRole('combobox', { name: 'Discount' }), 'loyal', /Loyal customer/);
        const expected = jobTotals(lines, { kind: 'percent', percent_bp: 1000, amount_cents: 0 }, TAX_BP);
        await waitFor(
            () => expect(totalRow('Discount: Loyal customer')).toBe(formatMoney(-expected.discount_cents)),
            slow,
        );
        expect(totalRow('Subtotal')).toBe(formatMoney(expected.subtotal_cents));
        expect(totalRow('Tax')).toBe(formatMoney(expected.tax_cents));
        expect(totalRow('Total')).toBe(formatMoney(expected.total_cents));
    });

    it('says when the server would refuse the discount (inactive, below its minimum) and leaves it out of the totals', async () => {
        await openJobForm();
        await pick(await addLine(), 'oil', /^OIL · Oil change/);
        const undiscounted = jobTotals(
            [{ quantity_milli: 1000, unit_price_cents: 45000, discount_cents: 0 }],
            null,
            TAX_BP,
        );
        await waitFor(() => expect(totalRow('Total')).toBe(formatMoney(undiscounted.total_cents)), slow);

        await pick(screen.getByRole('combobox', { name: 'Discount' }), 'old', /Old offer/);
        expect(await screen.findByText(/Discount “Old offer” is not active/, {}, slow)).toBeTruthy();
        expect(totalRow('Total')).toBe(formatMoney(undiscounted.total_cents));
        expect(totalRow('Discount')).toBeUndefined();

        await pick(screen.getByRole('combobox', { name: 'Discount' }), 'big', /Big jobs/);
        expect(
            await screen.findByText(/Discount “Big jobs” needs a subtotal of at least \$1,000\.00/, {}, slow),
        ).toBeTruthy();
        expect(totalRow('Total')).toBe(formatMoney(undiscounted.total_cents));
    });

    it('saves the lines as typed, leaving out what a new row holds empty (null), so the server takes its defaults', async () => {
        await openJobForm();
        await pick(await addLine(), 'oil', /^OIL · Oil change/);
        await waitFor(() => expect(totalRow('Subtotal')).toBe('$450.00'));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(posts('/api/v3/motor-garage/invoice')).toHaveLength(1));
        const [line] = (posts('/api/v3/motor-garage/invoice')[0].body as { lines: Record<string, unknown>[] }).lines;
        expect(line).toEqual({
            kind: 'service',
            service_id: 2,
            description: 'Oil change',
            quantity_milli: 1000,
            unit_price_cents: 45000,
        });
        expect(Object.values(line)).not.toContain(null);
    });
});

describe('job editor: the part picker', () => {
    it('shows each part’s stock on hand, and flags none or below zero in words on a chip', async () => {
        await openJobForm();
        await addLine();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Part' }));
        const picker = await screen.findByRole('combobox', { name: 'Part' }, slow);
        fireEvent.focus(picker);
        type(picker, 'oil');
        const inStock = await screen.findByRole('option', { name: /^OIL-5W30 · / }, slow);
        expect(inStock.textContent).toBe('OIL-5W30 · Engine oil 5W-30 (Castrol) · $120.00 · 12.5 L in stock');
        expect(inStock.querySelector('.MuiChip-root')).toBeNull();
        const none = screen.getByRole('option', { name: /^FLT-OIL · / });
        expect(none.textContent).toBe('FLT-OIL · Oil filter (Bosch) · $120.00 · Out of stock (0 pcs)');
        expect(none.querySelector('.MuiChip-colorWarning')?.textContent).toBe('Out of stock (0 pcs)');

        type(picker, 'wiper');
        const belowZero = await screen.findByRole('option', { name: /^WIPER-24 · / }, slow);
        expect(belowZero.textContent).toBe('WIPER-24 · Wiper blade (Bosch) · $120.00 · Stock below zero (-2 pcs)');
        expect(belowZero.querySelector('.MuiChip-colorError')?.textContent).toBe('Stock below zero (-2 pcs)');

        fireEvent.click(belowZero);
        await waitFor(() => expect((picker as HTMLInputElement).value).toBe('WIPER-24 · Wiper blade (Bosch)'), slow);
    });
});

describe("job editor: a part's line", () => {
    const pickBrakePads = async () => {
        await openJobForm();
        await addLine();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Part' }));
        await pick(await screen.findByRole('combobox', { name: 'Part' }, slow), 'pad', /^PAD-F · /);
        await waitFor(() => expect(totalRow('Subtotal')).toBe('$380.00'), slow);
    };
    const warning = () => screen.queryByText(/^The price is below the cost/);

    it("warns while its unit price is below the part's cost, as the part's own form does", async () => {
        await pickBrakePads();
        expect(warning()).toBeNull();
        const price = screen.getByRole('textbox', { name: 'Unit price' });
        type(price, '19999'); // till-style: digits read as cents
        await waitFor(() =>
            expect(warning()?.textContent).toBe('The price is below the cost ($200.00): each one sells at a loss.'),
        );
        expect(warning()?.closest('[role="status"]')).toBeTruthy();
        type(price, '20000');
        await waitFor(() => expect(warning()).toBeNull());
    });

    it("fills its Chinese description from the part's Chinese name, and saves it with the line", async () => {
        await pickBrakePads();
        const chinese = screen.getByRole('textbox', { name: 'Chinese description' }) as HTMLInputElement;
        expect(chinese.value).toBe('前制動皮');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(posts('/api/v3/motor-garage/invoice')).toHaveLength(1));
        const [line] = (posts('/api/v3/motor-garage/invoice')[0].body as { lines: Record<string, unknown>[] }).lines;
        expect(line).toMatchObject({ kind: 'product', product_id: 7, description_zh: '前制動皮' });
    });
});

describe('job editor: customer and vehicle', () => {
    it('creates a customer from the picker in a dialog, POSTs it and selects it', async () => {
        await openJobForm();
        const customer = screen.getByRole('combobox', { name: 'Customer' });
        await pick(customer, 'Lee Ka Yan', /Add customer “Lee Ka Yan”/);
        const dialog = within(await screen.findByRole('dialog', {}, slow));
        expect(dialog.getByText('New customer')).toBeTruthy();
        expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Lee Ka Yan');
        type(dialog.getByRole('textbox', { name: 'Phone' }), '9876 5432');
        fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() => expect(posts('/api/v3/relationship/customer')).toHaveLength(1));
        expect(posts('/api/v3/relationship/customer')[0].body).toEqual({ name: 'Lee Ka Yan', phone: '9876 5432' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() =>
            expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Lee Ka Yan'),
        );
        expect(posts('/api/v3/motor-garage/invoice')).toHaveLength(0); // the job itself is not saved
    });

    const vehicleBox = () => screen.getByRole('combobox', { name: 'Vehicle' }) as HTMLInputElement;

    it("picks a customer's only car with the customer", async () => {
        await openJobForm();
        await pick(screen.getByRole('combobox', { name: 'Customer' }), 'chan', /^Chan Tai Man/);
        await waitFor(() => expect(vehicleBox().value).toBe('KT 1234'), slow);
    });

    it('leaves the car to choose for a customer of two', async () => {
        const more = [
            { id: 13, plate: 'WS 1', make: 'Kia', model: 'Picanto', customer_id: 22, ...stamp },
            { id: 14, plate: 'WS 2', make: 'Mazda', model: '3', customer_id: 22, ...stamp },
        ];
        vehicles.push(...more);
        try {
            await openJobForm();
            await pick(screen.getByRole('combobox', { name: 'Customer' }), 'wong', /^Wong Siu Ming/);
            const askedForTheirCars = () =>
                sent.some(
                    request =>
                        request.path === '/api/v3/motor-garage/vehicle' &&
                        request.url.searchParams.get('customer_id') === '22',
                );
            await waitFor(() => expect(askedForTheirCars()).toBe(true), slow);
            await new Promise(resolve => setTimeout(resolve, 300));
            expect(vehicleBox().value).toBe('');
        } finally {
            vehicles.splice(vehicles.length - more.length, more.length);
        }
    });

    it("fills the customer from a picked vehicle's owner, and then lists only that customer's vehicles", async () => {
        await openJobForm();
        await pick(screen.getByRole('combobox', { name: 'Vehicle' }), 'kt', /^KT 1234 · Toyota Corolla$/);
        await waitFor(() =>
            expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('Chan Tai Man'),
        );
        expect(await screen.findByText(/Vehicles of Chan Tai Man/, {}, slow)).toBeTruthy();
        await waitFor(() =>
            expect(
                sent.some(
                    request =>
                        request.path === '/api/v3/motor-garage/vehicle' &&
                        request.url.searchParams.get('customer_id') === '21',
                ),
            ).toBe(true),
        );
    });
});

describe('job editor: an invoiced job', () => {
    it('totals at the tax rate the job was invoiced at, not the workspace’s', async () => {
        const job = {
            id: 5,
            number: 'J-2026-00005',
            status: 'invoiced',
            customer_id: null,
            vehicle_id: null,
            assignee_id: null,
            booking_id: null,
            scheduled_start: null,
            scheduled_end: null,
            mileage_in: null,
            complaint: '',
            internal_notes: '',
            notes: '',
            discount_id: null,
            tax_rate_bp: 1000,
            subtotal_cents: 10000,
            discount_cents: 0,
            tax_cents: 1000,
            total_cents: 11000,
            paid_cents: 0,
            balance_cents: 11000,
            invoice_number: 'INV-2026-00001',
            invoiced_at: '2026-11-01T08:00:00.000Z',
            due_date: null,
            ...stamp,
            lines: [
                {
                    id: 1,
                    position: 0,
                    kind: 'custom',
                    product_id: null,
                    service_id: null,
                    description: 'Towing',
                    quantity_milli: 1000,
                    unit_price_cents: 10000,
                    discount_cents: 0,
                    line_total_cents: 10000,
                },
            ],
            payments: [],
        };
        const answer = (
            globalThis.fetch as unknown as { getMockImplementation: () => (request: Request) => Promise<Response> }
        ).getMockImplementation();
        vi.stubGlobal(
            'fetch',
            vi.fn(async (request: Request) =>
                new URL(request.url).pathname === '/api/v3/motor-garage/invoice/5' ? ok(job) : answer(request),
            ),
        );
        renderGarage('/motor-garage/invoice/5');
        await screen.findByRole('region', { name: 'Totals' }, slow);
        await waitFor(() => expect(totalRow('Tax (10 %)')).toBe('$10.00'));
        expect(totalRow('Total')).toBe('$110.00');
    });
});

describe('job editor: the arithmetic', () => {
    const percent: DiscountRecord = { ...discount(1, 'Ten', {}), kind: 'percent' } as DiscountRecord;

    it('prices a line left without a unit price at the price list, as the server does, and a custom one at 0', () => {
        const listPrice = (line: { kind?: string | null }) => (line.kind === 'service' ? 33333 : undefined);
        const totals = liveTotals(
            [
                { kind: 'service', service_id: 1, quantity_milli: 1500, unit_price_cents: null },
                { kind: 'custom', description: 'Towing', quantity_milli: 1000 },
                { kind: 'service', service_id: 1, quantity_milli: 1000, unit_price_cents: 0 },
            ],
            listPrice,
            percent,
            TAX_BP,
            '2026-11-02',
        );
        const expected = jobTotals(
            [
                { quantity_milli: 1500, unit_price_cents: 33333, discount_cents: 0 },
                { quantity_milli: 1000, unit_price_cents: 0, discount_cents: 0 },
                { quantity_milli: 1000, unit_price_cents: 0, discount_cents: 0 },
            ],
            percent,
            TAX_BP,
        );
        expect(totals).toEqual({ ...expected, refusal: null });
        expect(totals.line_totals_cents).toEqual([50000, 0, 0]);
    });

    it("refuses a discount outside its dates by the workspace's today, and one below its minimum", () => {
        const line = [{ kind: 'custom' as const, quantity_milli: 1000, unit_price_cents: 10000 }];
        const dated = { ...percent, valid_from: '2026-11-01', valid_to: '2026-11-30' };
        expect(liveTotals(line, () => undefined, dated, 0, '2026-11-30').refusal).toBeNull();
        expect(liveTotals(line, () => undefined, dated, 0, '2026-12-01').refusal).toBe('not_valid_today');
        expect(liveTotals(line, () => undefined, dated, 0, '2026-10-31').discount_cents).toBe(0);
        expect(
            liveTotals(line, () => undefined, { ...percent, min_subtotal_cents: 10001 }, 0, '2026-11-02').refusal,
        ).toBe('below_minimum');
        expect(
            liveTotals(line, () => undefined, { ...percent, min_subtotal_cents: 10000 }, 0, '2026-11-02')
                .discount_cents,
        ).toBe(1000);
        // 2026-11-01 16:30 UTC is already the 2nd in Hong Kong
        expect(todayIn('Asia/Hong_Kong', new Date('2026-11-01T16:30:00Z'))).toBe('2026-11-02');
    });
});
