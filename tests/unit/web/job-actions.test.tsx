// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import {
    failure,
    fakeFetch,
    ok,
    phoneWidth,
    resetBrowserState,
    type SentRequest,
    signInAs,
    toastTexts,
} from './fakeFetch';
import { addDays, todayIn } from '../../../src/session/zone';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const JOBS = '/api/v3/motor-garage/invoice';

interface Payment {
    id: number;
    amount_cents: number;
    method: string;
    paid_at: string;
    reference: string;
}

/** A job as the API answers it: one line of $123.45, no tax, nothing paid. */
const jobOf = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 1,
    version: 1,
    number: 'J-2026-00001',
    status,
    customer_id: null,
    vehicle_id: null,
    assignee_id: null,
    booking_id: null,
    scheduled_start: null,
    scheduled_end: null,
    mileage_in: null,
    complaint: 'Brakes squeal',
    internal_notes: '',
    notes: '',
    discount_id: null,
    tax_rate_bp: 0,
    subtotal_cents: 12345,
    discount_cents: 0,
    tax_cents: 0,
    total_cents: 12345,
    paid_cents: 0,
    balance_cents: 12345,
    invoice_number: ['invoiced', 'paid', 'void'].includes(status) ? 'INV-2026-00001' : null,
    invoiced_at: null,
    due_date: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    lines: [
        {
            id: 1,
            kind: 'custom',
            product_id: null,
            service_id: null,
            description: 'Brake pads',
            description_zh: null as string | null,
            quantity_milli: 1000,
            unit_price_cents: 12345,
            discount_cents: 0,
            line_total_cents: 12345,
            approval: null as string | null,
            approval_id: null as number | null,
            billable: true,
        },
    ],
    payments: [] as Payment[],
    approval_state: 'none',
    approval: null as Record<string, unknown> | null,
    answers: [] as Record<string, unknown>[],
    ...extra,
});

type Job = ReturnType<typeof jobOf>;

const OWNER = ['invoice:read', 'invoice:write', 'invoice:delete', 'invoice:void'];
const MEMBER = ['invoice:read', 'invoice:write'];

let job: Job;
let sent: SentRequest[];
/** The next payment the fake server refuses as more than the balance (someone else was paid meanwhile). */
let refuseNextPayment = false;

/** A fake API over one job: it answers the job, lists it, and moves it on as the server would. */
const serve = () =>
    fakeFetch(({ method, path, body, headers }) => {
        if (method === 'GET' && path === JOBS) return ok([job], { total: 1, page: 1, size: 25 });
        if (method === 'GET' && path === `${JOBS}/1`) return ok(job);
        if (method !== 'GET' && path.startsWith(`${JOBS}/1/`)) {
            if (headers.get('if-match') !== `"${job.version}"`) return failure(409, 'stale');
            job = { ...job, version: job.version + 1 };
        }
        if (method === 'GET' && path === '/api/v3/motor-garage/vehicle') return ok([{ id: 3, plate: 'KT 1234' }]);
        if (method === 'GET' && path === '/api/v3/relationship/customer') return ok([{ id: 4, name: 'Chan Tai Man' }]);
        if (method === 'POST' && path === `${JOBS}/1/payment`) {
            if (refuseNextPayment) {
                refuseNextPayment = false;
                return failure(409, 'overpayment');
            }
            const { amount_cents, method: how, paid_at, reference } = body as Payment;
            const paid = job.paid_cents + amount_cents;
            const payment = {
                id: job.payments.length + 1,
                amount_cents,
                method: how,
                paid_at: paid_at ?? '2026-11-02T08:00:00.000Z',
                reference: reference ?? '',
            };
            job = {
                ...job,
                paid_cents: paid,
                balance_cents: job.total_cents - paid,
                status: paid >= job.total_cents ? 'paid' : 'invoiced',
                payments: [...job.payments, payment],
            };
            return ok(job);
        }
        if (method === 'POST' && path === `${JOBS}/1/approve-lines`) {
            const { line_ids, by, note } = body as { line_ids: number[]; by: string; note: string };
            const answer = { id: 9, method: by, name: 'Ming', at: '2026-11-02T08:00:00.000Z', note };
            const lines = job.lines.map(line =>
                line_ids.includes(line.id) ? { ...line, approval: 'approved', approval_id: 9, billable: true } : line,
            );
            const total = lines.filter(line => line.billable).reduce((sum, line) => sum + line.line_total_cents, 0);
            job = { ...job, lines, answers: [answer, ...job.answers], total_cents: total, balance_cents: total };
            return ok(job);
        }
        const action = path.match(/\/1\/(\w+)$/)?.[1];
        const next: Record<string, string> = {
            schedule: 'scheduled',
            start: 'in_progress',
            complete: 'completed',
            invoice: 'invoiced',
            cancel: 'cancelled',
            void: 'void',
        };
        if (method === 'POST' && action && next[action]) {
            job = { ...job, status: next[action] };
            return ok(job);
        }
        return ok({});
    });

