import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from '../support/multipart';
import { expectAccessible } from './axe';
import { api, expectFitsWidth, PHONE, shot, storedItem } from './helpers';
import { makeOwnGarage, signInToOwnGarage } from './own-garage';

const JOBS = '/api/v3/motor-garage/invoice';
/** What DESIGN §14.1 allows a portal page's JavaScript on the wire. */
const PORTAL_JS_BUDGET = 100_000;

/** Uploads `bytes` as the signed-in session does; answers the image's uuid. */
async function uploadImage(page: Page, bytes: Buffer) {
    const token = JSON.parse((await storedItem(page, 'token'))!);
    const answer = await page.request.post('/api/v2/asset', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: bytes } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data.uuid as string;
}

/** Counts the bytes of JavaScript the page receives (compressed, as sent), from now on. */
function countScriptBytes(page: Page) {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', request => {
        if (request.resourceType() === 'script') sizes.push(request.sizes().then(size => size.responseBodySize));
    });
    return async () => (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
}

test("the garage's own face on a customer's phone in Hong Kong Chinese: the estimate, then the invoice to pay by FPS", async ({
    page,
    browser,
    request,
}) => {
    // Two customers' pages on two phones after setting a garage up: a long journey.
    test.slow();
    const garage = await makeOwnGarage(request, 'Wing Kee Motors');
    await signInToOwnGarage(page, garage);
    const { workspace } = JSON.parse((await storedItem(page, 'workspace-user'))!);
    const logo = await uploadImage(page, PNG);
    const profile = await api(page, 'GET', `/api/v3/workspace/${workspace.id}`);
    const garageName = '永記汽車維修中心';
    await api(page, 'PUT', `/api/v3/workspace/${workspace.id}`, {
        name: garageName,
        version: profile.version,
        avatar: logo,
        address: '九龍觀塘鴻圖道 23 號地下 B 舖',
        phone: '2345 6789',
        whatsapp: '6123 4567',
        fps_id: '1234567',
        payment_methods: ['fps', 'cash', 'octopus'],
    });
    const customer = await api(page, 'POST', '/api/v3/relationship/customer', {
        name: '陳大文',
        phone: '9876 5432',
        preferred_locale: 'zh-hk',
    });
    const vehicle = await api(page, 'POST', '/api/v3/motor-garage/vehicle', {
        plate: 'WK 2026',
        customer_id: customer.id,
    });
    const lines = [
        {
            kind: 'custom',
            description: 'Front brake pads and discs, machined',
            description_zh: '更換前剎車皮及車碟（車碟需要車磨處理）',
            quantity_milli: 1000,
            unit_price_cents: 128_000,
        },
        {
            kind: 'custom',
            description: 'Labour',
            description_zh: '人工',
            quantity_milli: 1500,
            unit_price_cents: 40_000,
        },
    ];
    const job = await api(page, 'POST', JOBS, { customer_id: customer.id, vehicle_id: vehicle.id, lines });
    const estimateLink = await api(page, 'POST', `${JOBS}/${job.id}/share`, { purpose: 'estimate' });

    // The estimate on a 360 px phone: the garage's name and logo on top, long Chinese line names readable, a call away.
    const phoneContext = await browser.newContext({
        viewport: { width: 360, height: 780 },
        locale: 'zh-HK',
        permissions: ['clipboard-read', 'clipboard-write'],
    });
    const phone = await phoneContext.newPage();
    const estimateScripts = countScriptBytes(phone);
    await phone.goto(new URL(estimateLink.url).pathname);
    await expect(phone.getByRole('heading', { level: 1, name: `報價 ${job.number}` })).toBeVisible();
    await expect(phone.getByText(garageName, { exact: true })).toBeVisible();
    const logoImage = phone.locator(`img[src="/public/v3/garage-logo/${logo}"]`);
    await expect(logoImage).toBeVisible();
    expect(await logoImage.evaluate(image => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    await expect(phone.getByText(/Pitstop AI|productivity/)).toHaveCount(0);
    await expect(phone.getByText('由 Pitstop 提供')).toBeVisible();
    const lineName = phone.getByText('更換前剎車皮及車碟（車碟需要車磨處理）');
    const box = (await lineName.boundingBox())!;
    // Wider than a few characters, at most three lines: not one character a line.
    expect(box.width).toBeGreaterThan(150);
    expect(box.height).toBeLessThan(4 * 24);
    await expect(phone.getByRole('link', { name: '致電 2345 6789' })).toHaveAttribute('href', 'tel:23456789');
    await expect(phone.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/85261234567');
    await expectFitsWidth(phone);
    await expectAccessible(phone);
    expect(await estimateScripts()).toBeLessThanOrEqual(PORTAL_JS_BUDGET);
    await shot(phone, 'portal-phone-estimate');

    // The job is invoiced and part paid; the invoice link opens on a 390 px phone.
    await api(page, 'POST', `${JOBS}/${job.id}/invoice`);
    await api(page, 'POST', `${JOBS}/${job.id}/payment`, { amount_cents: 50_000, method: 'cash' });
    const invoiceLink = await api(page, 'POST', `${JOBS}/${job.id}/share`, { purpose: 'invoice' });
    await phone.setViewportSize(PHONE);
    const invoiceScripts = countScriptBytes(phone);
    await phone.goto(new URL(invoiceLink.url).pathname);
    const invoiced = await api(page, 'GET', `${JOBS}/${job.id}`);
    await expect(phone.getByRole('heading', { level: 1, name: `發票 ${invoiced.invoice_number}` })).toBeVisible();

    // What is due and the QR to pay it are on the first screen.
    const due = phone.getByRole('region', { name: '應付金額' });
    await expect(due).toContainText('HK$1,380.00');
    const qr = phone.getByRole('img', { name: '以轉數快支付 HK$1,380.00 嘅二維碼' });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.y + 100).toBeLessThan(PHONE.height);
    expect(await qr.getAttribute('data-payload')).toContain('54071380.00');

    // The FPS ID copied into the clipboard, and the QR saved as an image for the banking app.
    await phone.getByRole('button', { name: '複製轉數快識別碼' }).click();
    await expect(phone.getByRole('status').filter({ hasText: '已複製轉數快識別碼 1234567' })).toBeVisible();
    expect(
        await phone.evaluate(() =>
            (
                globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
            ).navigator.clipboard.readText(),
        ),
    ).toBe('1234567');
    const saving = phone.waitForEvent('download');
    await phone.getByRole('link', { name: '儲存二維碼' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe(`FPS-${invoiced.invoice_number}.png`);
    expect(
        readFileSync(await download.path())
            .subarray(1, 4)
            .toString(),
    ).toBe('PNG');

    const ways = phone.getByRole('region', { name: '付款方式' });
    await expect(ways.getByRole('listitem')).toHaveText(['轉數快', '現金', '八達通']);
    await expect(phone.getByRole('region', { name: '項目' })).toContainText('更換前剎車皮及車碟');
    await expectFitsWidth(phone);
    await expectAccessible(phone);
    expect(await invoiceScripts()).toBeLessThanOrEqual(PORTAL_JS_BUDGET);
    await shot(phone, 'portal-phone-invoice');

    // The A4 invoice is a view of its own, a tap away, and back.
    await phone.getByRole('link', { name: 'A4 發票（列印或儲存）' }).click();
    await expect(phone).toHaveURL(/\?print$/);
    await expect(phone.getByRole('heading', { level: 1, name: '發票' })).toBeVisible();
    await expect(phone.getByRole('table', { name: '項目' })).toContainText('更換前剎車皮及車碟');
    await expectAccessible(phone);
    await phone.getByRole('link', { name: '返回發票' }).click();
    await expect(phone.getByRole('region', { name: '應付金額' })).toBeVisible();

    // The logo the page shows is the garage's own, served without a token.
    const served = await phone.request.get(`/public/v3/garage-logo/${logo}`);
    expect(served.headers()['content-type']).toBe('image/png');
    await phoneContext.close();
});
