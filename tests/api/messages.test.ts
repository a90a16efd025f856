import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales';
import { MESSAGE_KINDS } from '../../common/messages';
import { jobs, workspaces } from '../../server/db/schema';
import { startTestApp } from '../support/app';
import { waitForStatus } from '../support/delivery';
import { call, expectError, signedInOwner } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';
import { parseMail, startSmtp } from '../support/smtp';

const s = garageSuite();
const MESSAGE = 'motor-garage/message';
const TEMPLATES = '/api/v3/motor-garage/message-template';

/** A customer with a vehicle and an invoiced job of HK$1,234.50 due on 1 December 2026. */
let plates = 0;
async function garageRecords(customer: object = {}) {
    const { t, g } = s;
    await t.database.db
        .update(workspaces)
        .set({ name: '大文車房', phone: '2345 6789' })
        .where(eq(workspaces.id, g.workspace.id));
    const who = await create(t, g.owner, 'relationship/customer', {
        name: '陳生',
        phone: '9123 4567',
        email: 'chan@example.test',
        reminder_consent: true,
        ...customer,
    });
    const vehicle = await create(t, g.owner, 'motor-garage/vehicle', {
        plate: `AB ${1234 + plates++}`,
        customer_id: who.id,
        licence_expiry: '2026-12-20',
    });
    const job = await invoicedJob(t, g.owner, 123450, { customer_id: who.id, vehicle_id: vehicle.id });
    await t.database.db
        .update(jobs)
        .set({ dueDate: '2026-12-01' })
        .where(and(eq(jobs.workspaceId, g.workspace.id), eq(jobs.id, job.id)));
    return { customer: who, vehicle, job };
}

const draft = (token: string, body: object) => call(s.t.app, 'POST', `/api/v3/${MESSAGE}`, { token, body });
const send = (token: string, id: number) => call(s.t.app, 'POST', `/api/v3/${MESSAGE}/${id}/send`, { token });