beforeEach(() => {
    refuseNextPayment = false;
    sent = serve();
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const button = (name: string) => screen.queryByRole('button', { name });
/** The status chip's text (the show page also has a "Paid" amount label). */
const chipText = () => document.querySelector('.MuiChip-root')?.textContent;
const posts = () => sent.filter(request => request.method === 'POST');
/** Opens the page's "More actions" menu: the names of its items. */
const openMore = async () => {
    fireEvent.click(button('More actions')!);
    const menu = await screen.findByRole('menu');
    return within(menu)
        .getAllByRole('menuitem')
        .map(item => item.getAttribute('aria-label'));
};
const menuItem = (name: string) => screen.getByRole('menuitem', { name });

describe('job actions on the show page', () => {
    it('offers a quote start, schedule, invoice and cancel; not void or a payment', async () => {
        signInAs('owner', OWNER);
        job = jobOf('quote');
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByRole('button', { name: 'Start work' }, slow)).toBeTruthy();
        for (const name of ['Schedule', 'Invoice']) expect(button(name), name).not.toBeNull();
        expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeNull();
        expect(screen.queryByLabelText('Print')).not.toBeNull();
        for (const name of ['Void', 'Record payment', 'Complete', 'Cancel job']) expect(button(name), name).toBeNull();
        expect(await openMore()).toEqual(['Cancel job']);
        expect(chipText()).toBe('Quote');
    });

    it('offers an invoice a payment and, to an owner, void', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByRole('button', { name: 'Record payment' }, slow)).toBeTruthy();
        for (const name of ['Start work', 'Schedule', 'Invoice', 'Cancel job', 'Void'])
            expect(button(name), name).toBeNull();
        expect(await openMore()).toEqual(['Void']);
        expect(chipText()).toBe('Invoiced');
    });

    it('does not offer void to a member without invoice:void', async () => {
        signInAs('member', MEMBER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByRole('button', { name: 'Record payment' }, slow)).toBeTruthy();
        expect(button('Void')).toBeNull();
        expect(button('More actions')).toBeNull(); // nothing in it
    });

    it('offers nothing to change a job to a session that may only read it', async () => {
        signInAs('member', ['invoice:read']);
        job = jobOf('quote');
        renderGarage('/motor-garage/invoice/1/show');
        await screen.findByLabelText('Print', {}, slow);
        for (const name of ['Start work', 'Schedule', 'Invoice', 'More actions']) expect(button(name), name).toBeNull();
        expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    });

    it('starts work at once, and cancels only after a confirmation', async () => {
        signInAs('owner', OWNER);
        job = jobOf('quote');
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Start work' }, slow));
        await waitFor(() => expect(chipText()).toBe('In progress'));
        expect(posts().map(request => request.path)).toEqual([`${JOBS}/1/start`]);
        expect(button('Complete')).not.toBeNull();

        await openMore();
        fireEvent.click(menuItem('Cancel job'));
        const dialog = await screen.findByRole('dialog', { name: 'Cancel job J-2026-00001?' });
        expect(posts()).toHaveLength(1);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
        await waitFor(() => expect(chipText()).toBe('Cancelled'));
        expect(posts().map(request => request.path)).toEqual([`${JOBS}/1/start`, `${JOBS}/1/cancel`]);
    });

    it('invoices after showing the total', async () => {
        signInAs('owner', OWNER);
        job = jobOf('completed');
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Invoice' }, slow));
        const dialog = await screen.findByRole('dialog', { name: 'Invoice job J-2026-00001' });
        expect(within(dialog).getByText('Total: $123.45')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Invoice' }));
        await waitFor(() => expect(chipText()).toBe('Invoiced'));
        expect(posts()[0]).toMatchObject({ path: `${JOBS}/1/invoice`, body: {} });
    });
});

