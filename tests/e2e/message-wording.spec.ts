import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot } from './helpers';
import { makeOwnGarage, signInToOwnGarage } from './own-garage';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };

test.use({ viewport: PHONE });

test('on a phone in Traditional Chinese, the owner words a message with placeholder chips, previews it as an SMS with its length, and is told which placeholder is unknown', async ({
    page,
    request,
}) => {
    // A garage of its own with one job: the preview shows the wording with it.
    await signInToOwnGarage(page, await makeOwnGarage(request, 'Sha Tin Motors'));
    await page.evaluate(() =>
        (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
    );
    const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
        name: '何志明',
        phone: '6123 4567',
        preferred_locale: 'zh-hk',
    });
    const vehicle = await api(page, 'POST', '/api/v3/motor-garage/vehicle', {
        plate: 'WD 8080',
        customer_id: customer.id,
    });
    const job = await api(page, 'POST', '/api/v3/motor-garage/invoice', {
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        lines: [{ kind: 'custom', description: 'Brake pads', quantity_milli: 1000, unit_price_cents: 68_000 }],
    });

    // Organization → Message wording opens on the wording: the sending accounts are a page of their own.
    await page.goto('/app/organization/messages');
    await expect(page.getByRole('heading', { name: '訊息範本', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '發送途徑' })).toHaveCount(0);
    await page.getByRole('button', { name: '報價' }).click();

    // The wording in the staff's own language, placeholders by their name, never a code.
    const body = page.getByRole('textbox', { name: '內容' });
    await expect(body).toHaveValue(/^你好\{客戶姓名\}，\n\{車牌\} 嘅報價/);
    await expect(body).not.toHaveValue(/\{\{/);

    // Short lines and a chip put at the cursor; the preview follows, with the job's real customer and plate.
    await body.fill('你好，\n請睇報價：');
    await page.getByRole('group', { name: '插入佔位符' }).getByRole('button', { name: '車牌' }).click();
    await expect(body).toHaveValue('你好，\n請睇報價：{車牌}');
    const preview = page.getByRole('region', { name: '預覽' });
    await expect(preview.getByText(`用最近嘅工作單 ${job.number}`)).toBeVisible();
    await preview.getByRole('button', { name: '短訊' }).click();
    await expect(preview.getByTestId('wording-preview')).toHaveText('你好，\n請睇報價：WD 8080');
    await expect(preview.getByTestId('sms-length')).toHaveText(/^短訊：16 個字，1 條/);
    await expectFitsWidth(page);
    await expectAccessible(page);
    await shot(page, 'phone-message-wording');

    // A placeholder of its own: named on the field, in Chinese; nothing can be saved until it is put right.
    await body.fill('你好，{折扣碼}');
    await expect(page.getByText('未知嘅佔位符 {折扣碼}：請用下面嘅按鈕插入')).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: '儲存' })).toBeDisabled();
    await expectAccessible(page);

    // Put right with a chip: the preview has the customer's name.
    await body.fill('你好，');
    await page.getByRole('group', { name: '插入佔位符' }).getByRole('button', { name: '客戶姓名' }).click();
    await expect(preview.getByTestId('wording-preview')).toHaveText('你好，何志明');
    await expect(page.getByText(/^未知嘅佔位符/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '儲存' })).toBeEnabled();
});
