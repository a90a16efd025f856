import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const base = 'http://127.0.0.1:3999';
await page.goto(base + '/');
await page.getByLabel('Username or email').fill('demo');
await page.getByLabel('Password').fill('demo-pass-123');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/app\//);
if (process.env.ZH) await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('zh-hk')));
const paths = process.argv.slice(2);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  // find widest offenders
  const off = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1).filter(e => ![...e.children].some(c => c.getBoundingClientRect().right > window.innerWidth + 1)).slice(0, 6).map(e => e.tagName + '.' + (e.className?.toString?.() || '').slice(0, 60) + ' r=' + Math.round(e.getBoundingClientRect().right)));
  console.log(p, w, w > 390 ? JSON.stringify(off) : '');
  await page.screenshot({ path: '/tmp/shot-' + p.replace(/\W+/g, '_') + '.png', fullPage: true });
}
await browser.close();
