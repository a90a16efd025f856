import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = ['serious', 'critical'];

type Animated = {
    document: {
        getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations: number } } | null }[];
    };
};

/**
 * Runs axe-core on the page as it is once its requests have settled and its transitions ended (a toast half faded in
 * has the contrast of neither its start nor its end: a person reads it once it is there), and fails listing every
 * serious or critical violation with the elements it found it on. The page must come from a BrowserContext (the test
 * fixtures' does). Endless animations (a spinner) are not waited for.
 */
export async function expectAccessible(page: Page) {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
        (globalThis as unknown as Animated).document
            .getAnimations()
            .every(
                animation =>
                    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
            ),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
        .filter(violation => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
        .map(
            violation =>
                `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`,
        );
    expect(blocking, `serious or critical axe-core violations on ${page.url()}`).toEqual([]);
}
