import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../playwright.config';

export const DEMO_WORKSPACE = 'Kwun Tong Auto Service';

export async function signInAsDemo(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/motor-garage\/statistic$/);
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/auth/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

export const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as BrowserStorage).localStorage.getItem(name), key);