describe('a job someone else changed since the page opened', () => {
    it('is not invoiced as it was: the refusal says so and the page shows the job as it is now', async () => {
        signInAs('owner', OWNER);
        job = jobOf('completed');
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Invoice' }, slow));
        // A colleague adds a line meanwhile.
        job = { ...job, version: 2, subtotal_cents: 22345, total_cents: 22345, balance_cents: 22345 };
        const dialog = await screen.findByRole('dialog', { name: 'Invoice job J-2026-00001' });
        expect(within(dialog).getByText('Total: $123.45')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Invoice' }));
        await waitFor(() =>
            expect(toastTexts().map(toast => toast.message)).toContain('Changed by someone else since you opened it'),
        );
        expect(posts()[0].headers.get('if-match')).toBe('"1"');
        await waitFor(() => expect(screen.getAllByText('$223.45').length).toBeGreaterThan(0));
        expect(chipText()).toBe('Completed');

        // The dialog stays open and shows the job as it is now: invoicing again invoices that version.
        const again = await screen.findByRole('dialog', { name: 'Invoice job J-2026-00001' });
        expect(await within(again).findByText('Total: $223.45')).toBeTruthy();
        fireEvent.click(within(again).getByRole('button', { name: 'Invoice' }));
        await waitFor(() => expect(chipText()).toBe('Invoiced'));
        expect(posts()[1].headers.get('if-match')).toBe('"2"');
    });
});

describe('voiding an invoice', () => {
    it('voids from the More actions menu, after a confirmation', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1/show');
        await screen.findByRole('button', { name: 'Record payment' }, slow);
        await openMore();
        fireEvent.click(menuItem('Void'));
        const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-2026-00001?' });
        expect(posts()).toHaveLength(0);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
        await waitFor(() => expect(chipText()).toBe('Void'));
        expect(posts().map(request => request.path)).toEqual([`${JOBS}/1/void`]);
    });

    it('keeps Void away from Record payment at phone width, every button named', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        phoneWidth();
        renderGarage('/motor-garage/invoice/1/show');
        const payment = await screen.findByRole('button', { name: 'Record payment' }, slow);
        const toolbar = payment.closest('.MuiToolbar-root') as HTMLElement;
        const names = [...toolbar.querySelectorAll('button, a')].map(element => element.getAttribute('aria-label'));
        expect(names).toEqual(['Record payment', 'Print', 'Share invoice link', 'Edit notes', 'More actions']);
        expect(payment.textContent).toBe(''); // an icon alone: the label names it
        expect(await openMore()).toEqual(['Void']);
    });
});

