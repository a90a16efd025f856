import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot, signInAsDemo } from './helpers';

const JOBS = '/api/v3/motor-garage/invoice';
const brakes = { kind: 'custom', description: 'Front brake pads', description_zh: '前剎車皮', quantity_milli: 1000 };
const alignment = { kind: 'custom', description: 'Wheel alignment', description_zh: '四輪定位', quantity_milli: 1000 };

test("an estimate sent on WhatsApp, approved line by line and signed on the customer's phone, seen by the garage", async ({
    page,
    browser,
}) => {
    await signInAsDemo(page);
    const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
        name: '陳大文',
        phone: '6123 4567',
        preferred_locale: 'zh-hk',
    });
    const vehicle = await api(page, 'POST', '/api/v3/motor-garage/vehicle', {
        plate: 'ES 1923',
        customer_id: customer.id,
    });
    const job = await api(page, 'POST', JOBS, {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        complaint: 'Squeal when braking',
        lines: [
            { ...brakes, unit_price_cents: 80_000 },
            { ...alignment, unit_price_cents: 45_000 },
        ],
    });

    // The estimate on WhatsApp, in the customer's Cantonese: the chat opens with the message and its estimate link.
    await page.goto(`/app/motor-garage/invoice/${job.id}/show`);
    await expect(page.getByRole('button', { name: 'Share estimate link' })).toBeVisible();
    await expect(page.getByText('The customer has not signed the estimate yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    const send = page.getByRole('dialog', { name: 'Send a message' });
    await expect(send.getByRole('textbox', { name: 'Message' })).toHaveValue(/^你好陳大文，你部車 ES 1923 嘅報價/);
    await expectAccessible(page);
    await page
        .context()
        .route('https://wa.me/**', route => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const chat = page.waitForEvent('popup');
    await send.getByRole('button', { name: 'Send' }).click();
    const popup = await chat;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text')!;
    await popup.close();
    expect(text).toContain('1,250.00');
    const link = /\/portal\/estimate\/[\w-]{43}/.exec(text)![0];

    // The customer opens it on their phone, without signing in: the estimate in Hong Kong Chinese.
    const customerBrowser = await browser.newContext({ viewport: PHONE, locale: 'zh-HK' });
    const phone = await customerBrowser.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: `報價 ${job.number}` })).toBeVisible();
    await expect(phone.getByText('前剎車皮')).toBeVisible();
    await expect(phone.getByText('報價總額')).toBeVisible();
    await expectFitsWidth(phone);
    await expectAccessible(phone);
    await shot(phone, 'portal-estimate');

    // Meanwhile the garage makes the alignment cheaper: signing the old estimate reloads it, saying why.
    const current = await api(page, 'GET', `${JOBS}/${job.id}`);
    await api(page, 'PUT', `${JOBS}/${job.id}`, {
        version: current.version,
        lines: [
            { ...brakes, unit_price_cents: 80_000 },
            { ...alignment, unit_price_cents: 40_000 },
        ],
    });
    const decide = async (item: string, decision: '做' | '唔做') =>
        phone
            .getByRole('group', { name: `${item}：你嘅決定` })
            .getByRole('button', { name: decision, exact: true })
            .click();
    await decide('前剎車皮', '做');
    await decide('四輪定位', '唔做');
    await phone.getByRole('textbox', { name: '打你嘅全名簽名' }).fill('陳大文');
    await phone.getByRole('button', { name: '簽名並送出' }).click();
    await expect(phone.getByRole('alert')).toContainText('車房改咗呢張報價');
    await expect(phone.getByText('HK$400.00').first()).toBeVisible();

    // Approve the brakes, decline the alignment, sign: the thank-you lists both answers.
    await decide('前剎車皮', '做');
    await decide('四輪定位', '唔做');
    await expect(phone.getByText('你確認做嘅項目總額').locator('..')).toContainText('HK$800.00');
    await phone.getByRole('button', { name: '簽名並送出' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: '多謝你，陳大文' })).toBeVisible();
    await expect(phone.getByRole('region', { name: '確認做' })).toContainText('前剎車皮');
    await expect(phone.getByRole('region', { name: '唔做' })).toContainText('四輪定位');
    await expectFitsWidth(phone);
    await expectAccessible(phone);
    await shot(phone, 'portal-estimate-signed');

    // Opened again, the link shows the decision rather than asking again.
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: '你已經答覆咗呢張報價' })).toBeVisible();
    await expect(phone.getByRole('status')).toContainText('陳大文');
    await customerBrowser.close();

    // The job page, left open, shows the signature without a reload, and each line's answer.
    const approval = page.locator('section', { has: page.getByRole('heading', { name: 'Approval' }) });
    await expect(approval).toContainText('陳大文', { timeout: 25_000 });
    await expect(approval).toContainText('127.0.0.1');
    await expect(page.getByRole('row', { name: /Front brake pads/ })).toContainText('Approved');
    await expect(page.getByRole('row', { name: /Wheel alignment/ })).toContainText('Declined');
    await expectAccessible(page);
    await shot(page, 'job-approval');
    const signed = await api(page, 'GET', `${JOBS}/${job.id}`);
    expect(signed.approval).toMatchObject({ signature_name: '陳大文', ip_address: '127.0.0.1', stale: false });
    expect(signed.approval.user_agent).toContain('Chrome');
    expect(signed.lines.map((line: { approval: string }) => line.approval)).toEqual(['approved', 'declined']);

    // A change after signing: the garage is warned the estimate changed since approval.
    await api(page, 'PUT', `${JOBS}/${job.id}`, {
        version: signed.version,
        lines: [
            { ...brakes, unit_price_cents: 85_000 },
            { ...alignment, unit_price_cents: 40_000 },
        ],
    });
    await page.reload();
    await expect(approval.getByRole('alert')).toContainText('Estimate changed since approval');
    await expectAccessible(page);
});
