import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser } from './browser';

const shop = useBrowser();

describe('the React example (shop-embed/react on React, in Chromium)', () => {
  it('adds to the cart, opens the drawer from the toggle and hands over to checkout with _fd=0', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/react/');
    const card = page.locator('.hero').getByRole('article', { name: 'Classic Cotton Tee' });
    await card.waitFor({ timeout: 20_000 });
    // styles.css reaches the components (the card is a flex column) and not the page's own markup.
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await card.locator('.price').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    const outside = await page.evaluate(() => {
      const price = document.querySelector('main')!.appendChild(Object.assign(document.createElement('p'), { className: 'price' }));
      const display = getComputedStyle(price).display;
      price.remove();
      return display;
    });
    expect(outside).toBe('block');
    await page.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    // The hero card shows its description as HTML (the sanitizer chunk, loaded for it): the bold words and the list.
    const description = card.locator('[part="description"]');
    await expect.poll(() => description.locator('strong').textContent(), { timeout: 10_000 }).toBe('100% organic cotton');
    expect(await description.getByRole('listitem').allTextContents()).toEqual(['Relaxed fit', 'Pre-shrunk']);
    await screenshot(page, 'react-example');

    await card.getByRole('button', { name: /^Add to cart/ }).click();
    const toggle = page.locator('header').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    // The app's own hook hears the same store.
    await expect.poll(() => page.locator('.pitch .log').textContent(), { timeout: 10_000 }).toContain('1 in your cart');

    await toggle.click();
    const drawer = page.locator('dialog.drawer');
    await expect.poll(() => drawer.evaluate((el: HTMLDialogElement) => el.open), { timeout: 5_000 }).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' }).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'react-example-drawer');
    expect.soft(await axeViolations(page)).toEqual([]);
    // The shop's page is quiet (the emulator's checkout page, below, has no favicon: its 404 is not ours).
    expect(problems.errors).toEqual([]);

    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('_fd')).toBe('0');
    expect(await page.getByRole('list', { name: 'Query parameters' }).textContent()).toContain('_fd=0');
    expect(problems.offsite).toEqual([]);
    await context.close();
  });

  it('the sanitizer chunk shop-embed/react loads for HTML descriptions keeps the markup and drops scripts and handlers', async () => {
    // The chunk a React app's bundler takes from dist/react (test/react/options.test.tsx: the provider hands it to the
    // cards); here it runs in Chromium, whose DOM DOMPurify is written for.
    const chunk = readdirSync('dist/react').find((file) => /^sanitize-.*\.mjs$/.test(file));
    const { page, context } = await shop.open('/examples/react/');
    const html = '<p>Soft <strong>cotton</strong><img src="x" onerror="window.hacked=1"></p><ul><li>Tee</li></ul><script>window.hacked=2</script>';
    // As a string: vitest would rewrite an import() written in a function passed to the page.
    const clean = await page.evaluate(`import('/dist/react/${chunk}').then((chunk) => chunk.sanitize(${JSON.stringify(html)}))`);
    expect(clean).toBe('<p>Soft <strong>cotton</strong><img src="x"></p><ul><li>Tee</li></ul>');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await context.close();
  });
});
