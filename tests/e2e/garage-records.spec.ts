import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { api, shot, signInAsDemo } from './helpers';

type WithStorage = { localStorage: { setItem(key: string, value: string): void } };

/** Opens a page of the app, titled `heading` in its h1, and checks it as a person and as axe would. */
async function visit(page: Page, path: string, heading: string) {
    await page.goto(`/app/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page);
}

const idInUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-2));

test('a customer and their car are added, the car is found by its plate typed loosely, a part stocked and repriced', async ({
    page,
}) => {
    await signInAsDemo(page);

    await visit(page, 'relationship/customer', 'Customers');
    await shot(page, 'customer-list');
    await page.getByRole('link', { name: 'Create' }).click();
    await expectAccessible(page);
    await page.getByLabel('Name').first().fill('Wong Siu Ming 黃小明');
    await page.getByLabel('Phone').fill('6123 4567');
    await page.getByLabel('Email').fill('siuming@example.hk');
    await shot(page, 'customer-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/relationship\/customer\/\d+\/show$/);
    await expect(page.getByText('siuming@example.hk')).toBeVisible();
    await expectAccessible(page);
    const customerId = idInUrl(page);

    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/vehicle\/create/);
    await expect(page.getByLabel('Owner')).toHaveValue('Wong Siu Ming 黃小明');
    await page.getByLabel('Plate').fill('zx  2468');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Noah');
    await shot(page, 'vehicle-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/vehicle\/\d+\/show$/);
    await expect(page.getByText('ZX 2468').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wong Siu Ming 黃小明' })).toBeVisible();
    await expectAccessible(page);
    const vehicle = await api(page, 'GET', `/api/v3/motor-garage/vehicle/${idInUrl(page)}`);
    expect(vehicle).toMatchObject({ plate: 'ZX 2468', customer_id: customerId });

    await visit(page, 'motor-garage/vehicle', 'Vehicles');
    await page.getByPlaceholder('Search', { exact: true }).fill('zx2468');
    await expect(page.getByRole('cell', { name: 'ZX 2468' })).toBeVisible();
    await expect(page.getByText('1-1 of 1')).toBeVisible();
    await shot(page, 'vehicle-list');

    // The top bar finds the car by its plate read out over the phone, from any page; Enter opens it.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search customers, vehicles and jobs' }).fill('zx 2468');
    await expect(page.getByRole('option', { name: /ZX 2468/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/motor-garage/vehicle/${vehicle.id}/show$`));

    await visit(page, 'motor-garage/product/create', 'New product');
    await page.getByLabel('SKU').fill('E2E-PAD');
    await page.getByLabel('Name').first().fill('Brake pads (front)');
    await page.getByLabel('Price').fill('88.00');
    await page.getByLabel('Stock').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/product\/\d+\/show$/);
    const productId = idInUrl(page);
    await expect(page.getByText('$88.00')).toBeVisible();

    // The stock is a ledger: the opening stock, then an adjustment through its dialog, listed on the part's page.
    await expect(page.getByRole('cell', { name: 'Opening stock' })).toBeVisible();
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust the stock of Brake pads (front)' });
    await dialog.getByLabel('Change').fill('12');
    await dialog.getByLabel('Note').fill('Delivery');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Received' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '+12' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'product-stock');
    expect((await api(page, 'GET', `/api/v3/motor-garage/product/${productId}`)).stock_milli).toBe(16_000);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expectAccessible(page);
    await page.getByLabel('Price').fill('123.45');
    await expect(page.getByLabel('Price')).toHaveValue('123.45');
    await shot(page, 'product-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('$123.45')).toBeVisible();
    expect(await api(page, 'GET', `/api/v3/motor-garage/product/${productId}`)).toMatchObject({
        price_cents: 12345,
        stock_milli: 16_000,
    });

    await visit(page, 'motor-garage/product', 'Products');
    await shot(page, 'product-list');
    for (const [path, heading, creating] of [
        ['motor-garage/service', 'Services', 'New service'],
        ['motor-garage/discount', 'Discounts', 'New discount'],
    ]) {
        await visit(page, path, heading);
        await shot(page, `${path.split('/')[1]}-list`);
        await visit(page, `${path}/create`, creating);
        await shot(page, `${path.split('/')[1]}-create`);
    }
});

test('the same in Traditional Chinese: a customer, their car, and the car found by its plate', async ({ page }) => {
    await signInAsDemo(page);
    await page.evaluate(() =>
        (globalThis as unknown as WithStorage).localStorage.setItem('locale', JSON.stringify('zh-hk')),
    );

    await visit(page, 'relationship/customer/create', '新增客戶');
    await page.getByLabel('姓名').fill('陳美玲');
    await page.getByLabel('電話').fill('9876-5432');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page).toHaveURL(/\/app\/relationship\/customer\/\d+\/show$/);
    await expect(page.getByText('9876-5432')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: '新增車輛' }).click();
    await expect(page.getByLabel('車主')).toHaveValue('陳美玲');
    await page.getByLabel('車牌').fill('hk 1997');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('HK 1997').first()).toBeVisible();
    await expectAccessible(page);

    await visit(page, 'motor-garage/vehicle', '車輛');
    await page.getByPlaceholder('搜尋', { exact: true }).fill('hk1997');
    await expect(page.getByRole('cell', { name: 'HK 1997' })).toBeVisible();
    await shot(page, 'vehicle-list-zh-hk');

    await visit(page, 'relationship/customer', '客戶');
    await page.getByPlaceholder('搜尋', { exact: true }).fill('98765432');
    await expect(page.getByRole('cell', { name: '陳美玲' })).toBeVisible();

    // A caller's phone number, spaced as they read it, finds them from the top bar.
    await page.getByRole('combobox', { name: '搜尋客戶、車輛及工作單' }).fill('9876 5432');
    await page.getByRole('option', { name: /陳美玲/ }).click();
    await expect(page).toHaveURL(/\/relationship\/customer\/\d+\/show$/);
    await expect(page.getByRole('heading', { name: '陳美玲', level: 1 })).toBeVisible();
});
