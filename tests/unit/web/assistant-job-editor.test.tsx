// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/store/storage';
import { renderGarage } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 60_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 15_000 };
const stamp = { created_at: '2026-11-01T08:00:00.000Z', updated_at: '2026-11-01T08:00:00.000Z' };
const JOB_DRAFT = '/api/v3/motor-garage/assistant/job-draft';
const EXPLAIN = '/api/v3/motor-garage/assistant/explain';
const COMPLAINT = '前輪剎車有異聲，冷氣唔夠凍';

const services = [
    { id: 1, code: 'BRK', name: 'Brake service', category: 'Brakes', price_cents: 33333, active: true, ...stamp },
    { id: 3, code: 'AC', name: 'A/C regas', name_zh: '冷氣加雪種', price_cents: 45000, active: true, ...stamp },
];
const products = [
    {
        id: 7,
        sku: 'PAD-F',
        name: 'Front brake pads',
        name_zh: '前制動皮',
        brand: 'Brembo',
        unit: 'set',
        cost_cents: 20000,
        price_cents: 38000,
        active: true,
        ...stamp,
    },
];
const customers = [{ id: 21, name: 'Chan Tai Man', preferred_locale: 'zh-hk', type: 'individual', ...stamp }];
const vehicles = [{ id: 11, plate: 'KT 1234', make: 'Toyota', model: 'Corolla', customer_id: 21, ...stamp }];

/** What the assistant proposes for the complaint: the catalogue's names and prices, each with its reason. */
const draft = {
    summary: 'Front brakes squeal; the air-conditioning is weak.',
    lines: [
        {
            kind: 'service',
            service_id: 1,
            product_id: null,
            description: 'Brake service',
            quantity_milli: 1000,
            unit_price_cents: 33333,
            reason: '前輪剎車有異聲',
        },
        {
            kind: 'product',
            service_id: null,
            product_id: 7,
            description: 'Front brake pads',
            quantity_milli: 1000,
            unit_price_cents: 38000,
            reason: 'Pads usually go with a brake service',
        },
        {
            kind: 'service',
            service_id: 3,
            product_id: null,
            description: 'A/C regas',
            quantity_milli: 1000,
            unit_price_cents: 45000,
            reason: '冷氣唔夠凍',
        },
    ],
    unmatched: [],
    source: 'builtin',
    fallback: false,
};

let answerDraft: () => Response;
let sent: SentRequest[];
const posts = (path: string) => sent.filter(request => request.method === 'POST' && request.path === path);

const list = (records: Record<string, unknown>[], url: URL) => {
    const ids = url.searchParams.get('ids')?.split(',');
    const found = ids ? records.filter(record => ids.includes(String(record.id))) : records;
    return ok(found, { total: found.length, page: 1, size: 25 });
};

