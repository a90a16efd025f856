import { expect, test, type Locator } from '@playwright/test';
import { startFakeProvider } from '../support/delivery';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot } from './helpers';
import { makeOwnGarage, signInToOwnGarage } from './own-garage';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };
const SMS_PATH = '/2010-04-01/Accounts/AC7/Messages.json';

/** What the section says of a channel (its <dd> beside the channel's <dt>). */
const saysOf = (region: Locator, channel: string) =>
    region.locator('dt', { hasText: channel }).locator('xpath=following-sibling::dd[1]');

test.use({ viewport: PHONE });

test("on a phone in Traditional Chinese, the owner sets the garage's own SMS account; a job's message goes out through it", async ({
    page,
    request,
}) => {
    // The garage's SMS provider, answering as Twilio does.
    const sms = await startFakeProvider(() => ({ status: 201, body: { sid: 'SM-e2e' } }));
    try {
        // A garage of its own: its SMS account changes how the messages of no other journey go out.
        await signInToOwnGarage(page, await makeOwnGarage(request, 'Tai Po Auto Repair'));
        await page.evaluate(() =>
            (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
        );
        const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
            name: '李美玲',
            phone: '6345 6789',
            preferred_locale: 'zh-hk',
        });
        const vehicle = await api(page, 'POST', '/api/v3/motor-garage/vehicle', {
            plate: 'SM 2468',
            customer_id: customer.id,
        });
        const job = await api(page, 'POST', '/api/v3/motor-garage/invoice', {
            customer_id: customer.id,
            vehicle_id: vehicle.id,
            lines: [{ kind: 'custom', description: 'Battery', quantity_milli: 1000, unit_price_cents: 98_000 }],
        });

        // Organization → Sending accounts: how messages go out today (no setup: WhatsApp by hand, no SMS).
        await page.goto('/app/organization/sending');
        const channels = page.getByRole('region', { name: '發送途徑' });
        await expect(saysOf(channels, 'WhatsApp')).toHaveText('人手發送：每則訊息會開啟 WhatsApp 並填好內容');
        await expect(saysOf(channels, '短訊')).toHaveText('未提供：未設定短訊帳戶');
        await expectFitsWidth(page);
        await expectAccessible(page);

        // The garage's own SMS account; its token is never shown again.
        await channels.getByLabel('訊息 API 網址').fill(`${sms.url}${SMS_PATH}`);
        await channels.getByLabel('發送號碼或名稱').fill('+85230007777');
        await channels.getByLabel('權杖（user:secret）').fill('AC7:garage-secret');
        await channels.getByRole('button', { name: '儲存短訊帳戶' }).click();
        await expect(saysOf(channels, '短訊')).toHaveText('由系統經你哋自己嘅帳戶發出');
        await expect(channels.getByLabel('權杖（user:secret）')).toHaveValue('');
        await expect(channels.getByText('已儲存權杖：留空即保留').first()).toBeVisible();
        await expectFitsWidth(page);
        await expectAccessible(page);
        await shot(page, 'phone-sending-channels');

        // The job's message, by SMS now that the garage has an account: queued, sent through it, shown as sent.
        await page.goto(`/app/motor-garage/invoice/${job.id}/show`);
        await page.getByRole('button', { name: '發送訊息' }).click();
        const send = page.getByRole('dialog', { name: '發送訊息' });
        await send.getByRole('combobox', { name: '途徑' }).click();
        await page.getByRole('option', { name: '短訊' }).click();
        await expect(send.getByRole('textbox', { name: '內容' })).toHaveValue(/李美玲/);
        await expectAccessible(page);
        await send.getByRole('button', { name: '發送', exact: true }).click();
        await expect(send).toBeHidden();
        await expect.poll(() => sms.requests.length, { timeout: 20_000 }).toBe(1);
        const [delivered] = sms.requests;
        expect(delivered.url).toBe(SMS_PATH);
        expect(delivered.headers.authorization).toBe(`Basic ${Buffer.from('AC7:garage-secret').toString('base64')}`);
        const form = new URLSearchParams(delivered.body);
        expect(form.get('To')).toBe('+85263456789');
        expect(form.get('From')).toBe('+85230007777');
        expect(form.get('Body')).toContain('李美玲');
        const timeline = page.getByRole('region', { name: '訊息', exact: true });
        await expect(timeline.getByText('已發送').first()).toBeVisible({ timeout: 20_000 });
        await expectFitsWidth(page);

        // Back to no SMS: the account and its token forgotten.
        await page.goto('/app/organization/sending');
        await channels.getByRole('button', { name: '停用自己嘅帳戶' }).click();
        await expect(saysOf(channels, '短訊')).toHaveText('未提供：未設定短訊帳戶');
    } finally {
        await sms.close();
    }
});
