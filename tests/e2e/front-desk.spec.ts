import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, localTimeAhead, PHONE, shot, signInAsDemo } from './helpers';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };

/** A page as the mechanic's phone shows it: its heading, no title cut short in the bar, no sideways scrolling, nothing serious for axe. */
async function expectPhonePage(page: Page, name: string) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#react-admin-title')).toBeHidden();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await shot(page, `phone-${name}`);
}

test.use({ viewport: PHONE });

test('on a phone in Traditional Chinese: a caller found by plate, a walk-in made into a job, an overdue invoice from the home page', async ({
    page,
}) => {
    await signInAsDemo(page);
    await page.evaluate(() =>
        (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
    );
    await page.goto('/app/motor-garage/statistic');
    await expect(page.getByRole('heading', { level: 1, name: '統計' })).toBeVisible();
    await expectPhonePage(page, 'home');

    // The owner's home: unpaid invoices by age; the overdue ones are one tap from the list that chases them.
    const aging = page.getByRole('list', { name: '未付發票賬齡' });
    await aging.getByRole('link', { name: '逾期 1–30 日' }).click();
    await expect(page).toHaveURL(/\/motor-garage\/invoice\?/);
    await expect(page.getByRole('tab', { name: '逾期', selected: true })).toBeVisible();
    await expect(page.getByText(/^逾期 \d+ 日$/).first()).toBeVisible();
    await expectPhonePage(page, 'overdue-jobs');
    await page
        .getByText(/^J-\d{4}-\d{5}$/)
        .first()
        .click();
    await expect(page).toHaveURL(/\/motor-garage\/invoice\/\d+\/show$/);
    const overdue = await api(
        page,
        'GET',
        `/api/v3/motor-garage/invoice/${new URL(page.url()).pathname.split('/').at(-2)}`,
    );
    expect(overdue).toMatchObject({ status: 'invoiced' });
    expect(overdue.balance_cents).toBeGreaterThan(0);
    expect(overdue.due_date < new Date().toISOString().slice(0, 10)).toBe(true);
    // Record payment at hand; Void is not beside it, but in the menu of more actions.
    await expect(page.getByRole('button', { name: '記錄付款' })).toBeVisible();
    await expect(page.getByRole('button', { name: '作廢' })).toHaveCount(0);
    await page.getByRole('button', { name: '更多操作' }).click();
    await expect(page.getByRole('menuitem', { name: '作廢' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectPhonePage(page, 'overdue-job');

    // The mechanic's calendar opens on today alone.
    await page.goto('/app/motor-garage/invoice-calendar');
    await expect(page.getByRole('button', { name: '日', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectPhonePage(page, 'calendar-day');

    // A caller reads out a plate: the car and its service history are one step away.
    await page.getByRole('combobox', { name: '搜尋客戶、車輛及工作單' }).fill('kl1001');
    await page.getByRole('option', { name: /KL 1001/ }).click();
    await expect(page).toHaveURL(/\/motor-garage\/vehicle\/\d+\/show$/);
    // Its messages carry long links, which wrap rather than widen the page.
    const vehicle = await api(
        page,
        'GET',
        `/api/v3/motor-garage/vehicle/${new URL(page.url()).pathname.split('/').at(-2)}`,
    );
    await api(page, 'POST', '/api/v3/motor-garage/message', {
        kind: 'licence_reminder',
        customer_id: vehicle.customer_id,
        vehicle_id: vehicle.id,
        channel: 'whatsapp',
    });
    await page.reload();
    await expect(page.getByText(/\/portal\/opt-out\//).first()).toBeVisible();
    const history = page.getByRole('list', { name: '維修記錄' });
    await expect(history.getByRole('listitem').first()).toBeVisible();
    await expect(history.getByRole('link', { name: /^J-\d{4}-\d{5}$/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '新增工作單' })).toBeVisible();
    await expect(page.getByRole('link', { name: '預約' })).toBeVisible();
    await expectPhonePage(page, 'vehicle-history');

    // A walk-in books an oil change; at the counter the booking becomes a job: the caller is a customer on file (found
    // by phone), their new car is added to them.
    await page.goto('/app/motor-garage/booking');
    await expect(page.getByRole('tab', { name: '今日', selected: true })).toBeVisible();
    await expectPhonePage(page, 'bookings-today');
    await page.goto('/app/motor-garage/booking/create');
    await page.getByLabel('開始').fill(localTimeAhead(22, 14));
    await page.getByLabel('結束').fill(localTimeAhead(22, 15));
    await page.getByLabel('散客姓名').fill('陳生');
    await page.getByLabel('散客電話').fill('9123 4567');
    await page.getByLabel('車牌（未登記）').fill('hj 4321');
    await page.getByRole('combobox', { name: '服務' }).fill('SVC-OIL');
    // the price list's Chinese name, for Chinese staff
    await page.getByRole('option', { name: /更換機油及機油隔/ }).click();
    await expectPhonePage(page, 'booking-create');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/motor-garage\/booking\/\d+\/show$/);
    await expect(page.getByRole('link', { name: '9123 4567', exact: true })).toHaveAttribute('href', 'tel:91234567');
    await expect(page.getByRole('link', { name: '以 WhatsApp 聯絡 9123 4567' })).toHaveAttribute(
        'href',
        'https://wa.me/85291234567',
    );
    await page.getByRole('button', { name: '已到達' }).click();
    await expect(page.getByText('已到達', { exact: true }).first()).toBeVisible();
    await expectPhonePage(page, 'booking-arrived');
    await page.getByRole('button', { name: '轉為工作單' }).click();
    await expect(page).toHaveURL(/\/motor-garage\/invoice\/\d+\/show$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').at(-2));
    const job = await api(page, 'GET', `/api/v3/motor-garage/invoice/${jobId}`);
    expect(job.lines.map((line: { description: string }) => line.description)).toEqual(['Oil and filter change']);
    await expect(page.getByRole('link', { name: '陳大文 Chan Tai Man' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'HJ 4321' })).toBeVisible();
    await expectPhonePage(page, 'walk-in-job');
    await page.getByRole('link', { name: '陳大文 Chan Tai Man' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '陳大文 Chan Tai Man' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'HJ 4321' })).toBeVisible();
    await expectPhonePage(page, 'walk-in-customer');
});
