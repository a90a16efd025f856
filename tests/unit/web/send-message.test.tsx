// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage, sampleRecord } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const MESSAGES = '/api/v3/motor-garage/message';
const NO_PHONE = 'This customer has no phone number';
const CHAT_URL = 'https://wa.me/85291234567?text=Paid%2C%20thanks';
const QUEUED = 'Message queued: it goes out in a moment, and the timeline shows when it arrives';

const job = {
    ...sampleRecord('motor-garage/invoice', 1),
    number: 'J-2026-00001',
    invoice_number: 'INV-2026-00001',
    customer_id: 4,
    status: 'invoiced',
    total_cents: 12345,
    paid_cents: 5000,
    balance_cents: 7345,
    lines: [],
    payments: [],
};
const customer = {
    ...sampleRecord('relationship/customer', 4),
    name: 'Chan Tai Man',
    phone: '9123 4567',
    email: 'chan@example.com',
};

interface Draft {
    id: number;
    kind: string;
    channel: string;
    subject: string;
    body: string;
    status: string;
    version: number;
}
let drafts: Draft[];
let refuseDraft: string | null;
let refuseSend: string | null;
/** WhatsApp through the Cloud API (queued) rather than by hand (click-to-chat). */
let whatsappApi: boolean;
/** The workspace's messages go by SMS too (its own account or the platform's). */
let smsAccount: boolean;

/** A fake API drafting from a template per kind and channel, editing and sending as the server does. */
const serve = () =>
    fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/v3/motor-garage/message-channels')
            return ok({ automatic: ['email', ...(smsAccount ? ['sms'] : [])] });
        if (method === 'GET' && path === '/api/v3/motor-garage/invoice/1') return ok(job);
        if (method === 'GET' && path === '/api/v3/motor-garage/booking/5')
            return ok({ ...sampleRecord('motor-garage/booking', 5), customer_id: 4, status: 'confirmed' });
        if (method === 'GET' && path === '/api/v3/relationship/customer/4') return ok(customer);
        if (method === 'POST' && path === MESSAGES) {
            if (refuseDraft) return failure(409, refuseDraft);
            const { kind, channel } = body as Draft;
            const draft = {
                ...sampleRecord('motor-garage/message', drafts.length + 1),
                id: drafts.length + 1,
                kind,
                channel,
                subject: `Subject of ${kind}`,
                body: `Body of ${kind} by ${channel}`,
                status: 'draft',
                version: 1,
            };
            drafts.push(draft);
            return ok(draft);
        }
        const id = Number(path.match(/message\/(\d+)/)?.[1]);
        const draft = drafts.find(one => one.id === id);
        if (method === 'PUT' && draft) {
            Object.assign(draft, body, { version: draft.version + 1 });
            return ok(draft);
        }
        if (method === 'POST' && draft && path.endsWith('/send')) {
            if (refuseSend) return failure(400, refuseSend);
            const byHand = draft.channel === 'whatsapp' && !whatsappApi;
            draft.status = byHand ? 'sent' : 'queued';
            return ok({ ...draft, click_to_chat_url: byHand ? CHAT_URL : null });
        }
        return ok([], { total: 0, page: 1, size: 20 });
    });

let sent: SentRequest[];
let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
    customer.phone = '9123 4567';
    drafts = [];
    refuseDraft = null;
    refuseSend = null;
    whatsappApi = false;
    smsAccount = true;
    sent = serve();
    opened = vi.fn(() => null);
    vi.stubGlobal('open', opened);
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const WRITER = ['invoice:read', 'booking:read', 'customer:read', 'message:read', 'message:write'];
const calls = (method: string, pattern: RegExp) =>
    sent.filter(request => request.method === method && pattern.test(request.path));
