import { expect, test, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot, signIn } from './helpers';
import { makeOwnGarage, signInToOwnGarage } from './own-garage';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };
type WithClipboard = { navigator: { clipboard: { readText(): Promise<string> } } };

/** The app in Hong Kong Chinese from the next page on. */
const inCantonese = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')));

/** A page as a phone shows it: its heading, no sideways scrolling, nothing serious or critical for axe. */
async function expectPhonePage(page: Page, name: string) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await shot(page, `phone-settings-${name}`);
}

/** The sidebar, opened from the top bar as on a phone. */
async function openSidebar(page: Page) {
    await page.getByRole('button', { name: '開啟選單' }).click();
    return page.getByRole('navigation');
}

/** A two-line estimate in `page`'s garage, answered by its customer on the link: the first line yes, the second no. */
async function answeredJob(page: Page) {
    const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
        name: '陳大文',
        phone: '6123 4567',
        preferred_locale: 'zh-hk',
    });
    const job = await api(page, 'POST', '/api/v3/motor-garage/invoice', {
        customer_id: customer.id,
        complaint: 'Squeal when braking',
        lines: [
            {
                kind: 'custom',
                description: 'Front brake pads and discs, both sides',
                description_zh: '更換前輪剎車皮及剎車碟（左右兩邊）',
                quantity_milli: 2000,
                unit_price_cents: 80_000,
            },
            {
                kind: 'custom',
                description: 'Wheel alignment',
                description_zh: '四輪定位',
                quantity_milli: 1000,
                unit_price_cents: 45_000,
            },
        ],
    });
    const { url } = await api(page, 'POST', `/api/v3/motor-garage/invoice/${job.id}/share`, { purpose: 'estimate' });
    const token = url.split('/portal/estimate/')[1];
    const shown = await (await page.request.get(`/public/v3/portal/${token}`)).json();
    const [brakes, alignment] = shown.data.estimate.lines.map((line: { id: number }) => line.id);
    const answer = await page.request.post(`/public/v3/portal/${token}/approve`, {
        data: {
            approved_line_ids: [brakes],
            declined_line_ids: [alignment],
            signature_name: '陳大文',
            estimate_hash: shown.data.estimate.estimate_hash,
        },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return job;
}

test.use({ viewport: PHONE });

test("on a phone in Traditional Chinese: a job's lines as cards with the customer's answer, compact reminders, the settings in the sidebar and the booking page's address to copy, open and print", async ({
    page,
    browser,
    request,
}) => {
    test.setTimeout(480_000); // a long journey, axe-core on eight pages and dialogs (5 minutes on a busy machine)
    const garage = await makeOwnGarage(request, 'Phone Settings Garage');
    await signInToOwnGarage(page, garage);
    const job = await answeredJob(page);
    await inCantonese(page);

    // The job's lines: a card each, the answer beside the name, nothing off screen.
    await page.goto(`/app/motor-garage/invoice/${job.id}/show`);
    const lines = page.locator('section').filter({ has: page.getByRole('heading', { name: '項目' }) });
    await expect(lines.getByRole('table')).toHaveCount(0);
    const cards = lines.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const [brakes, alignment] = [cards.nth(0), cards.nth(1)];
    await expect(brakes).toContainText('更換前輪剎車皮及剎車碟（左右兩邊）');
    await expect(brakes).toContainText('2 × $800.00 =$1,600.00');
    // scrolled to, down the page: the whole chip is on screen (none of it off to the side)
    for (const [card, answer] of [
        [brakes, '確認做'],
        [alignment, '唔做'],
    ] as const) {
        const chip = card.getByText(answer, { exact: true });
        await chip.scrollIntoViewIfNeeded();
        await expect(chip).toBeInViewport({ ratio: 1 });
    }
    await expectPhonePage(page, 'job-lines');

    // Reminders: the settings folded on top; the lists in short rows.
    await page.goto('/app/motor-garage/reminders');
    const settings = page.getByRole('button', { name: '設定' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectPhonePage(page, 'reminders');
    await settings.click();
    await expect(page.getByRole('switch', { name: '續牌提示' })).toBeVisible();
    await expectAccessible(page);

    // The bookings list: its export button is named, even with nothing to export.
    await page.goto('/app/motor-garage/booking');
    await expect(page.getByRole('button', { name: '匯出' })).toBeVisible();
    await expectPhonePage(page, 'bookings');

    // The organization's settings from the sidebar: the booking page's address, saved, then copied, opened, printed.
    await (await openSidebar(page)).getByRole('menuitem', { name: '機構設定' }).click();
    await expect(page).toHaveURL(/\/app\/organization\/profile$/);
    const slug = `phone-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: '預約頁網址' }).fill(slug);
    await page.getByRole('switch', { name: '容許客人網上預約' }).check();
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await expect(page.getByText('機構資料已儲存')).toBeVisible();
    const address = `${new URL(page.url()).origin}/portal/book/${slug}`;
    await expect(page.getByText(address, { exact: true })).toBeVisible();
    await expectPhonePage(page, 'organization-profile');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: '複製預約頁網址' }).click();
    await expect(page.getByText('已複製網址')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as WithClipboard).navigator.clipboard.readText())).toBe(
        address,
    );

    const tab = page.waitForEvent('popup');
    await page.getByRole('link', { name: '喺新分頁打開預約頁' }).click();
    const bookingPage = await tab;
    await bookingPage.waitForURL(address);
    await expect(bookingPage.getByRole('heading', { level: 1 })).toBeVisible();
    await bookingPage.close();

    await page.getByRole('button', { name: '預約頁嘅 QR 海報，用嚟列印' }).click();
    const poster = page.getByRole('dialog', { name: 'QR 海報' });
    await expect(poster.getByText(garage.name)).toBeVisible();
    await expect(poster.getByRole('img', { name: `${address} 嘅 QR 碼` })).toBeVisible();
    await expect(poster.getByText('掃描 QR 碼網上預約')).toBeVisible();
    await expect(poster.getByText('Scan to book online')).toBeVisible();
    await expect(poster.getByRole('button', { name: '列印' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'phone-settings-qr-poster');

    // A member sees the organization's profile read only, every help text readable, and no settings in the sidebar.
    const memberBrowser = await browser.newContext({ viewport: PHONE });
    const member = await memberBrowser.newPage();
    await signIn(member, 'ming.chan', E2E_DEMO_PASSWORD);
    await inCantonese(member);
    await member.goto('/app/motor-garage/booking');
    await expect((await openSidebar(member)).getByRole('menuitem', { name: '機構設定' })).toHaveCount(0);
    await member.keyboard.press('Escape');
    await member.goto('/app/organization/profile');
    await expect(member.getByText('你可以查看此機構的資料，但不能修改。')).toBeVisible();
    await expect(member.getByRole('button', { name: '儲存', exact: true })).toHaveCount(0);
    await expectPhonePage(member, 'member-organization-profile');
    await memberBrowser.close();
});
