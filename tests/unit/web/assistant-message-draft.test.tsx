// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage, sampleRecord } from './declared-harness';
import { failure, fakeFetch, ok, resetBrowserState, type SentRequest, signInAs, toastTexts } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

const slow = { timeout: 5000 };
const MESSAGES = '/api/v3/motor-garage/message';
const MESSAGE_DRAFT = '/api/v3/motor-garage/assistant/message-draft';
const WORDED = '陳生你好，你部車 KT 1234 已經整好，發票 INV-2026-00001 尚欠 $73.45。';

const job = {
    ...sampleRecord('motor-garage/invoice', 1),
    number: 'J-2026-00001',
    customer_id: 4,
    status: 'invoiced',
    paid_cents: 0,
    lines: [],
    payments: [],
};
const customer = { ...sampleRecord('relationship/customer', 4), name: 'Chan Tai Man', phone: '9123 4567' };

interface Draft {
    id: number;
    kind: string;
    channel: string;
    locale: string;
    subject: string;
    body: string;
    version: number;
}
let drafts: Draft[];
let answerDraft: (body: { kind: string }) => Response;

let sent: SentRequest[];
beforeEach(() => {
    drafts = [];
    answerDraft = ({ kind }) =>
        ok({
            subject: `發票 (${kind})`,
            body: WORDED,
            locale: 'zh-hk',
            not_followed: [],
            from_template: false,
            source: 'model',
            fallback: false,
        });
    sent = fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/v3/motor-garage/message-channels') return ok({ automatic: ['email'] });
        if (method === 'GET' && path === '/api/v3/motor-garage/invoice/1') return ok(job);
        if (method === 'GET' && path === '/api/v3/relationship/customer/4') return ok(customer);
        if (method === 'POST' && path === MESSAGE_DRAFT) return answerDraft(body as { kind: string });
        if (method === 'POST' && path === MESSAGES) {
            const { kind, channel } = body as Draft;
            const draft = {
                ...sampleRecord('motor-garage/message', drafts.length + 1),
                id: drafts.length + 1,
                kind,
                channel,
                locale: 'zh-hk',
                subject: `Template subject of ${kind}`,
                body: `Template body of ${kind} by ${channel}`,
                status: 'draft',
                version: 1,
            };
            drafts.push(draft);
            return ok(draft);
        }
        const draft = drafts.find(one => one.id === Number(path.match(/message\/(\d+)/)?.[1]));
        if (method === 'PUT' && draft) return ok(Object.assign(draft, body, { version: draft.version + 1 }));
        if (method === 'POST' && draft && path.endsWith('/send'))
            return ok({ ...draft, status: 'queued', click_to_chat_url: null });
        return ok([], { total: 0, page: 1, size: 20 });
    });
    vi.stubGlobal(
        'open',
        vi.fn(() => null),
    );
});
afterEach(() => {
    cleanup();
    resetBrowserState();
});

const WRITER = ['invoice:read', 'customer:read', 'message:read', 'message:write'];
const calls = (method: string, pattern: RegExp) =>
    sent.filter(request => request.method === method && pattern.test(request.path));
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