beforeEach(() => {
    answerDraft = () => ok(draft);
    storage.set('workspace', { id: 1, workspace_id: 1, name: 'Kwun Tong Auto Service', avatar: null });
    sent = fakeFetch(({ method, path, url, body }) => {
        if (method === 'GET' && path === '/api/v3/workspace/1')
            return ok({ id: 1, tax_rate_bp: 0, timezone: 'Asia/Hong_Kong', currency: 'HKD' });
        if (method === 'POST' && path === JOB_DRAFT) return answerDraft();
        if (method === 'POST' && path === EXPLAIN) {
            const { text, locale } = body as { text: string; locale: string };
            return ok({ text: `Explained (${locale}): ${text}`, locale, source: 'model', fallback: false });
        }
        if (method === 'POST' && path === '/api/v3/motor-garage/invoice')
            return ok({ id: 99, number: 'J-2026-00099', ...(body as object) });
        const routes: [string, Record<string, unknown>[]][] = [
            ['/api/v3/motor-garage/service', services],
            ['/api/v3/motor-garage/product', products],
            ['/api/v3/relationship/customer', customers],
            ['/api/v3/motor-garage/vehicle', vehicles],
        ];
        for (const [route, records] of routes) {
            if (method === 'GET' && path === route) return list(records, url);
            if (method === 'GET' && path.startsWith(`${route}/`))
                return ok(records.find(record => String(record.id) === path.split('/').pop()));
        }
        return ok([], { total: 0, page: 1, size: 25 });
    });
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const JOB_WRITER = ['invoice', 'customer', 'vehicle', 'product', 'service'].flatMap(key => [
    `${key}:read`,
    `${key}:write`,
]);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const openJobForm = async (permissions = [...JOB_WRITER, 'assistant:use']) => {
    signInAs('member', permissions);
    renderGarage('/motor-garage/invoice/create');
    await screen.findByRole('region', { name: 'Totals' }, slow);
};

const suggestFor = async (complaint: string) => {
    type(screen.getByRole('textbox', { name: 'Complaint' }), complaint);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest lines from the complaint' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    return dialog;
};

describe('job editor: suggest lines', () => {
    it('turns the complaint into catalogue lines; one dropped, one changed, the rest added at the catalogue prices and saved', async () => {
        await openJobForm();
        const dialog = await suggestFor(COMPLAINT);
        expect(valueOf(within(dialog).getByRole('textbox', { name: 'Complaint' }))).toBe(COMPLAINT);
        const proposed = await within(dialog).findByRole('list', { name: 'Suggested lines' }, slow);
        expect(posts(JOB_DRAFT)[0].body).toEqual({ complaint: COMPLAINT });
        expect(within(dialog).getByText('Written by the built-in assistant')).toBeTruthy();
        expect(within(dialog).getByText(draft.summary)).toBeTruthy();
        const rows = within(proposed).getAllByRole('listitem');
        expect(rows.map(row => (within(row).getByRole('checkbox') as HTMLInputElement).checked)).toEqual([
            true,
            true,
            true,
        ]); // kept unless dropped
        expect(within(rows[0]).getByText('$333.33')).toBeTruthy();
        expect(within(rows[0]).getByText('前輪剎車有異聲')).toBeTruthy();
        expect(within(rows[2]).getByText('冷氣唔夠凍')).toBeTruthy();

        fireEvent.click(within(rows[2]).getByRole('checkbox', { name: /A\/C regas/ })); // dropped
        type(within(rows[0]).getByRole('textbox', { name: 'Quantity of Brake service' }), '1.5');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Add lines' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
        expect(await screen.findByText('2 lines added', {}, slow)).toBeTruthy();
        const descriptions = screen.getAllByRole('textbox', { name: 'Description' }).map(valueOf);
        expect(descriptions).toEqual(['Brake service', 'Front brake pads']);
        expect(screen.getAllByRole('textbox', { name: 'Unit price' }).map(valueOf)).toEqual(['333.33', '380.00']);
        // the prices were read from the price list, as a picked item's are
        expect(
            sent.some(
                request => request.path === '/api/v3/motor-garage/product' && request.url.searchParams.has('ids'),
            ),
        ).toBe(true);

        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(posts('/api/v3/motor-garage/invoice')).toHaveLength(1), slow);
        const { lines, complaint } = posts('/api/v3/motor-garage/invoice')[0].body as {
            lines: Record<string, unknown>[];
            complaint: string;
        };
        expect(complaint).toBe(COMPLAINT);
        expect(lines).toEqual([
            {
                kind: 'service',
                service_id: 1,
                description: 'Brake service',
                quantity_milli: 1500,
                unit_price_cents: 33333,
            },
            {
                kind: 'product',
                product_id: 7,
                description: 'Front brake pads',
                description_zh: '前制動皮',
                quantity_milli: 1000,
                unit_price_cents: 38000,
            },
        ]);
    });

    it('sends the vehicle with the complaint, says when the model failed and what was not understood, and adds nothing on cancel', async () => {
        answerDraft = () =>
            ok({ ...draft, lines: draft.lines.slice(0, 1), unmatched: ['收音機冇聲', 'seat wet'], fallback: true });
        await openJobForm();
        fireEvent.focus(screen.getByRole('combobox', { name: 'Vehicle' }));
        type(screen.getByRole('combobox', { name: 'Vehicle' }), 'kt');
        fireEvent.click(await screen.findByRole('option', { name: /KT 1234/ }, slow));
        const dialog = await suggestFor('Squeal from the front brakes');
        expect(
            await within(dialog).findByText(
                'Written by the built-in assistant · The model could not answer, so the built-in assistant did',
                {},
                slow,
            ),
        ).toBeTruthy();
        expect(within(dialog).getByText('Not understood: “收音機冇聲”, “seat wet”')).toBeTruthy();
        expect(posts(JOB_DRAFT)[0].body).toEqual({ complaint: 'Squeal from the front brakes', vehicle_id: 11 });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.queryAllByRole('textbox', { name: 'Description' })).toHaveLength(0);
    });

    it("says so when the day's limit is reached, in the dialog and in the toast", async () => {
        answerDraft = () => failure(429, 'quota_exceeded', 'trace-q');
        await openJobForm();
        const dialog = await suggestFor(COMPLAINT);
        const limit = "The assistant has reached today's limit for this organization: try again tomorrow";
        expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(limit);
        expect(toastTexts()).toEqual([{ message: limit, description: 'Trace: #trace-q' }]);
        expect(within(dialog).getByRole('button', { name: 'Add lines' }).hasAttribute('disabled')).toBe(true);
    });

    it('asks for a complaint of 1 to 2,000 characters', async () => {
        await openJobForm();
        fireEvent.click(screen.getByRole('button', { name: 'Suggest lines' }));
        const dialog = await screen.findByRole('dialog', { name: 'Suggest lines from the complaint' }, slow);
        const suggest = within(dialog).getByRole('button', { name: 'Suggest' });
        expect(suggest.hasAttribute('disabled')).toBe(true);
        type(within(dialog).getByRole('textbox', { name: 'Complaint' }), 'x'.repeat(2001));
        expect(suggest.hasAttribute('disabled')).toBe(true);
        expect(within(dialog).getByText(/\(2001 \/ 2000\)/)).toBeTruthy();
        type(within(dialog).getByRole('textbox', { name: 'Complaint' }), 'Engine light on');
        expect(suggest.hasAttribute('disabled')).toBe(false);
    });
});