describe('message templates', () => {
    it('lists the default of every kind in every language to a member', async () => {
        const answer = await call(s.t.app, 'GET', TEMPLATES, { token: s.g.member });
        expect(answer.status).toBe(200);
        const listed = answer.body.data.map((one: { kind: string; locale: string }) => `${one.kind}/${one.locale}`);
        expect(listed).toEqual(MESSAGE_KINDS.flatMap(kind => LOCALES.map(locale => `${kind}/${locale}`)));
        for (const one of answer.body.data) {
            expect(one.customized).toBe(false);
            expect(one.body).toContain('{{customer_name}}');
            expect(one.subject).not.toBe('');
        }
    });

    it('lets an owner override a wording and go back to the default; a member may not', async () => {
        const path = `${TEMPLATES}/vehicle_ready/en`;
        const body = { subject: 'Ready: {{plate}}', body: 'Dear {{customer_name}}, {{plate}} is ready. {{balance}}' };
        expectError(await call(s.t.app, 'PUT', path, { token: s.g.member, body }), 403, 'forbidden');
        const put = await call(s.t.app, 'PUT', path, { token: s.g.owner, body });
        expect(put.body.data).toEqual({ kind: 'vehicle_ready', locale: 'en', ...body, customized: true });

        const { customer, job, vehicle } = await garageRecords({ preferred_locale: 'en' });
        const message = await draft(s.g.owner, {
            kind: 'vehicle_ready',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        expect(message.body.data.body).toBe(`Dear 陳生, ${vehicle.plate} is ready. HK$1,234.50`);
        const other = await call(s.t.app, 'GET', TEMPLATES, { token: s.g.stranger });
        expect(
            other.body.data.find(
                (one: { kind: string; locale: string }) => one.kind === 'vehicle_ready' && one.locale === 'en',
            ).customized,
        ).toBe(false);

        const reset = await call(s.t.app, 'DELETE', path, { token: s.g.owner });
        expect(reset.body.data.customized).toBe(false);
        expect(reset.body.data.body).toContain('is ready for collection');
    });

    it('refuses a placeholder the server cannot fill, changing nothing', async () => {
        const path = `${TEMPLATES}/invoice/zh-hk`;
        const answer = await call(s.t.app, 'PUT', path, { token: s.g.owner, body: { body: '你好{{customer_nam}}' } });
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual([
            { field: 'body', error: 'unknown_placeholder', placeholder: 'customer_nam' },
        ]);
        const list = await call(s.t.app, 'GET', TEMPLATES, { token: s.g.owner });
        expect(
            list.body.data.find(
                (one: { kind: string; locale: string }) => one.kind === 'invoice' && one.locale === 'zh-hk',
            ).customized,
        ).toBe(false);
    });
});

describe('drafts fill the placeholders from the records', () => {
    it('writes an invoice exactly in each language, the customer’s own by default', async () => {
        const { customer, job, vehicle } = await garageRecords();
        const number = job.invoice_number;
        const invoice = (locale?: string) =>
            draft(s.g.member, {
                kind: 'invoice',
                customer_id: customer.id,
                job_id: job.id,
                channel: 'whatsapp',
                locale,
            });
        const hk = await invoice();
        expect(hk.status).toBe(201);
        expect(hk.body.data).toMatchObject({ status: 'draft', locale: 'zh-hk', to: '9123 4567', job_id: job.id });
        // Short lines: greeting, facts, the customer's own link to the invoice ending its line (tests/api/
        // message-links.test.ts opens it), the signature.
        const withoutLink = (body: string) => {
            expect(body).toMatch(/https?:\/\/\S+\/portal\/invoice\/[\w-]{43}\n/);
            return body.replace(/https?:\/\/\S+\n/, '<link>\n');
        };
        expect(withoutLink(hk.body.data.body)).toBe(
            [
                '你好陳生，',
                `${vehicle.plate} 發票 ${number}：合共 HK$1,234.50，尚欠 HK$1,234.50，請喺 2026年12月1日（星期二） 或之前付款。`,
                '睇發票同付款：<link>',
                '多謝！大文車房 2345 6789',
            ].join('\n'),
        );
        expect(withoutLink((await invoice('en')).body.data.body)).toBe(
            [
                'Hi 陳生,',
                `Invoice ${number} for ${vehicle.plate}: total HK$1,234.50, balance HK$1,234.50, due Tue 1 Dec 2026.`,
                'View and pay: <link>',
                'Thank you! 大文車房 2345 6789',
            ].join('\n'),
        );
        expect(withoutLink((await invoice('zh-cn')).body.data.body)).toBe(
            [
                '您好陳生，',
                `${vehicle.plate} 发票 ${number}：合计 HK$1,234.50，待付 HK$1,234.50，请于 2026年12月1日（星期二） 前付款。`,
                '查看发票及付款：<link>',
                '谢谢！大文車房 2345 6789',
            ].join('\n'),
        );
    });

    it('gives a booking’s time in the workspace’s zone', async () => {
        const { customer, vehicle } = await garageRecords();
        const booking = await create(s.t, s.g.owner, 'motor-garage/booking', {
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            start_at: '2026-11-24T01:30:00Z',
            end_at: '2026-11-24T02:30:00Z',
        });
        const answer = await draft(s.g.owner, {
            kind: 'booking_confirmation',
            customer_id: customer.id,
            booking_id: booking.id,
            channel: 'email',
            locale: 'en',
        });
        expect(answer.body.data.subject).toBe('Booking confirmed: Tue 24 Nov 2026, 09:30');
        const hk = await draft(s.g.owner, {
            kind: 'booking_confirmation',
            customer_id: customer.id,
            booking_id: booking.id,
            channel: 'email',
        });
        expect(hk.body.data.subject).toBe('預約已確認：2026年11月24日（星期二）09:30');
    });

    it('asks for the record a kind is about', async () => {
        const { customer } = await garageRecords();
        const answer = await draft(s.g.owner, { kind: 'invoice', customer_id: customer.id, channel: 'email' });
        expectError(answer, 400, 'validation_failed');
        expect(answer.body.details).toEqual([{ field: 'job_id', error: 'required' }]);
    });
});

describe('sending', () => {
    it('mails a draft into the outbox once; a second send is 409', async () => {
        const { customer, job, vehicle } = await garageRecords({ preferred_locale: 'en' });
        const edited = await draft(s.g.member, {
            kind: 'vehicle_ready',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        const put = await call(s.t.app, 'PUT', `/api/v3/${MESSAGE}/${edited.body.data.id}`, {
            token: s.g.member,
            body: { body: 'Ready when you are', kind: 'invoice' },
        });
        expect(put.body.data).toMatchObject({ body: 'Ready when you are', kind: 'vehicle_ready', version: 2 });
        const made = await draft(s.g.member, {
            kind: 'vehicle_ready',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        const dir = join(s.t.config.dataDir, 'outbox');
        const before = existsSync(dir) ? readdirSync(dir).length : 0;
        const sent = await send(s.g.member, made.body.data.id);
        expect(sent.status).toBe(200);
        expect(sent.body.data).toMatchObject({ status: 'queued', to: 'chan@example.test', click_to_chat_url: null });
        const delivered = await waitForStatus(s.t, s.g.member, made.body.data.id, ['sent']);
        expect(delivered.sent_at).toEqual(expect.any(String));
        const files = readdirSync(dir).filter(name => name.endsWith('.eml'));
        expect(files).toHaveLength(before + 1);
        const mail = parseMail(readFileSync(join(dir, files.sort().at(-1)!), 'utf8'));
        expect(mail.headers.to).toContain('chan@example.test');
        expect(mail.headers.subject).toBe(`${vehicle.plate} is ready for collection`);
        expect(mail.text).toContain('Amount due: HK$1,234.50');
        expectError(await send(s.g.member, made.body.data.id), 409, 'already_sent');
        const path = `/api/v3/${MESSAGE}/${made.body.data.id}`;
        expectError(
            await call(s.t.app, 'PUT', path, { token: s.g.owner, body: { body: 'Changed' } }),
            409,
            'message_not_draft',
        );
        expectError(await call(s.t.app, 'DELETE', path, { token: s.g.owner }), 409, 'message_not_draft');
        expect(readdirSync(dir).filter(name => name.endsWith('.eml'))).toHaveLength(before + 1);
    });

    it('opens WhatsApp click-to-chat with the body, the number with 852', async () => {
        const { customer, job } = await garageRecords();
        const made = await draft(s.g.owner, {
            kind: 'vehicle_ready',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'whatsapp',
            body: '你好陳生，你部車 AB 1234 已經整好，可以嚟攞車。',
        });
        const sent = await send(s.g.owner, made.body.data.id);
        expect(sent.body.data.status).toBe('sent');
        expect(sent.body.data.click_to_chat_url).toBe(
            `https://wa.me/85291234567?text=${encodeURIComponent('你好陳生，你部車 AB 1234 已經整好，可以嚟攞車。')}`,
        );
    });

    it('refuses a customer without the contact the channel needs', async () => {
        const { customer, job } = await garageRecords({ email: '' });
        const made = await draft(s.g.owner, {
            kind: 'invoice',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        expectError(await send(s.g.owner, made.body.data.id), 400, 'customer_has_no_email');
        const after = await call(s.t.app, 'GET', `/api/v3/${MESSAGE}/${made.body.data.id}`, { token: s.g.owner });
        expect(after.body.data.status).toBe('draft');
    });

    it('sends reminders only to customers who agreed to them', async () => {
        const { customer, vehicle } = await garageRecords({ reminder_consent: false });
        const body = {
            kind: 'licence_reminder',
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            channel: 'whatsapp',
        };
        expectError(await draft(s.g.owner, body), 409, 'no_reminder_consent');
        const agreed = await garageRecords({ reminder_consent: true });
        const ok = await draft(s.g.owner, {
            ...body,
            customer_id: agreed.customer.id,
            vehicle_id: agreed.vehicle.id,
            locale: 'en',
        });
        expect(ok.body.data.body).toContain('expires on Sun 20 Dec 2026');
    });
});

describe('the timeline', () => {
    it('lists a customer’s messages newest first, never to another workspace', async () => {
        const { customer, job } = await garageRecords();
        const first = await draft(s.g.owner, {
            kind: 'estimate',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        const second = await draft(s.g.owner, {
            kind: 'invoice',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'email',
        });
        const list = await call(s.t.app, 'GET', `/api/v3/${MESSAGE}`, {
            token: s.g.member,
            query: { customer_id: String(customer.id) },
        });
        expect(list.body.data.map((one: { id: number }) => one.id)).toEqual([second.body.data.id, first.body.data.id]);
        const id = first.body.data.id;
        expectError(await call(s.t.app, 'GET', `/api/v3/${MESSAGE}/${id}`, { token: s.g.stranger }), 404, 'not_found');
        expectError(await send(s.g.stranger, id), 404, 'not_found');
        const theirs = await call(s.t.app, 'GET', `/api/v3/${MESSAGE}`, { token: s.g.stranger });
        expect(theirs.body.total).toBe(0);
    });

    it('says who wrote each message, and shows a job’s messages on its vehicle', async () => {
        const { customer, job, vehicle } = await garageRecords({ reminder_consent: true });
        const written = await draft(s.g.member, {
            kind: 'vehicle_ready',
            customer_id: customer.id,
            job_id: job.id,
            channel: 'whatsapp',
        });
        expect(written.body.data.created_by_name).toMatch(/^User user_/);
        const onVehicle = await call(s.t.app, 'GET', `/api/v3/${MESSAGE}`, {
            token: s.g.owner,
            query: { vehicle_id: String(vehicle.id) },
        });
        expect(onVehicle.body.data.map((one: { id: number }) => one.id)).toEqual([written.body.data.id]);
        const reminder = await draft(s.g.owner, {
            kind: 'licence_reminder',
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            channel: 'email',
        });
        expect(reminder.body.data.body).toContain(vehicle.plate);
        expect(reminder.body.data.created_by_name).not.toBe(written.body.data.created_by_name);
    });
});

describe('with SMTP_URL', () => {
    it('sends the e-mail through the SMTP server', async () => {
        const smtp = await startSmtp();
        const t = await startTestApp({ SMTP_URL: smtp.url });
        try {
            const { workspaceToken: token, workspace } = await signedInOwner(t);
            await t.database.db
                .update(workspaces)
                .set({ email: 'office@garage.test' })
                .where(eq(workspaces.id, workspace.id));
            const customer = await create(t, token, 'relationship/customer', {
                name: 'Wong',
                email: 'wong@example.test',
            });
            const vehicle = await create(t, token, 'motor-garage/vehicle', {
                plate: 'XY 88',
                customer_id: customer.id,
            });
            const job = await invoicedJob(t, token, 50, { customer_id: customer.id, vehicle_id: vehicle.id });
            const body = {
                kind: 'payment_receipt',
                customer_id: customer.id,
                job_id: job.id,
                channel: 'email',
                locale: 'en',
            };
            const made = await call(t.app, 'POST', `/api/v3/${MESSAGE}`, { token, body });
            const sent = await call(t.app, 'POST', `/api/v3/${MESSAGE}/${made.body.data.id}/send`, { token });
            expect(sent.body.data.status).toBe('queued');
            await waitForStatus(t, token, made.body.data.id, ['sent']);
            const mail = parseMail((await smtp.waitForMail('wong@example.test')).raw);
            expect(mail.text).toContain('invoice ' + job.invoice_number + ' (XY 88). Balance now HK$0.50.');
            // In the garage's name, at the platform's address; replies reach the garage.
            expect(mail.headers.from).toBe(`${workspace.name} via Pitstop <no-reply@localhost>`);
            expect(mail.headers['reply-to']).toBe('office@garage.test');
        } finally {
            await t.close();
            await smtp.close();
        }
    });
});
