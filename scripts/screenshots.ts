/**
 * The README's screenshots, made again from the built app (`npm run build`). Start it on a fresh embedded database:
 *   PORT=3998 DATA_DIR=$(mktemp -d) ADMIN_PASSWORD=shot-admin-password DEMO_PASSWORD=shot-demo-password \
 *     npx tsx server/main.ts
 * then run `npx tsx scripts/screenshots.ts` (SCREENSHOT_URL and SCREENSHOT_PASSWORD point it elsewhere).
 * Writes docs/screenshots/*.png, 1280 × 800 and one phone page 390 px wide; stop the server afterwards.
 */
import { chromium, type Page } from '@playwright/test';

const baseURL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3998';
const password = process.env.SCREENSHOT_PASSWORD ?? 'shot-demo-password';
const out = (name: string) => `docs/screenshots/${name}.png`;
const settle = (page: Page) => page.waitForLoadState('networkidle');
type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();

    await page.goto('/');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill(password);
    await page.waitForTimeout(500); // the fields' labels finish moving up
    await page.screenshot({ path: out('sign-in') });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/motor-garage\/statistic$/);
    await settle(page);
    await page.screenshot({ path: out('statistics') });

    // The newest invoice still owed: a job with lines, a payment or none, and a balance for the printed FPS QR code.
    const token = JSON.parse(
        (await page.evaluate(() => (globalThis as unknown as BrowserStorage).localStorage.getItem('token')))!,
    );
    const owed = await page.request.get('/api/v3/motor-garage/invoice?status=invoiced&size=1', {
        headers: { Authorization: `Bearer ${token}` },
    });
    const [job] = (await owed.json()).data as { id: string }[];
    await page.goto(`/app/motor-garage/invoice/${job.id}/show`);
    await settle(page);
    await page.screenshot({ path: out('job') });
    await page.goto(`/app/motor-garage/invoice/${job.id}/print`);
    await settle(page);
    await page.screenshot({ path: out('invoice-print') });

    await page.goto('/app/motor-garage/invoice-calendar?view=timeGridWeek');
    await settle(page);
    await page.screenshot({ path: out('calendar-week') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/motor-garage/invoice');
    await settle(page);
    await page.screenshot({ path: out('phone-jobs') });
} finally {
    await browser.close();
}
