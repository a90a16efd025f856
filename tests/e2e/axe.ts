import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * Runs axe-core on the page as it is once its requests have settled, and fails listing every serious or critical
 * violation with the elements it found it on. The page must come from a BrowserContext (the test fixtures' does).
 */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `serious or critical axe-core violations on ${page.url()}`).toEqual([]);
}
