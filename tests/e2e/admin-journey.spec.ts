import { expect, test } from '@playwright/test';
import { signInAsAdmin, storedItem } from './helpers';

test('a platform admin signs in to the back-office, moves through it and signs out', async ({ page }) => {
  await signInAsAdmin(page);
  expect(JSON.parse((await storedItem(page, 'user-role'))!)).toBe('admin');
  expect(JSON.parse((await storedItem(page, 'login-route'))!)).toBe('/auth/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'admin home' })).toBeVisible();

  for (const [label, path] of [['admin users', '/admin/admin-user'], ['users', '/admin/user'], ['workspaces', '/admin/workspace']] as const) {
    await page.getByRole('menuitem', { name: label, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${label} | Pitstop`);
  }
  // No garage menus in the back-office, and no organization selector.
  await expect(page.getByText('jobs & invoices')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /organization/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'account menu' }).click();
  await page.getByRole('menuitem', { name: 'profile', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/self\/profile$/);

  await page.getByRole('button', { name: 'account menu' }).click();
  await expect(page.getByRole('menu').filter({ hasText: '@admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/admin\/login$/);
  expect(await storedItem(page, 'token')).toBeNull();
});

test('the back-office refuses a garage user token and sends the visitor to the admin login', async ({ page }) => {
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/auth\/admin\/login/);
});
