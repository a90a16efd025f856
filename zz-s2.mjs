import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const B = 'http://127.0.0.1:3300';
const [width, locale, theme, ...paths] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
const page = await context.newPage();
await page.goto(B + '/');
await page.evaluate(([l, t]) => { localStorage.setItem('locale', JSON.stringify(l)); localStorage.setItem('theme', JSON.stringify(t)); }, [locale, theme]);
await page.goto(B + '/');
await page.locator('input[name="username_or_email"], input[type="text"]').first().fill('demo');
await page.locator('input[type="password"]').fill('demo-pass-123');
await page.locator('button[type="submit"]').click();
await page.waitForURL(/\/app\//);
for (const path of paths) {
  await page.goto(B + '/app/' + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/s2-${width}-${locale}-${path.replaceAll('/', '_')}.png` });
}
await browser.close();
