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
    await expect(page.getByRole('heading', { name: "Customer's answer" })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    const send = page.getByRole('dialog', { name: 'Send a message' });
    await expect(send.getByRole('textbox', { name: 'Message' })).toHaveValue(/^你好陳大文，\nES 1923 嘅報價/);
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
    await page.reload();
    await expect(page.getByText('The estimate link is with the customer; they have not opened it yet.')).toBeVisible();

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

    // The job page, left open, shows the answer at its top without a reload, and each line's answer.
    const answer = page.locator('section', { has: page.getByRole('heading', { name: "Customer's answer" }) });
    await expect(answer).toContainText('陳大文 answered: 1 approved, 1 declined.', { timeout: 25_000 });
    await expect(answer).toContainText('Not billed: $400.00 (1 line)');
    await expect(answer).toContainText('127.0.0.1');
    await expect(page.getByRole('row', { name: /Front brake pads/ })).toContainText('Approved');
    await expect(page.getByRole('row', { name: /Wheel alignment/ })).toContainText('Declined');
    await expectAccessible(page);
    await shot(page, 'job-approval');
    const signed = await api(page, 'GET', `${JOBS}/${job.id}`);
    expect(signed.approval).toMatchObject({ signature_name: '陳大文', ip_address: '127.0.0.1', stale: false });
    expect(signed.approval.user_agent).toContain('Chrome');
    expect(signed).toMatchObject({ approval_state: 'answered', total_cents: 80_000 });

    // The desk hears it: the bell counts it, and its notification opens the job.
    await page.goto('/app/motor-garage/invoice');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const told = page.getByRole('button', { name: new RegExp(`${job.number}: 陳大文 answered the estimate`) });
    await expect(told).toContainText('1 approved, 1 declined');
    await expectAccessible(page);
    await told.click();
    await page.waitForURL(new RegExp(`/app/motor-garage/invoice/${job.id}/show$`));

    // A change after signing: the garage is warned, and the changed brakes wait for the customer's word again; the
    // customer agrees by phone, which the desk records.
    await api(page, 'PUT', `${JOBS}/${job.id}`, {
        version: signed.version,
        lines: [
            { ...brakes, unit_price_cents: 85_000 },
            { ...alignment, unit_price_cents: 40_000 },
        ],
    });
    await page.reload();
    await expect(answer.getByRole('alert').filter({ hasText: 'Estimate changed since approval' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Front brake pads/ })).toContainText('Not approved');
    await answer.getByRole('button', { name: 'Record approval' }).click();
    const record = page.getByRole('dialog', { name: `Record the approval of ${job.number}` });
    await record.getByRole('checkbox', { name: /^Front brake pads · \$850\.00/ }).check();
    await record.getByRole('textbox', { name: 'Note' }).fill('Agreed HK$850 on the phone');
    await expectAccessible(page);
    await record.getByRole('button', { name: 'Record approval' }).click();
    await expect(page.getByRole('row', { name: /Front brake pads/ })).toContainText('Approved by phone');
    await expect(answer).toContainText('Agreed HK$850 on the phone');

    // The invoice leaves the declined alignment out, and says so before it is issued.
    await page.getByRole('button', { name: 'Invoice', exact: true }).click();
    const invoice = page.getByRole('dialog', { name: `Invoice job ${job.number}` });
    await expect(invoice).toContainText('Total: $850.00');
    await expect(invoice).toContainText('Wheel alignment · $400.00 — Declined by the customer');
    await expectAccessible(page);
    await invoice.getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByText('Invoiced', { exact: true }).first()).toBeVisible();
    const invoiced = await api(page, 'GET', `${JOBS}/${job.id}`);
    expect(invoiced).toMatchObject({ status: 'invoiced', total_cents: 85_000, balance_cents: 85_000 });

    // The customer's invoice on their phone bills the brakes alone; the estimate link is closed now.
    await page.getByRole('button', { name: 'Share invoice link' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Invoice link for the customer' });
    const invoiceLink = await shareDialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await shareDialog.getByRole('button', { name: 'Close' }).click();
    const later = await browser.newContext({ viewport: PHONE, locale: 'zh-HK' });
    const customerPhone = await later.newPage();
    await customerPhone.goto(new URL(invoiceLink).pathname);
    await expect(customerPhone.getByRole('img', { name: /HK\$850\.00/ })).toBeVisible();
    const items = customerPhone.getByRole('region', { name: '項目' });
    await expect(items).toContainText('前剎車皮');
    await expect(items).not.toContainText('四輪定位');
    await expectFitsWidth(customerPhone);
    await expectAccessible(customerPhone);
    await customerPhone.goto(link);
    await expect(customerPhone.getByRole('heading', { level: 1, name: '你已經答覆咗呢張報價' })).toBeVisible();
    await later.close();
});