describe('recording a payment', () => {
    const openDialog = async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }, slow));
        return screen.findByRole('dialog', { name: 'Record a payment on INV-2026-00001' });
    };
    const amountIn = (dialog: HTMLElement) =>
        within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;

    it('posts the dollars typed as cents and the method, then shows the job paid', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1/show');

        let dialog = await openDialog();
        expect(amountIn(dialog).value).toBe('123.45'); // the balance
        fireEvent.change(amountIn(dialog), { target: { value: '80.00' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Method' }));
        fireEvent.click(await screen.findByRole('option', { name: 'FPS' }));
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), {
            target: { value: 'FPS-778899' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

        await waitFor(() => expect(posts()).toHaveLength(1));
        expect(posts()[0].path).toBe(`${JOBS}/1/payment`);
        expect(posts()[0].body).toMatchObject({ amount_cents: 8000, method: 'fps', reference: 'FPS-778899' });
        expect(typeof (posts()[0].body as Payment).paid_at).toBe('string');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        // the payments table names the method; the balance is what is left
        expect(await screen.findByText('FPS')).toBeTruthy();
        expect(screen.getByText('$43.45')).toBeTruthy();
        expect(chipText()).toBe('Invoiced');

        dialog = await openDialog();
        expect(amountIn(dialog).value).toBe('43.45');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
        await waitFor(() => expect(chipText()).toBe('Paid'));
        expect(posts()[1].body).toMatchObject({ amount_cents: 4345, method: 'cash' });
        expect(button('Record payment')).toBeNull();
    });

    it('checks the amount as the server does before sending it', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        fireEvent.change(amountIn(dialog), { target: { value: '200.00' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
        expect(await within(dialog).findByText('No more than the balance of $123.45')).toBeTruthy();
        fireEvent.change(amountIn(dialog), { target: { value: '0.00' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
        expect(await within(dialog).findByText('Enter an amount of at least $0.01')).toBeTruthy();
        expect(posts()).toHaveLength(0);
    });

    it('shows an overpayment the server refuses on the amount', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        refuseNextPayment = true;
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
        expect(await within(dialog).findByText('More than the balance due')).toBeTruthy();
        expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('lets an owner remove a payment after a confirmation; a member cannot', async () => {
        signInAs('owner', OWNER);
        const payment = {
            id: 7,
            amount_cents: 2000,
            method: 'octopus',
            paid_at: '2026-11-02T08:00:00.000Z',
            reference: '',
        };
        job = jobOf('invoiced', { paid_cents: 2000, balance_cents: 10345, payments: [payment] });
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByText('Octopus', {}, slow)).toBeTruthy();
        // an invoice with payments cannot be voided until they are removed
        expect(await openMore()).toEqual(['Void']);
        expect(menuItem('Void').getAttribute('aria-disabled')).toBe('true');
        expect(menuItem('Void').getAttribute('aria-describedby')).toBeTruthy();
        expect(document.getElementById(menuItem('Void').getAttribute('aria-describedby')!)?.textContent).toBe(
            'Remove its payments before voiding this invoice',
        );
        fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: 'Remove payment of $20.00 by Octopus' }));
        const dialog = await screen.findByRole('dialog', { name: 'Remove this payment?' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
        await waitFor(() => expect(sent.some(request => request.method === 'DELETE')).toBe(true));
        expect(sent.find(request => request.method === 'DELETE')?.path).toBe(`${JOBS}/1/payment/7`);

        cleanup();
        signInAs('member', MEMBER);
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByText('Octopus', {}, slow)).toBeTruthy();
        expect(screen.queryByRole('button', { name: /Remove payment/ })).toBeNull();
    });
});

describe('job list', () => {
    const listRequests = () => sent.filter(request => request.method === 'GET' && request.path === JOBS);
    const lastStatus = () => listRequests().at(-1)?.url.searchParams.get('status') ?? null;
    const tab = (name: string) => screen.getByRole('tab', { name });

    it('shows each status as a chip', async () => {
        signInAs('owner', OWNER);
        job = jobOf('in_progress');
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(screen.getByText('In progress').closest('.MuiChip-root')).not.toBeNull();
        expect(screen.getAllByText('$123.45')).toHaveLength(2); // total and balance, in dollars
    });

    it('filters the list by status from its tabs', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(tab('All').getAttribute('aria-selected')).toBe('true');
        expect(lastStatus()).toBeNull();

        fireEvent.click(tab('Unpaid'));
        await waitFor(() => expect(lastStatus()).toBe('invoiced'));
        expect(tab('Unpaid').getAttribute('aria-selected')).toBe('true');

        fireEvent.click(tab('Open'));
        await waitFor(() => expect(lastStatus()).toBe('quote,scheduled,in_progress,completed'));

        fireEvent.click(tab('To invoice'));
        await waitFor(() => expect(lastStatus()).toBe('completed'));

        fireEvent.click(tab('Paid'));
        await waitFor(() => expect(lastStatus()).toBe('paid'));

        fireEvent.click(tab('All'));
        await waitFor(() => expect(lastStatus()).toBeNull());
        expect(tab('All').getAttribute('aria-selected')).toBe('true');
    });

    it('selects the tab the status filter matches', async () => {
        signInAs('owner', OWNER);
        job = jobOf('completed');
        renderGarage(`/motor-garage/invoice?filter=${encodeURIComponent(JSON.stringify({ status: 'completed' }))}`);
        await screen.findByText('J-2026-00001', {}, slow);
        expect(lastStatus()).toBe('completed');
        expect(tab('To invoice').getAttribute('aria-selected')).toBe('true');
    });

    const lastQuery = () => listRequests().at(-1)?.url.searchParams;

    it('lists the overdue invoices from its Overdue tab, and a tab chosen after it drops the filter', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        fireEvent.click(tab('Unpaid'));
        await waitFor(() => expect(lastStatus()).toBe('invoiced'));

        fireEvent.click(tab('Overdue'));
        await waitFor(() => expect(lastQuery()?.get('overdue')).toBe('true'));
        expect(lastStatus()).toBeNull();
        expect(tab('Overdue').getAttribute('aria-selected')).toBe('true');

        fireEvent.click(tab('Paid'));
        await waitFor(() => expect(lastStatus()).toBe('paid'));
        expect(lastQuery()?.get('overdue')).toBeNull();
    });

    it('opens on the Overdue tab from a link holding the filter', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage(`/motor-garage/invoice?filter=${encodeURIComponent(JSON.stringify({ overdue: true }))}`);
        await screen.findByText('J-2026-00001', {}, slow);
        expect(lastQuery()?.get('overdue')).toBe('true');
        expect(tab('Overdue').getAttribute('aria-selected')).toBe('true');
    });

    it('shows the due date, flagging an unpaid invoice with its days overdue on the garage’s clock', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced', { due_date: addDays(todayIn('Asia/Hong_Kong'), -12) });
        renderGarage('/motor-garage/invoice');
        expect(await screen.findByText('12 days overdue', {}, slow)).toBeTruthy();
        expect(screen.getByRole('columnheader', { name: /Due date/ })).toBeTruthy();
    });

    it('flags neither an invoice due today nor a paid one', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced', { due_date: todayIn('Asia/Hong_Kong') });
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(screen.queryByText(/overdue/)).toBeNull();
        cleanup();
        job = jobOf('paid', { due_date: '2026-01-01', paid_cents: 12345, balance_cents: 0 });
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(screen.queryByText(/overdue/)).toBeNull();
    });

    it('offers a row edit and selection for a quote, neither for an invoice', async () => {
        signInAs('owner', OWNER);
        job = jobOf('quote');
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeNull();
        const quoteRow = screen.getByText('J-2026-00001').closest('tr')!;
        expect(within(quoteRow).getByRole('checkbox')).toHaveProperty('disabled', false);
        cleanup();
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice');
        await screen.findByText('J-2026-00001', {}, slow);
        expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
        const row = screen.getByText('J-2026-00001').closest('tr')!;
        expect(within(row).getByRole('checkbox')).toHaveProperty('disabled', true);
    });
});

