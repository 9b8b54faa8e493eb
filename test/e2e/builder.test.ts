// The builder in Chromium, as a site owner uses it: the demo shop, "mug" typed, the card picked, a colour set; the
// preview follows, and the copied snippet pasted into a blank page shows the same card. Keyboard only; axe.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser } from './browser';
import { focused, tabTo } from './keyboard';

const shop = useBrowser();

/** The product card a page (or the preview frame) shows: its title, price, and the add button's background. */
function cardIn(where: Page | Frame) {
  return where.evaluate(() => {
    const root = document.querySelector('[data-shop-product], shop-product')?.shadowRoot;
    const title = root?.querySelector('.title')?.textContent?.trim() ?? '';
    const price = root?.querySelector('[part~="price"]')?.textContent?.trim() ?? '';
    const button = root?.querySelector<HTMLElement>('[part~="add-to-cart"]');
    return { title, price, add: button ? getComputedStyle(button).backgroundColor : '' };
  });
}

const previewFrame = (page: Page) => page.frames().find((frame) => frame.url() === 'about:srcdoc');

describe('the builder', () => {
  it('demo shop → "mug" → the card → a colour: the preview follows, and the snippet pasted into a blank page shows the same card', async () => {
    const { page, context, problems } = await shop.open('/builder/');
    expect(page.url()).toMatch(/\/dist\/builder\/$/);
    await page.getByRole('button', { name: 'Use the demo shop' }).click();
    await expect.poll(() => page.locator('#shop-status').textContent()).toMatch(/^Connected to /);

    await page.getByLabel('Find a product or collection').fill('mug');
    const first = page.locator('#find-results button', { hasText: 'Product' }).first();
    await first.waitFor();
    const picked = (await first.textContent())!.replace(/Product$/, '').trim();
    expect(picked.toLowerCase()).toContain('mug');
    await first.click();
    await expect.poll(() => page.getByLabel('Widget', { exact: true }).inputValue()).toBe('product');
    const handle = await page.getByLabel('Handle (required)').inputValue();
    expect(handle).toMatch(/mug/);

    await page.getByLabel('Buttons and selected options').fill('#1f3b2d');
    await expect.poll(() => page.locator('#snippet').inputValue()).toContain('--shop-embed-color-accent: #1f3b2d;');
    // The preview is the snippet alone: the card with the picked product, its button in the chosen colour.
    await expect
      .poll(async () => (await previewFrame(page)?.evaluate(() => document.body.innerHTML)) ?? '', { timeout: 10_000 })
      .toContain('#1f3b2d');
    await expect
      .poll(async () => (previewFrame(page) ? await cardIn(previewFrame(page)!) : { title: '', price: '', add: '' }), { timeout: 15_000 })
      .toMatchObject({ title: picked, add: 'rgb(31, 59, 45)' });
    const shown = await cardIn(previewFrame(page)!);
    expect(shown.price).toMatch(/\$\d/);
    await screenshot(page, 'builder');

    const snippet = await page.locator('#snippet').inputValue();
    expect(snippet).toContain(`<div data-shop-product="${handle}"></div>`);
    expect(snippet).toMatch(/<script src="http:\/\/127\.0\.0\.1:\d+\/dist\/shop-embed\.umd\.min\.js" data-shop-domain="http:\/\/127\.0\.0\.1:\d+"/);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toMatch(/Copied|Selected/);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();

    const pasted = await shop.open('/pasted.html', {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My page</title></head><body><main><h1>My page</h1>\n${snippet}</main></body></html>`,
    });
    await expect.poll(() => cardIn(pasted.page), { timeout: 15_000 }).toEqual(shown);
    expect(pasted.problems).toEqual({ errors: [], csp: [], offsite: [] });
    await pasted.context.close();
  });

  it('the product form offers the shop’s own fields: typed in, the preview card shows them and the snippet carries them', async () => {
    const { page, context, problems } = await shop.open('/builder/');
    await page.getByRole('button', { name: 'Use the demo shop' }).click();
    await expect.poll(() => page.locator('#shop-status').textContent()).toMatch(/^Connected to /);
    await page.getByLabel('Find a product or collection').fill('stoneware');
    await page.locator('#find-results button', { hasText: 'Product' }).first().click();
    await expect.poll(() => page.getByLabel('Handle (required)').inputValue()).toBe('stoneware-mug');
    await page.getByLabel('Fields', { exact: true }).fill('custom.material, custom.capacity_ml:Capacity (ml)');
    await expect
      .poll(() => page.locator('#snippet').inputValue())
      .toContain('<div data-shop-product="stoneware-mug" data-shop-fields="custom.material, custom.capacity_ml:Capacity (ml)"></div>');
    const fieldsShown = () =>
      previewFrame(page)?.evaluate(() =>
        [...(document.querySelector('[data-shop-product]')?.shadowRoot?.querySelectorAll('[part="fields"] dt') ?? [])].map(
          (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
        ),
      ) ?? [];
    await expect.poll(fieldsShown, { timeout: 15_000 }).toEqual(['Material: Hand-glazed stoneware', 'Capacity (ml): 350']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('the custom-element form, and a collection picked for a card switches to the grid', async () => {
    const { page, context } = await shop.open('/builder/');
    await page.getByRole('button', { name: 'Use the demo shop' }).click();
    await page.getByLabel('<shop-…> elements').check();
    await page.getByLabel('Find a product or collection').fill('coffee');
    await page.locator('#find-results button', { hasText: 'Collection' }).first().click();
    await expect.poll(() => page.getByLabel('Widget', { exact: true }).inputValue()).toBe('collection');
    await page.getByLabel('Limit').fill('3');
    await expect.poll(() => page.locator('#snippet').inputValue()).toMatch(/<shop-collection handle="[\w-]+" limit="3"><\/shop-collection>/);
    await expect
      .poll(
        async () =>
          (await previewFrame(page)?.evaluate(
            () => document.querySelector('shop-collection')?.shadowRoot?.querySelectorAll('[part~="tile"]').length,
          )) ?? 0,
        {
          timeout: 15_000,
        },
      )
      .toBe(3);
    await context.close();
  });

  it('script typed into a text field runs nowhere: the radius shows its error, options are escaped, the preview still draws the card', async () => {
    const payloads = ['</style><script>window.__pwned=1</script>', '"><img src=x onerror=window.__pwned=2>'];
    const { page, context } = await shop.open('/builder/');
    await page.getByRole('button', { name: 'Use the demo shop' }).click();
    await expect.poll(() => page.locator('#shop-status').textContent()).toMatch(/^Connected to /);
    await page.getByLabel('Find a product or collection').fill('mug');
    await page.locator('#find-results button', { hasText: 'Product' }).first().click();
    await expect.poll(() => page.getByLabel('Handle (required)').inputValue()).toMatch(/mug/);
    await page.getByLabel('Corner radius').fill('4px');
    await expect.poll(() => page.locator('#snippet').inputValue()).toContain('--shop-embed-radius: 4px;');
    const pwned = async () => ({
      page: await page.evaluate(() => (window as { __pwned?: number }).__pwned),
      preview: await previewFrame(page)?.evaluate(() => (window as { __pwned?: number }).__pwned),
    });
    const ourScripts = (snippet: string) => snippet.match(/<script\b/g)?.length;

    // The radius is CSS: anything but a length is refused beside the field, and the snippet keeps the last good one.
    const radius = page.getByLabel('Corner radius');
    for (const payload of payloads) {
      await radius.fill(payload);
      await expect.poll(() => radius.getAttribute('aria-invalid')).toBe('true');
      await expect(page.locator('#look-radius-error').textContent()).resolves.toMatch(/length such as 12px/);
      const snippet = await page.locator('#snippet').inputValue();
      expect(snippet).toContain('--shop-embed-radius: 4px;');
      expect(snippet).not.toContain('__pwned');
    }
    await screenshot(page, 'builder-refused');
    // The options are HTML attributes: written escaped, whatever they hold.
    const texts = page.locator('#options input:not([type="checkbox"], [type="number"]), #domain, #token');
    expect(await texts.count()).toBe(5); // the shop's domain and token, the product's handle, line properties and fields
    for (const index of [...Array(await texts.count()).keys()])
      for (const payload of payloads) {
        const before = await texts.nth(index).inputValue();
        await texts.nth(index).fill(payload);
        await texts.nth(index).dispatchEvent('change');
        // The preview drew this snippet (the text as an attribute's value), and nothing in it ran.
        await expect
          .poll(
            async () =>
              (await previewFrame(page)?.evaluate(
                (text) =>
                  document.readyState === 'complete' &&
                  [...document.querySelectorAll('*')].some((e) => [...e.attributes].some((a) => a.value === text)),
                payload,
              )) ?? false,
            { timeout: 10_000 },
          )
          .toBe(true);
        expect(await pwned()).toEqual({ page: undefined, preview: undefined });
        const snippet = await page.locator('#snippet').inputValue();
        expect(ourScripts(snippet), snippet).toBe(1);
        expect(snippet).not.toMatch(/<img|<\/style><script/);
        await texts.nth(index).fill(before);
        await texts.nth(index).dispatchEvent('change');
      }
    await radius.fill('0');
    await expect.poll(() => radius.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => page.locator('#snippet').inputValue()).toContain('--shop-embed-radius: 0;');
    // The preview (sandboxed: no same-origin access to this page) still draws the card, and nothing ran anywhere.
    expect(await page.locator('#preview').getAttribute('sandbox')).toBe('allow-scripts');
    await expect.poll(async () => (previewFrame(page) ? (await cardIn(previewFrame(page)!)).title : ''), { timeout: 15_000 }).toMatch(/mug/i);
    expect(await pwned()).toEqual({ page: undefined, preview: undefined });
    await context.close();
  });

  it('keyboard only, and axe finds nothing', async () => {
    const { page, context } = await shop.open('/builder/');
    await tabTo(page, /^button\|button\|Use the demo shop$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#shop-status').textContent()).toMatch(/^Connected to /);
    await tabTo(page, /^input\|search\|Find a product or collection$/);
    await page.keyboard.type('mug');
    await page.locator('#find-results button').first().waitFor();
    await tabTo(page, /^button\|button\|.*mug.*Product$/i);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Handle (required)').inputValue()).toMatch(/mug/);
    expect(await focused(page)).toMatch(/^button\|button\|/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