const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }, slow));
    return screen.findByRole('dialog', { name: 'Send a message' });
};
const bodyIn = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const choose = async (dialog: HTMLElement, select: string, option: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: select }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('send message from a job', () => {
    it('drafts the kind the job calls for on WhatsApp, sends the edited body and opens the chat', async () => {
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by whatsapp'), slow);
        expect(calls('POST', /message$/)[0].body).toEqual({
            customer_id: 4,
            job_id: 1,
            kind: 'invoice',
            channel: 'whatsapp',
        });
        // a WhatsApp message has no subject; an invoiced job with payments offers its invoice and a receipt
        expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).toBeNull();
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
        const kinds = within(await screen.findByRole('listbox'))
            .getAllByRole('option')
            .map(one => one.textContent);
        expect(kinds).toEqual(['Invoice', 'Payment receipt']);
        fireEvent.click(screen.getByRole('option', { name: 'Payment receipt' }));

        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of payment_receipt by whatsapp'), slow);
        await waitFor(() => expect(calls('DELETE', /message\/1$/)).toHaveLength(1)); // the invoice's draft
        fireEvent.change(bodyIn(dialog), { target: { value: 'Paid, thanks' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

        const listed = calls('GET', /message$/).length;
        await waitFor(() => expect(opened).toHaveBeenCalledWith(CHAT_URL, '_blank', 'noopener'), slow);
        const [edit] = calls('PUT', /message\/2$/);
        expect(edit.body).toMatchObject({ body: 'Paid, thanks' });
        expect(edit.headers.get('If-Match')).toBe('"1"');
        expect(calls('POST', /message\/2\/send$/)).toHaveLength(1);
        expect(await screen.findByText('Opened WhatsApp: the message is logged as sent', {}, slow)).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(calls('DELETE', /message\/2$/)).toHaveLength(0); // the message sent stays
        await waitFor(() => expect(calls('GET', /message$/).length).toBeGreaterThan(listed)); // the timeline again
    });

    it('keeps the dialog and its draft open when the send is refused, saying why', async () => {
        refuseSend = 'customer_has_no_phone';
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).not.toBe(''), slow);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(toastTexts().map(toast => toast.message)).toEqual([NO_PHONE]), slow);
        expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeTruthy();
        expect(calls('DELETE', /message/)).toHaveLength(0);
        expect(opened).not.toHaveBeenCalled();
        // the phone put right meanwhile: the same draft goes
        refuseSend = null;
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(opened).toHaveBeenCalledWith(CHAT_URL, '_blank', 'noopener'), slow);
        expect(calls('POST', /message\/1\/send$/)).toHaveLength(2);
    });

    it('drafts again for e-mail, with its subject, and sends without opening anything', async () => {
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by whatsapp'), slow);
        await choose(dialog, 'Channel', 'E-mail');
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by email'), slow);
        const subject = within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
        expect(subject.value).toBe('Subject of invoice');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        expect(await screen.findByText(QUEUED, {}, slow)).toBeTruthy();
        expect(calls('POST', /message\/2\/send$/)).toHaveLength(1);
        expect(calls('PUT', /message/)).toHaveLength(0); // nothing edited
        expect(opened).not.toHaveBeenCalled();
    });

    it('offers SMS where the server sends it, and says the message is queued', async () => {
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Channel' }));
        const listbox = await screen.findByRole('listbox');
        await waitFor(() =>
            expect(
                within(listbox)
                    .getAllByRole('option')
                    .map(one => one.textContent),
            ).toEqual(['WhatsApp', 'E-mail', 'SMS']),
        );
        fireEvent.click(screen.getByRole('option', { name: 'SMS' }));
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by sms'), slow);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        expect(await screen.findByText(QUEUED, {}, slow)).toBeTruthy();
        expect(opened).not.toHaveBeenCalled();
    });

    it('offers no SMS where neither the garage nor the platform has an account for it', async () => {
        smsAccount = false;
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(calls('GET', /message-channels$/)).toHaveLength(1));
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Channel' }));
        const channels = within(await screen.findByRole('listbox'))
            .getAllByRole('option')
            .map(one => one.textContent);
        expect(channels).toEqual(['WhatsApp', 'E-mail']);
    });

    it('offers no WhatsApp or SMS to a customer whose phone is not a valid number, and says why', async () => {
        customer.phone = '+852';
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by email'), slow);
        expect(
            within(dialog).getByText(
                'No WhatsApp or SMS: the customer’s phone is not a valid number. Write it with its country code, e.g. +852 9123 4567',
            ),
        ).toBeTruthy();
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Channel' }));
        const listbox = await screen.findByRole('listbox');
        await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
        const disabled = within(listbox)
            .getAllByRole('option')
            .map(option => [option.textContent, option.getAttribute('aria-disabled') === 'true']);
        expect(disabled).toEqual([
            ['WhatsApp', true],
            ['E-mail', false],
            ['SMS', true],
        ]);
    });

    it('queues WhatsApp sent through the Cloud API, opening no chat', async () => {
        whatsappApi = true;
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).toBe('Body of invoice by whatsapp'), slow);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        expect(await screen.findByText(QUEUED, {}, slow)).toBeTruthy();
        expect(opened).not.toHaveBeenCalled();
    });

    it('discards the draft when the dialog is cancelled', async () => {
        signInAs('member', WRITER);
        renderGarage('/motor-garage/invoice/1/show');
        const dialog = await openDialog();
        await waitFor(() => expect(bodyIn(dialog).value).not.toBe(''), slow);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(calls('DELETE', /message\/1$/)).toHaveLength(1));
        expect(calls('POST', /send$/)).toHaveLength(0);
    });

    it('is not offered to a member without message:write', async () => {
        signInAs('member', ['invoice:read', 'customer:read', 'message:read']);
        renderGarage('/motor-garage/invoice/1/show');
        await screen.findByRole('region', { name: 'Messages' }, slow);
        expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    });
});

describe('send message from a booking', () => {
    it('offers its confirmation and reminder, and says why a draft is refused', async () => {
        refuseDraft = 'no_reminder_consent';
        signInAs('member', WRITER);
        renderGarage('/motor-garage/booking/5/show');
        const dialog = await openDialog();
        expect(await within(dialog).findByRole('alert', {}, slow)).toBeTruthy();
        expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
        expect(calls('POST', /message$/)[0].body).toMatchObject({ booking_id: 5, kind: 'booking_confirmation' });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
        const kinds = within(await screen.findByRole('listbox'))
            .getAllByRole('option')
            .map(one => one.textContent);
        expect(kinds).toEqual(['Booking confirmation', 'Booking reminder']);
    });
});