const openDialog = async (permissions: string[]) => {
    signInAs('member', permissions);
    renderGarage('/motor-garage/invoice/1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    await waitFor(() => expect(field(dialog, 'Message').value).toBe('Template body of invoice by whatsapp'), slow);
    return dialog;
};

describe('send dialog: draft with assistant', () => {
    it("words the message in the draft's language after the instructions; the edited words are what is sent", async () => {
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        fireEvent.change(field(dialog, 'Instructions for the assistant (optional)'), {
            target: { value: 'Apologise for the delay' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Draft with assistant' }));
        await waitFor(() => expect(field(dialog, 'Message').value).toBe(WORDED), slow);
        expect(calls('POST', /message-draft$/)[0].body).toEqual({
            customer_id: 4,
            job_id: 1,
            kind: 'invoice',
            message_id: 1,
            locale: 'zh-hk',
            instructions: 'Apologise for the delay',
        });
        expect(within(dialog).getByText('Written by the configured model')).toBeTruthy();

        fireEvent.change(field(dialog, 'Message'), { target: { value: `${WORDED} 多謝！` } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(calls('POST', /message\/1\/send$/)).toHaveLength(1), slow);
        expect(calls('PUT', /message\/1$/)[0].body).toMatchObject({ body: `${WORDED} 多謝！` });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says the template is unchanged, and why, when the model’s draft was refused', async () => {
        answerDraft = ({ kind }) =>
            ok({
                subject: `Template subject of ${kind}`,
                body: 'Template words',
                locale: 'zh-hk',
                not_followed: [],
                from_template: true,
                source: 'builtin',
                fallback: true,
                fallback_reason: 'facts_in_draft',
            });
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Draft with assistant' }));
        await waitFor(() => expect(field(dialog, 'Message').value).toBe('Template words'), slow);
        expect(
            within(dialog).getByText(
                'This is your template as filled: the assistant added nothing of its own. · The model wrote amounts, links or contact details of its own, so the built-in assistant wrote the message',
            ),
        ).toBeTruthy();
        expect(within(dialog).queryByText(/Written by/)).toBeNull();
    });

    it("puts the assistant's subject in an e-mail, and drops its source line once another channel drafts again", async () => {
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Channel' }));
        fireEvent.click(await screen.findByRole('option', { name: 'E-mail' }));
        await waitFor(() => expect(field(dialog, 'Message').value).toBe('Template body of invoice by email'), slow);
        expect(field(dialog, 'Subject').value).toBe('Template subject of invoice');
        fireEvent.click(within(dialog).getByRole('button', { name: 'Draft with assistant' }));
        await waitFor(() => expect(field(dialog, 'Subject').value).toBe('發票 (invoice)'), slow);
        expect(calls('POST', /message-draft$/)[0].body).toEqual({
            customer_id: 4,
            job_id: 1,
            kind: 'invoice',
            message_id: expect.any(Number),
            locale: 'zh-hk',
        });
        expect(within(dialog).getByText('Written by the configured model')).toBeTruthy();

        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Channel' }));
        fireEvent.click(await screen.findByRole('option', { name: 'WhatsApp' }));
        await waitFor(() => expect(field(dialog, 'Message').value).toBe('Template body of invoice by whatsapp'), slow);
        expect(within(dialog).queryByText('Written by the configured model')).toBeNull();
    });

    it('names the instructions the built-in assistant could not follow, and labels what it wrote as its own', async () => {
        answerDraft = ({ kind }) =>
            ok({
                subject: `Template subject of ${kind}`,
                body: '你好，對唔住要你等咗咁耐。Template words',
                locale: 'zh-hk',
                not_followed: ['mention the car wash'],
                from_template: false,
                source: 'builtin',
                fallback: false,
                fallback_reason: null,
            });
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        fireEvent.change(field(dialog, 'Instructions for the assistant (optional)'), {
            target: { value: 'sorry for the delay, mention the car wash' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Draft with assistant' }));
        await waitFor(() => expect(field(dialog, 'Message').value).toMatch(/^你好，對唔住/), slow);
        expect(
            within(dialog).getByText(
                'The built-in assistant could not follow: “mention the car wash”. Add it yourself, or set up a model.',
            ),
        ).toBeTruthy();
        expect(within(dialog).getByText('Written by the built-in assistant')).toBeTruthy();
    });

    it('keeps the template when the assistant is refused, saying why', async () => {
        answerDraft = () => failure(429, 'quota_exceeded');
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Draft with assistant' }));
        const limit = "The assistant has reached today's limit for this organization: try again tomorrow";
        expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(limit);
        expect(toastTexts().map(toast => toast.message)).toEqual([limit]);
        expect(field(dialog, 'Message').value).toBe('Template body of invoice by whatsapp');
    });

    it('takes instructions of up to 500 characters', async () => {
        const dialog = await openDialog([...WRITER, 'assistant:use']);
        const instructions = field(dialog, 'Instructions for the assistant (optional)');
        fireEvent.change(instructions, { target: { value: 'x'.repeat(501) } });
        expect(within(dialog).getByRole('button', { name: 'Draft with assistant' }).hasAttribute('disabled')).toBe(
            true,
        );
        fireEvent.change(instructions, { target: { value: 'x'.repeat(500) } });
        expect(within(dialog).getByRole('button', { name: 'Draft with assistant' }).hasAttribute('disabled')).toBe(
            false,
        );
    });

    it('is not offered without assistant:use', async () => {
        const dialog = await openDialog(WRITER);
        expect(within(dialog).queryByRole('button', { name: 'Draft with assistant' })).toBeNull();
        expect(within(dialog).queryByRole('textbox', { name: 'Instructions for the assistant (optional)' })).toBeNull();
    });
});