describe('job list at phone width', () => {
    it('shows each job as its number, status, plate, customer, balance and days overdue', async () => {
        signInAs('owner', [...OWNER, 'vehicle:read', 'customer:read']); // the row names the car and its owner
        job = jobOf('invoiced', {
            vehicle_id: 3,
            customer_id: 4,
            paid_cents: 2345,
            balance_cents: 10000,
            due_date: addDays(todayIn('Asia/Hong_Kong'), -1),
        });
        phoneWidth();
        renderGarage('/motor-garage/invoice');
        const row = (await screen.findByText('J-2026-00001', {}, slow)).closest('a')!;
        expect(row.getAttribute('href')).toMatch(/motor-garage\/invoice\/1\/show$/);
        expect(await within(row).findByText('KT 1234', {}, slow)).toBeTruthy();
        expect(await within(row).findByText('Chan Tai Man', {}, slow)).toBeTruthy();
        expect(within(row).getByText('Invoiced')).toBeTruthy();
        expect(within(row).getByText('$100.00')).toBeTruthy();
        expect(within(row).getByText('1 day overdue')).toBeTruthy();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('keeps the tabs to the page’s width, scrolling them inside it', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        phoneWidth();
        renderGarage('/motor-garage/invoice');
        const tabs = await screen.findByRole('tablist', {}, slow);
        expect(tabs.closest('.MuiTabs-scrollableX')).not.toBeNull();
        const box = tabs.closest('.MuiTabs-root')!.parentElement!;
        const { width, minWidth } = getComputedStyle(box);
        expect([width, minWidth]).toEqual(['0px', '100%']);
    });
});

describe('an invoice offers no change that would fail on save', () => {
    it('a paid job’s page has no Edit or Delete, only its notes to edit', async () => {
        signInAs('owner', OWNER);
        job = jobOf('paid', { paid_cents: 12345, balance_cents: 0 });
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByRole('link', { name: 'Edit notes' }, slow)).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
        expect(button('Delete')).toBeNull();
    });

    it('an invoice’s edit page changes only the schedule and notes, and cannot delete it', async () => {
        signInAs('owner', OWNER);
        job = jobOf('invoiced');
        renderGarage('/motor-garage/invoice/1');
        expect(await screen.findByLabelText('Notes on the invoice', {}, slow)).toBeTruthy();
        expect(screen.getByLabelText('Internal notes')).toBeTruthy();
        expect(screen.getByText(/only its schedule and notes can still change/)).toBeTruthy();
        expect(screen.queryByLabelText('Customer')).toBeNull();
        expect(screen.queryByLabelText('Complaint')).toBeNull();
        expect(button('Delete')).toBeNull();
        expect(button('Save')).not.toBeNull();
    });

    it('a quote keeps Edit on its page and Delete on its edit page', async () => {
        signInAs('owner', OWNER);
        job = jobOf('quote');
        renderGarage('/motor-garage/invoice/1');
        expect(await screen.findByLabelText('Complaint', {}, slow)).toBeTruthy();
        expect(button('Delete')).not.toBeNull();
    });
});

