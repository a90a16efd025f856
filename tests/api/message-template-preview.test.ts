import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageTemplates, workspaces } from '../../server/db/schema';
import { call, expectError } from '../support/factories';
import { create, garageSuite, invoicedJob } from '../support/garage';

const s = garageSuite();
const PREVIEW = '/api/v3/motor-garage/message-template/preview';

const preview = (token: string, body: object) => call(s.t.app, 'POST', PREVIEW, { token, body });

/** A wording as the editor sends it: the kind, language and channel, and the draft text. */
const draft = (body: string, more: object = {}) => ({
    kind: 'invoice',
    locale: 'zh-hk',
    channel: 'sms',
    body,
    ...more,
});

describe('POST message-template/preview', () => {
    it('fills a draft from a sample while the garage has no job, with the garage’s own name', async () => {
        await s.t.database.db
            .update(workspaces)
            .set({ name: '大文車房', phone: '2345 6789' })
            .where(eq(workspaces.id, s.g.workspace.id));
        const answer = await preview(s.g.member, draft('{{customer_name}} 你好，\n{{garage_name}} {{garage_phone}}'));
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
            subject: null,
            body: '陳大文 你好，\n大文車房 2345 6789',
            job_id: null,
            job_number: null,
            sms: { encoding: 'ucs2', characters: 22, segments: 1 },
        });
    });

    it('fills it from the latest job, in each language, with the kind’s link and nothing written', async () => {
        const customer = await create(s.t, s.g.owner, 'relationship/customer', { name: 'Mr Chan', phone: '9123 4567' });
        const vehicle = await create(s.t, s.g.owner, 'motor-garage/vehicle', {
            plate: 'PV 1',
            customer_id: customer.id,
        });
        const job = await invoicedJob(s.t, s.g.owner, 123450, { customer_id: customer.id, vehicle_id: vehicle.id });
        const text = 'Hi {{customer_name}}, {{plate}} {{invoice_number}}: {{balance}}\n{{link}}';
        const en = await preview(s.g.owner, draft(text, { locale: 'en', channel: 'whatsapp' }));
        expect(en.body.data.job_id).toBe(job.id);
        expect(en.body.data.job_number).toBe(job.number);
        expect(en.body.data.sms).toBeNull();
        expect(en.body.data.body).toMatch(
            new RegExp(
                `^Hi Mr Chan, PV 1 ${job.invoice_number}: HK\\$1,234\\.50\\nhttp://\\S+/portal/invoice/\\S{43}$`,
            ),
        );
        const links = await call(s.t.app, 'GET', '/api/v3/motor-garage/message', { token: s.g.owner });
        expect(links.body.total).toBe(0);

        const email = await preview(
            s.g.owner,
            draft('{{due_date}}', { subject: '發票 {{invoice_number}}', channel: 'email' }),
        );
        expect(email.body.data.subject).toBe(`發票 ${job.invoice_number}`);
        // a job without a due day shows the sample's: the wording is what is previewed
        expect(email.body.data.body).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日（星期.）$/);
    });

    it('counts an SMS as the network does: GSM-7 160 alone, 153 a part; Chinese 70 alone, 67 a part', async () => {
        const sms = async (body: string) => (await preview(s.g.owner, draft(body))).body.data.sms;
        expect(await sms('a'.repeat(160))).toEqual({ encoding: 'gsm7', characters: 160, segments: 1 });
        expect(await sms('a'.repeat(161))).toEqual({ encoding: 'gsm7', characters: 161, segments: 2 });
        expect(await sms('€'.repeat(80))).toEqual({ encoding: 'gsm7', characters: 160, segments: 1 });
        expect(await sms('車'.repeat(70))).toEqual({ encoding: 'ucs2', characters: 70, segments: 1 });
        expect(await sms('車'.repeat(71))).toEqual({ encoding: 'ucs2', characters: 71, segments: 2 });
        expect(await sms('車'.repeat(135))).toEqual({ encoding: 'ucs2', characters: 135, segments: 3 });
    });

    it('names an unknown placeholder on its field, as saving does', async () => {
        const body = await preview(s.g.owner, draft('{{客戶名}} 你好'));
        expectError(body, 400, 'validation_failed');
        expect(body.body.details).toEqual([{ field: 'body', error: 'unknown_placeholder', placeholder: '客戶名' }]);
        const subject = await preview(s.g.owner, draft('ok', { channel: 'email', subject: '{{ discount }}' }));
        expect(subject.body.details).toEqual([
            { field: 'subject', error: 'unknown_placeholder', placeholder: 'discount' },
        ]);
        const rows = await s.t.database.db.select().from(messageTemplates);
        expect(rows).toEqual([]);
    });

    it('never shows another workspace’s job, and asks for the template permission', async () => {
        const customer = await create(s.t, s.g.owner, 'relationship/customer', { name: '黃太', phone: '9876 5432' });
        const job = await invoicedJob(s.t, s.g.owner, 5000, { customer_id: customer.id });
        const mine = await preview(s.g.owner, draft('{{customer_name}}', { job_id: job.id }));
        expect(mine.body.data).toMatchObject({ body: '黃太', job_id: job.id });

        // The other garage: the job id is unknown there, and its own preview is its sample, not this garage's job.
        expectError(await preview(s.g.stranger, draft('{{customer_name}}', { job_id: job.id })), 404, 'not_found');
        const theirs = await preview(s.g.stranger, draft('{{customer_name}}'));
        expect(theirs.body.data).toMatchObject({ body: '陳大文', job_id: null });

        expectError(await preview(s.g.userToken, draft('x')), 403, 'workspace_required');
        expectError(await call(s.t.app, 'POST', PREVIEW, { body: draft('x') }), 401, 'unauthorized');
        expectError(await preview(s.g.owner, draft('x', { channel: 'link' })), 400, 'validation_failed');
    });
});
