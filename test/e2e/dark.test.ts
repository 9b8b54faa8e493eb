import { describe, expect, it } from 'vitest';
import { axeViolations, SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

/** The cards, the grid, the policy links and the toggle are drawn, and the carousels have their arrows. */
async function drawn(page: import('playwright-core').Page) {
  await waitForWidgets(page);
  await waitForWidgets(page, '[data-shop-collection]');
  await page.waitForFunction(() => document.querySelector('[data-shop-policies]')?.shadowRoot?.querySelector('a'));
  await page.waitForFunction(() => document.querySelector('[data-shop-product]')?.shadowRoot?.querySelector('.arrow'), null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** The contrast of the first carousel arrow's chevron (its text colour) on the arrow's own background, as painted. */
function arrowContrast(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const arrow = document.querySelector('[data-shop-product]')!.shadowRoot!.querySelector('.arrow')!;
    const style = getComputedStyle(arrow);
    // `rgb(r g b / a)` in 0–255, or `color(srgb r g b / a)` in 0–1 (what color-mix() computes to).
    const channels = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? []).map(Number).map((c, i) => (colour.startsWith('color(') && i < 3 ? c * 255 : c));
    const [r, g, b, a = 1] = channels(style.backgroundColor);
    // The arrow is drawn over the photo: judged over both white and black, the worse counts.
    const luminance = (rgb: number[]) =>
      rgb
        .map((c) => c / 255)
        .reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i]! * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4), 0);
    const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    const chevron = luminance(channels(style.color).slice(0, 3));
    return Math.min(...[0, 255].map((under) => ratio(chevron, luminance([r!, g!, b!].map((c) => c * a + under * (1 - a))))));
  });
}

const CASES: Array<[string, string, 'light' | 'dark']> = [
  ['dark mode (data-bs-theme="dark"), the system set to light', '/examples/dark.html', 'light'],
  ['dark mode (data-bs-theme="dark"), the system set to dark', '/examples/dark.html', 'dark'],
  ['following the system (data-bs-theme="auto"), set to dark', '/examples/dark.html?theme=auto', 'dark'],
  ['following the system (data-bs-theme="auto"), set to light', '/examples/dark.html?theme=auto', 'light'],
  ['docs/styling.md’s accent and its text colour (?accent), dark', '/examples/dark.html?accent', 'dark'],
];

describe.concurrent('a dark page: the snippet alone is readable (axe, Chromium)', () => {
  for (const [what, path, colorScheme] of CASES) {
    it(`${what}: no axe violations, the drawer open too; the arrows stand out`, async () => {
      const { page, problems, context } = await shop.open(path, { colorScheme });
      await drawn(page);
      const name = `dark-${path.includes('auto') ? 'auto' : path.includes('accent') ? 'accent' : 'forced'}-${colorScheme}`;
      await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(await arrowContrast(page)).toBeGreaterThanOrEqual(3);

      await page.locator('[data-shop-cart-toggle]').getByRole('button').click();
      await page.locator('[data-shop-cart]').getByRole('dialog').waitFor();
      await page.waitForTimeout(400); // the drawer's slide
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-drawer.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    });
  }

  it('at 390 px, dark: no axe violations', async () => {
    const { page, problems, context } = await shop.open('/examples/dark.html', { width: 390, colorScheme: 'dark' });
    await drawn(page);
    await page.screenshot({ path: `${SCREENSHOTS}/dark-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});
