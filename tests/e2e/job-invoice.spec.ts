import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { crc16ccitt } from '../../common/fps';
import { expectAccessible } from './axe';
import { api, shot, signInAsDemo } from './helpers';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };

/** The text of a PDF, page after page, as a reader would copy it. */
async function pdfText(pdf: Buffer) {
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
        const content = await (await document.getPage(number)).getTextContent();
        pages.push(content.items.map(item => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
}

/** Picks `option` in the autocomplete labelled `label` after typing `typed`. */
async function pick(page: Page, label: string, typed: string, option: RegExp) {
    const input = page.getByRole('combobox', { name: label, exact: true });
    await input.fill(typed);
    await page.getByRole('option', { name: option }).first().click();
}

test("a job for a demo customer's car: service by code, part by name, live total, invoice, FPS payment, printed invoice, the customer's link", async ({
    page,
    browser,
}) => {
    await signInAsDemo(page);
    await page.goto('/app/motor-garage/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs & invoices' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Unpaid' }).click();
    await expect(page).toHaveURL(/status.*invoiced/);
    await expect(page.getByRole('cell', { name: 'Invoiced' }).first()).toBeVisible();
    await shot(page, 'job-list-unpaid');

    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/invoice\/create/);
    await expectAccessible(page);
    await pick(page, 'Customer', 'David Wil', /David Wilson/);
    await pick(page, 'Vehicle', 'DW', /DW 99/);
    await page.getByLabel('Complaint').fill('Squeal from the front brakes');

    await page.getByRole('button', { name: 'Add' }).click();
    await pick(page, 'Service', 'SVC-BRAKE-F', /SVC-BRAKE-F/);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: /Kind/ }).nth(1).click();
    await page.getByRole('option', { name: 'Part' }).click();
    await pick(page, 'Part', 'brake fluid', /Brake fluid DOT 4/);
    await page.getByLabel('Quantity').nth(1).fill('2');

    // $480.00 of labour and two bottles at $90.00: the total before the server has seen it.
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByRole('row', { name: /Total/ })).toContainText('$660.00');
    await expectAccessible(page);
    await shot(page, 'job-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/invoice\/\d+\/show$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const created = await api(page, 'GET', `/api/v3/motor-garage/invoice/${id}`);
    expect(created).toMatchObject({ status: 'quote', total_cents: 66_000 });
    expect(created.lines.map((line: { description: string }) => line.description)).toEqual([
        'Front brake service',
        'Brake fluid DOT 4, 500 ml',
    ]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Invoice' }).click();
    const invoiceDialog = page.getByRole('dialog');
    await expect(invoiceDialog).toContainText('$660.00');
    await expectAccessible(page);
    await invoiceDialog.getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByText('Invoiced', { exact: true }).first()).toBeVisible();
    const invoiced = await api(page, 'GET', `/api/v3/motor-garage/invoice/${id}`);
    expect(invoiced.invoice_number).toMatch(/^INV-\d{4}-\d{5}$/);
    await expect(page.getByText(invoiced.invoice_number).first()).toBeVisible();

    await page.getByRole('button', { name: 'Record payment' }).click();
    const paymentDialog = page.getByRole('dialog');
    await paymentDialog.getByLabel('Amount').fill('200.00');
    await paymentDialog.getByLabel('Method').click();
    await page.getByRole('option', { name: 'FPS' }).click();
    await paymentDialog.getByLabel('Reference').fill('FPS 8812');
    await expectAccessible(page);
    await paymentDialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('cell', { name: 'FPS', exact: true })).toBeVisible();
    const paid = await api(page, 'GET', `/api/v3/motor-garage/invoice/${id}`);
    expect(paid).toMatchObject({
        status: 'invoiced',
        paid_cents: 20_000,
        balance_cents: 46_000,
        payments: [{ method: 'fps', reference: 'FPS 8812' }],
    });
    await shot(page, 'job-show-invoiced');

    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/motor-garage/invoice/${id}/print$`));
    await expect(page.getByRole('heading', { level: 1, name: /Invoice/ })).toBeVisible();
    const qr = page.getByRole('img', { name: /FPS QR code to pay HK\$460\.00/ });
    await expect(qr).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'job-print');
    await page.emulateMedia({ media: 'print' });
    const text = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    for (const expected of [
        'Kwun Tong Auto Service',
        '71234567-000-11-25-3',
        invoiced.invoice_number,
        'David Wilson',
        'DW 99',
        'Front brake service',
        'Brake fluid DOT 4, 500 ml',
        '660.00',
        '200.00',
        '460.00',
        'Thank you for your business',
    ])
        expect(text).toContain(expected);
    expect(text).not.toContain('Print');
    await page.emulateMedia({ media: 'screen' });

    // The QR code's payload, as the page drew it, pays the balance to the garage's FPS proxy with a valid CRC.
    const payload = await qr.getAttribute('data-payload');
    expect(payload).toContain('0012hk.com.hkicl');
    expect(payload).toContain('5406460.00');
    expect(payload!.slice(-4)).toBe(crc16ccitt(payload!.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));

    // The customer's own link: the invoice and its QR code on their phone, without signing in; a wrong link says so.
    await page.goto(`/app/motor-garage/invoice/${id}/show`);
    await page.getByRole('button', { name: 'Share invoice link' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Invoice link for the customer' });
    const link = await shareDialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/portal\/invoice\/[\w-]{43}$/);
    await expectAccessible(page);
    await shareDialog.getByRole('button', { name: 'Close' }).click();
    const customerBrowser = await browser.newContext();
    const customer = await customerBrowser.newPage();
    await customer.goto(new URL(link).pathname);
    await expect(customer.getByRole('heading', { level: 1, name: `Invoice ${invoiced.invoice_number}` })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Amount due' })).toContainText('HK$460.00');
    await expect(customer.getByRole('img', { name: /FPS QR code to pay HK\$460\.00/ })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Items' })).toContainText('Front brake service');
    await expectAccessible(customer);
    await shot(customer, 'portal-invoice');
    await customer.goto(`${new URL(link).pathname.slice(0, -4)}AAAA`);
    await expect(customer.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
    await expectAccessible(customer);
    await customerBrowser.close();

    // The same job read in Traditional Chinese.
    await page.evaluate(() =>
        (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
    );
    await page.goto(`/app/motor-garage/invoice/${id}/show`);
    await expect(page.getByText('已開發票', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '轉數快', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '記錄付款' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'job-show-zh-hk');
    await page.goto('/app/motor-garage/invoice');
    await expect(page.getByRole('heading', { level: 1, name: '工作單及發票' })).toBeVisible();
    await expectAccessible(page);
});