describe('job editor: explain for the customer', () => {
    it("explains the notes in the customer's language and puts the explanation in them on request", async () => {
        await openJobForm();
        fireEvent.focus(screen.getByRole('combobox', { name: 'Customer' }));
        type(screen.getByRole('combobox', { name: 'Customer' }), 'chan');
        fireEvent.click(await screen.findByRole('option', { name: /Chan Tai Man/ }, slow));
        const notes = screen.getByRole('textbox', { name: 'Notes on the invoice' });
        type(notes, 'F pads 3mm, repl soon');
        fireEvent.click(screen.getByRole('button', { name: 'Explain for the customer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Explained for the customer' }, slow);
        expect(await within(dialog).findByText('Explained (zh-hk): F pads 3mm, repl soon', {}, slow)).toBeTruthy();
        expect(posts(EXPLAIN)[0].body).toEqual({ text: 'F pads 3mm, repl soon', locale: 'zh-hk' });
        expect(within(dialog).getByText('Written by the configured model')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Use this' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(valueOf(screen.getByRole('textbox', { name: 'Notes on the invoice' }))).toBe(
            'Explained (zh-hk): F pads 3mm, repl soon',
        );
    });

    it("explains a line's description in the interface's language without a customer; Cancel keeps it", async () => {
        await openJobForm();
        fireEvent.click(screen.getByRole('button', { name: 'Add' }));
        const description = await screen.findByRole('textbox', { name: 'Description' }, slow);
        const explain = () =>
            within(description.closest('.MuiInputBase-root') as HTMLElement).getByRole('button', {
                name: 'Explain for the customer',
            });
        expect(explain().hasAttribute('disabled')).toBe(true); // nothing to explain yet
        type(description, 'R&R CV boot');
        fireEvent.click(explain());
        const dialog = await screen.findByRole('dialog', { name: 'Explained for the customer' }, slow);
        await within(dialog).findByText('Explained (en): R&R CV boot', {}, slow);
        expect(posts(EXPLAIN)[0].body).toEqual({ text: 'R&R CV boot', locale: 'en' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(valueOf(screen.getByRole('textbox', { name: 'Description' }))).toBe('R&R CV boot');
    });
});

describe('job editor: without assistant:use', () => {
    it('offers neither suggestions nor explanations', async () => {
        await openJobForm(JOB_WRITER);
        type(screen.getByRole('textbox', { name: 'Complaint' }), COMPLAINT);
        type(screen.getByRole('textbox', { name: 'Notes on the invoice' }), 'F pads 3mm');
        fireEvent.click(screen.getByRole('button', { name: 'Add' }));
        await screen.findByRole('textbox', { name: 'Description' }, slow);
        expect(screen.queryByRole('button', { name: 'Suggest lines' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Explain for the customer' })).toBeNull();
    });
});
