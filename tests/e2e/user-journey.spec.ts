import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_WORKSPACE, signInAsDemo, storedItem } from './helpers';

const GARAGE_PAGES = [
    ['Job calendar', '/app/motor-garage/invoice-calendar'],
    ['Jobs & invoices', '/app/motor-garage/invoice'],
    ['Bookings', '/app/motor-garage/booking'],
    ['Vehicles', '/app/motor-garage/vehicle'],
    ['Customers', '/app/relationship/customer'],
    ['Products', '/app/motor-garage/product'],
    ['Services', '/app/motor-garage/service'],
    ['Discounts', '/app/motor-garage/discount'],
    ['Statistics', '/app/motor-garage/statistic'],
] as const;

test('a wrong password shows a toast with the trace id and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect username, email or password')).toBeVisible();
    await expect(page.getByText(/Trace: #[0-9a-f]{16}/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
});

test('a garage user signs in, lands in the demo organization and moves through every screen', async ({ page }) => {
    await signInAsDemo(page);
    await expect(page).toHaveTitle('Statistics | Pitstop');
    await expect(page.getByRole('button', { name: /organization/i })).toContainText(DEMO_WORKSPACE);
    expect(JSON.parse((await storedItem(page, 'workspace-user'))!)).toMatchObject({
        role: 'owner',
        workspace: { name: DEMO_WORKSPACE },
    });

    for (const [label, path] of GARAGE_PAGES) {
        await page.getByRole('menuitem', { name: label, exact: true }).filter({ visible: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(`${label} | Pitstop`);
        // the generated record lists name themselves in the app bar's title only
        await expect(page.getByRole('heading', { name: label, exact: true }).first()).toBeVisible();
        await expectAccessible(page);
    }

    // The apps panel lists the visible items as tiles; Escape closes it, a tile navigates.
    await page.getByRole('button', { name: 'Apps' }).click();
    const panel = page.getByRole('dialog', { name: 'Apps' });
    await expect(panel).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Apps' }).click();
    await panel.getByText('Vehicles', { exact: true }).click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/vehicle$/);

    // The avatar menu shows who is signed in and in which role.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Account menu' }).filter({ hasText: '@demo' });
    await expect(menu).toContainText('Demo Owner');
    await expect(menu).toContainText('@demo');
    await expect(menu).toContainText('Owner');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Organization settings from the selector; the sidebar then shows the organization group only.
    await page.getByRole('button', { name: /organization/i }).click();
    await page.getByRole('menuitem', { name: 'Organization settings' }).click();
    await expect(page).toHaveURL(/\/app\/organization\/profile$/);
    await expect(page.getByRole('menuitem', { name: 'Vehicles', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Teams', exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/app\/organization\/teams$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expectAccessible(page);

    // The avatar menu leads to the own profile and own organizations pages.
    for (const [entry, path] of [
        ['Profile', '/app/self/profile'],
        ['Organizations', '/app/self/organization'],
    ] as const) {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: entry, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
    }

    // Back returns to the route visited before (the remembered last route).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app\/self\/profile$/);

    // The logo leads home, where there is no back button.
    await page
        .getByRole('link', { name: /Pitstop/ })
        .first()
        .click();
    await expect(page).toHaveURL(/\/app\/motor-garage\/statistic$/);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('language and theme stick across a reload and survive logout', async ({ page }) => {
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect(page.getByText('車輛', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/app\/motor-garage\/statistic$/);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '帳戶選單' }).click();
    await page.getByRole('button', { name: /深色|dark/i }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.reload();
    await expect(page.getByText('車輛', { exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
    expect(JSON.parse((await storedItem(page, 'locale'))!)).toBe('zh-hk');
    expect(JSON.parse((await storedItem(page, 'theme'))!)).toBe('dark');

    await page.getByRole('button', { name: '帳戶選單' }).click();
    await page.getByRole('menuitem', { name: '登出' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedItem(page, 'token')).toBeNull();
    expect(JSON.parse((await storedItem(page, 'locale'))!)).toBe('zh-hk');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
    await expectAccessible(page);
});
