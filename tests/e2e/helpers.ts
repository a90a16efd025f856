import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from '../../playwright.config';
import { expectAccessible } from './axe';

export const DEMO_WORKSPACE = 'Kwun Tong Auto Service';

export async function signIn(page: Page, username: string, password: string) {
    await page.goto('/');
    await expectAccessible(page);
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
}

export async function signInAsDemo(page: Page) {
    await signIn(page, 'demo', E2E_DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/motor-garage\/statistic$/);
}

export async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/(auth\/admin\/login)?$/);
    await expectAccessible(page);
}

export async function signInAsAdmin(page: Page) {
    await page.goto('/auth/admin/login');
    await expectAccessible(page);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
}

type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

export const storedItem = (page: Page, key: string) =>
    page.evaluate(name => (globalThis as unknown as BrowserStorage).localStorage.getItem(name), key);

/** A full-page screenshot for the record (test-results/e2e/screens/<name>.png). */
export const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/e2e/screens/${name}.png`, fullPage: true });

/** A call to the API as the signed-in session makes it (its bearer token); fails the test unless it succeeds. */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
    const token = JSON.parse((await storedItem(page, 'token'))!);
    const answer = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()).data;
}

/** A phone's screen: 390 CSS pixels wide. */
export const PHONE = { width: 390, height: 844 };

type BrowserWindow = { innerWidth: number; document: { documentElement: { scrollWidth: number } } };

/** Nothing on the page is wider than the window: no sideways scrolling. */
export async function expectFitsWidth(page: Page) {
    const overflow = () =>
        page.evaluate(() => {
            const window = globalThis as unknown as BrowserWindow;
            return window.document.documentElement.scrollWidth - window.innerWidth;
        });
    await expect.poll(overflow, { message: `${page.url()} is wider than the screen (px)` }).toBeLessThanOrEqual(0);
}

/** A local `YYYY-MM-DDTHH:mm`, `days` from today at `hour`: pasted as is into a date-and-time box. */
export const localTimeAhead = (days: number, hour: number) => {
    const day = new Date(Date.now() + days * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
};