/** A quote the customer answered on their link: the brake pads approved, wheel alignment ($380) declined. */
const answeredJob = () => {
    const quote = jobOf('completed');
    const signature = { id: 5, method: 'link', name: 'Chan Tai Man', at: '2026-11-01T09:00:00.000Z', note: '' };
    return {
        ...quote,
        approval_state: 'answered',
        approval: {
            signature_name: 'Chan Tai Man',
            signed_at: '2026-11-01T09:00:00.000Z',
            ip_address: '203.0.113.9',
            user_agent: 'iPhone',
            estimate_hash: 'h',
            stale: false,
        },
        answers: [signature],
        lines: [
            { ...quote.lines[0], approval: 'approved', approval_id: 5, billable: true },
            {
                ...quote.lines[0],
                id: 2,
                description: 'Wheel alignment',
                unit_price_cents: 38000,
                line_total_cents: 38000,
                approval: 'declined',
                approval_id: 5,
                billable: false,
            },
        ],
    };
};

describe('the customer’s answer on the job page', () => {
    it('says who answered and what is not billed, and the invoice dialog lists what it leaves out', async () => {
        signInAs('owner', OWNER);
        job = answeredJob();
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByText('Chan Tai Man answered: 1 approved, 1 declined.', {}, slow)).toBeTruthy();
        expect(screen.getByText('Not billed: $380.00 (1 line)')).toBeTruthy();
        expect(screen.getByText('Declined')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Invoice' }));
        const dialog = await screen.findByRole('dialog', { name: 'Invoice job J-2026-00001' });
        expect(within(dialog).getByText('Total: $123.45')).toBeTruthy();
        expect(within(dialog).getByText('Left out of this invoice')).toBeTruthy();
        expect(within(dialog).getByText('Wheel alignment · $380.00 — Declined by the customer')).toBeTruthy();
    });

    it('records an approval told in person: the lines ticked, how, a note, on the version shown', async () => {
        signInAs('member', MEMBER);
        job = answeredJob();
        renderGarage('/motor-garage/invoice/1/show');
        fireEvent.click(await screen.findByRole('button', { name: 'Record approval' }, slow));
        const dialog = await screen.findByRole('dialog', { name: 'Record the approval of J-2026-00001' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record approval' }));
        expect(await within(dialog).findByText('Tick at least one line')).toBeTruthy();
        expect(posts()).toEqual([]);
        fireEvent.click(
            within(dialog).getByRole('checkbox', { name: 'Wheel alignment · $380.00 — Declined by the customer' }),
        );
        fireEvent.click(within(dialog).getByRole('radio', { name: 'In person' }));
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
            target: { value: 'Came back for the car: do it' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Record approval' }));
        await waitFor(() => expect(screen.getByText('Approved in person')).toBeTruthy());
        expect(posts()[0]).toMatchObject({
            path: `${JOBS}/1/approve-lines`,
            body: { line_ids: [2], by: 'in_person', note: 'Came back for the car: do it' },
        });
        expect(posts()[0].headers.get('if-match')).toBe('"1"');
        expect(screen.queryByText(/^Not billed/)).toBeNull();
    });

    it('offers no way to record an approval to a session that may only read jobs', async () => {
        signInAs('member', ['invoice:read']);
        job = answeredJob();
        renderGarage('/motor-garage/invoice/1/show');
        expect(await screen.findByText('Not billed: $380.00 (1 line)', {}, slow)).toBeTruthy();
        expect(button('Record approval')).toBeNull();
    });
});

describe('the job’s lines at phone width', () => {
    /** The lines section's cards: each line's text, in order. */
    const cards = async () => {
        const section = (await screen.findByRole('heading', { name: 'Lines' }, slow)).closest('section')!;
        await within(section).findAllByRole('listitem', {}, slow);
        expect(within(section).queryByRole('table')).toBeNull(); // nothing to scroll sideways to
        return within(section).getAllByRole('listitem');
    };

    it('shows each line as a card: its name in both languages, quantity × price = amount, and the answer', async () => {
        signInAs('owner', OWNER);
        const answered = answeredJob();
        job = {
            ...answered,
            lines: [
                {
                    ...answered.lines[0],
                    description_zh: '更換前輪剎車皮',
                    quantity_milli: 2000,
                    line_total_cents: 24690,
                },
                { ...answered.lines[1], discount_cents: 3000, line_total_cents: 35000 },
            ],
        };
        phoneWidth();
        renderGarage('/motor-garage/invoice/1/show');
        const [pads, alignment] = await cards();
        expect(within(pads).getByText('Brake pads')).toBeTruthy();
        expect(within(pads).getByText('更換前輪剎車皮').getAttribute('lang')).toBe('zh');
        expect(pads.textContent).toContain('2 × $123.45 =$246.90');
        expect(within(pads).getByText('Approved')).toBeTruthy();
        expect(alignment.textContent).toContain('1 × $380.00 − $30.00 =$350.00');
        expect(within(alignment).getByText('Declined')).toBeTruthy();
    });

    it('says a line awaits the customer’s answer while the estimate is with them', async () => {
        signInAs('member', MEMBER);
        job = jobOf('quote', { approval_state: 'viewed' });
        phoneWidth();
        renderGarage('/motor-garage/invoice/1/show');
        const [pads] = await cards();
        expect(within(pads).getByText('Awaiting answer')).toBeTruthy();
    });
});
