import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInAsAdmin, storedItem } from './helpers';

test('a platform admin signs in to the back-office, moves through it and signs out', async ({ page }) => {
    await signInAsAdmin(page);
    expect(JSON.parse((await storedItem(page, 'user-role'))!)).toBe('admin');
    expect(JSON.parse((await storedItem(page, 'login-route'))!)).toBe('/auth/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin home' })).toBeVisible();

    for (const [label, path] of [
        ['Admin users', '/admin/admin-user'],
        ['Users', '/admin/user'],
        ['Workspaces', '/admin/workspace'],
    ] as const) {
        await page.getByRole('menuitem', { name: label, exact: true }).filter({ visible: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(`${label} | Pitstop`);
        await expectAccessible(page);
    }
    // No garage menus in the back-office, and no organization selector.
    await expect(page.getByText('Jobs & invoices')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /organization/i })).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/self\/profile$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Account menu' }).filter({ hasText: '@admin' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/admin\/login$/);
    await expectAccessible(page);
    expect(await storedItem(page, 'token')).toBeNull();
});

test('the back-office refuses a garage user token and sends the visitor to the admin login', async ({ page }) => {
    await page.goto('/admin/user');
    await expect(page).toHaveURL(/\/auth\/admin\/login/);
    await expectAccessible(page);
});
