import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const B = 'http://127.0.0.1:3300';
await page.goto(B + '/');
await page.getByLabel('Username or email').fill('demo');
await page.getByLabel('Password').fill('demo-pass-123');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/app\//);
const shots = process.argv.slice(2);
for (const path of shots) {
  await page.goto(B + '/app/' + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${path.replaceAll('/', '_')}.png` });
}
await browser.close();
