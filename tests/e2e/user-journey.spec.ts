import { expect, test } from '@playwright/test';
import { DEMO_WORKSPACE, signInAsDemo, storedItem } from './helpers';

const GARAGE_PAGES = [
  ['job calendar', '/app/motor-garage/invoice-calendar'],
  ['jobs & invoices', '/app/motor-garage/invoice'],
  ['booking', '/app/motor-garage/booking'],
  ['vehicle', '/app/motor-garage/vehicle'],
  ['customer', '/app/relationship/customer'],
  ['product', '/app/motor-garage/product'],
  ['service', '/app/motor-garage/service'],
  ['discount', '/app/motor-garage/discount'],
  ['statistic', '/app/motor-garage/statistic'],
] as const;

test('a wrong password shows a toast with the trace id and stays on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('incorrect username, email or password')).toBeVisible();
  await expect(page.getByText(/Trace: #[0-9a-f]{16}/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a garage user signs in, lands in the demo organization and moves through every screen', async ({ page }) => {
  await signInAsDemo(page);
  await expect(page).toHaveTitle('statistic | Pitstop');
  await expect(page.getByRole('button', { name: /organization/i })).toContainText(DEMO_WORKSPACE);
  expect(JSON.parse((await storedItem(page, 'workspace-user'))!)).toMatchObject({ role: 'owner', workspace: { name: DEMO_WORKSPACE } });

  for (const [label, path] of GARAGE_PAGES) {
    await page.getByRole('menuitem', { name: label, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${label} | Pitstop`);
    await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
  }

  // The apps panel lists the visible items as tiles; Escape closes it, a tile navigates.
  await page.getByRole('button', { name: 'apps' }).click();
  const panel = page.getByRole('dialog', { name: 'apps' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'apps' }).click();
  await panel.getByText('vehicle', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/motor-garage\/vehicle$/);

  // The avatar menu shows who is signed in and in which role.
  await page.getByRole('button', { name: 'account menu' }).click();
  const menu = page.getByRole('menu').filter({ hasText: '@demo' });
  await expect(menu).toContainText('Demo Owner');
  await expect(menu).toContainText('@demo');
  await expect(menu).toContainText('owner');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Organization settings from the selector; the sidebar then shows the organization group only.
  await page.getByRole('button', { name: /organization/i }).click();
  await page.getByRole('menuitem', { name: 'organization settings' }).click();
  await expect(page).toHaveURL(/\/app\/organization\/profile$/);
  await expect(page.getByRole('menuitem', { name: 'vehicle', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'teams', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/app\/organization\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'teams' })).toBeVisible();

  // The avatar menu leads to the own profile and own organizations pages.
  for (const [entry, path] of [['profile', '/app/self/profile'], ['organizations', '/app/self/organization']] as const) {
    await page.getByRole('button', { name: 'account menu' }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // Back returns to the route visited before (the remembered last route).
  await page.getByRole('button', { name: 'back' }).click();
  await expect(page).toHaveURL(/\/app\/self\/profile$/);

  // The logo leads home, where there is no back button.
  await page.getByRole('link', { name: /Pitstop/ }).first().click();
  await expect(page).toHaveURL(/\/app\/motor-garage\/statistic$/);
  await expect(page.getByRole('button', { name: 'back' })).toHaveCount(0);
});

test('language and theme stick across a reload and survive logout', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('button', { name: 'account menu' }).click();
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
  expect(JSON.parse((await storedItem(page, 'locale'))!)).toBe('zh-hk');
  expect(JSON.parse((await storedItem(page, 'theme'))!)).toBe('dark');

  await page.getByRole('button', { name: '帳戶選單' }).click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedItem(page, 'token')).toBeNull();
  expect(JSON.parse((await storedItem(page, 'locale'))!)).toBe('zh-hk');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
});
