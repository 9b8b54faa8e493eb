import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, holdComponents, screenshot, SCREENSHOTS, storedCartId, takenOver, traced, useBrowser, waitForWidgets } from './browser';
import { focused, tabTo } from './keyboard';

const shop = useBrowser();
const PAGE = '/examples/personalised.html';
const HTML = readFileSync('examples/personalised.html', 'utf8');
/** personalised.html with its declaration replaced by `declaration`. */
const withDeclaration = (declaration: string) => HTML.replace(/data-shop-line-properties='[^']*'/, `data-shop-line-properties='${declaration}'`);
const REFUSAL = 'This product can’t be personalised here right now, so it can’t be added to the cart.';

const cardOf = (page: Page) => page.locator('[data-shop-product]');
const drawerOf = (page: Page) => page.locator('[data-shop-embed-companion]').getByRole('dialog');

async function openCard(page: Page) {
  await waitForWidgets(page);
  await cardOf(page)
    .getByRole('textbox', { name: /^Engraving/ })
    .waitFor({ timeout: 10_000 });
}

describe('personalised product in Chromium, keyboard only', () => {
  it('an engraving travels from the card to the drawer and the hosted checkout; a second name is a second line', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open(PAGE);
    await openCard(page);
    const card = cardOf(page);

    // The add without the required engraving: refused, the message under the field, focus on it.
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('input|text|Engraving (required, up to 20 characters)');
    const engraving = card.getByRole('textbox', { name: /^Engraving/ });
    expect(await engraving.getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByText('Please fill in Engraving.').isVisible()).toBe(true);
    expect(await page.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toMatch(/empty/);

    // 25 characters typed, 20 kept; gift wrap ticked with Space; added with Enter.
    await page.keyboard.type('Anna and Bo, forever and a day');
    expect(await engraving.inputValue()).toBe('Anna and Bo, forever');
    expect(await card.getByText('Please fill in Engraving.').count()).toBe(0);
    await tabTo(page, /^input\|checkbox\|Gift wrap$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await card.getByText('Added to your cart.').waitFor();

    // The same mug with another engraving: a second line.
    await tabTo(page, /^input\|text\|Engraving/, true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Cleo');
    // The fields keep what the shopper chose: untick gift wrap for this one.
    await tabTo(page, /^input\|checkbox\|Gift wrap$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toMatch(/2 items/);

    // The drawer, opened from the header toggle.
    await tabTo(page, /Cart, 2 items/, true);
    await page.keyboard.press('Enter');
    const lines = drawerOf(page).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = await lines.allTextContents();
    expect(texts[0]).toContain('Engraving: Anna and Bo, forever');
    expect(texts[0]).toContain('Gift wrap: Yes');
    expect(texts[1]).toContain('Engraving: Cleo');
    expect(texts[1]).not.toContain('Gift wrap');
    expect(texts.join(' ')).not.toMatch(/_source|personalised-example/);
    await screenshot(page, 'personalised-drawer');
    expect(await axeViolations(page)).toEqual([]);
    // (Checked here: the emulator's checkout page asks for a favicon it does not have.)
    expect(problems.errors).toEqual([]);

    // The hosted checkout lists the same properties under each line, the hidden one left out.
    await tabTo(page, /^button\|button\|Check out$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    const rows = page.locator('section[aria-labelledby="lines-heading"] tbody th');
    expect(await rows.allTextContents()).toEqual([
      expect.stringMatching(/Stoneware Mug.*Engraving: Anna and Bo, forever.*Gift wrap: Yes/s),
      expect.stringMatching(/Stoneware Mug.*Engraving: Cleo/s),
    ]);
    expect(await page.content()).not.toContain('personalised-example');
    await context.close();
  });

  it('fits a 390 px phone with the message shown, and axe finds nothing', async () => {
    const { page, problems, context } = await shop.open(PAGE, { width: 390 });
    await openCard(page);
    await cardOf(page).getByRole('button', { name: 'Add to cart' }).click();
    await cardOf(page).getByText('Please fill in Engraving.').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await cardOf(page)
      .getByRole('textbox', { name: /^Engraving/ })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/personalised-phone.png' });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('what the card asks for, and a declaration it cannot read', () => {
  it.each([1280, 390])(
    'at %i px: required marked before any try (visibly and as `required`), every control and the gift-wrap row at least 24 px tall',
    async (width) => {
      const { page, problems, context } = await shop.open(PAGE, { width });
      await openCard(page);
      const card = cardOf(page);
      const engraving = card.getByRole('textbox', { name: /^Engraving/ });
      expect(await engraving.evaluate((input) => (input as HTMLInputElement).labels![0]!.innerText)).toBe(
        'Engraving (required, up to 20 characters)',
      );
      expect(await engraving.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
      expect(await card.getByRole('checkbox', { name: 'Gift wrap' }).evaluate((input) => (input as HTMLInputElement).required)).toBe(false);
      // WCAG 2.5.8: each control of the fields, and the checkbox's row (its label is part of the target), 24 px or more.
      const heights = await card.evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll('.properties :is(input, select), .properties label:has(input)')].map((el) => {
          const box = el.getBoundingClientRect();
          return { what: `${el.localName} ${el.textContent || (el as HTMLInputElement).type}`.trim(), width: box.width, height: box.height };
        }),
      );
      expect(heights.map((control) => control.what)).toEqual([
        'input text',
        'label Gift wrap',
        'input checkbox',
        'select Choose…RedGoldForest green',
      ]);
      for (const control of heights) {
        expect(control.height, control.what).toBeGreaterThanOrEqual(24);
        expect(control.width, control.what).toBeGreaterThanOrEqual(24);
      }
      await card.getByRole('checkbox', { name: 'Gift wrap' }).scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SCREENSHOTS}/personalised-fields-${width}.png` });
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    [
      1280,
      'a trailing comma',
      '[\n {"name":"Engraving","type":"text","required":true,},\n {"name":"Gift wrap","type":"checkbox"}\n]',
      'line 2, column 52',
    ],
    [390, 'single quotes', '[{&#39;name&#39;:&#39;Engraving&#39;,&#39;required&#39;:true}]', 'line 1, column 3'],
    [1280, 'an unknown type', '[{"name":"Engraving","type":"textarea","required":true}]', '"Engraving" has type "textarea"'],
  ])(
    'at %i px, a declaration with %s: the painted card and the components both refuse the add, the card says why, the console says where',
    async (width, _case, declaration, where) => {
      await shop.reset();
      let release = () => {};
      const warnings: string[] = [];
      const { page, problems, context, trace } = await shop.open(PAGE, {
        width,
        html: withDeclaration(declaration),
        before: async (p) => {
          p.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
          release = await holdComponents(p);
        },
      });
      try {
        await waitForWidgets(page);
        const card = cardOf(page);
        // The painted card (the components are held back): no fields yet, and its add waits for them.
        await card.getByRole('button', { name: 'Add to cart' }).click();
        await card.getByText('This product’s options are still loading. Try again in a moment.').waitFor();
        release();
        await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
        const refusal = card.getByText(REFUSAL);
        await refusal.waitFor({ timeout: 10_000 });
        expect(await card.getByRole('textbox').count()).toBe(0);
        await card.getByRole('button', { name: 'Add to cart' }).click();
        await expect.poll(() => focused(page)).toBe(`p||${REFUSAL}`);
        await page.waitForTimeout(500);
        expect(await card.getByText('Added to your cart.').count()).toBe(0);
        expect(await page.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toMatch(/empty/);
        expect((await shop.requests()).operations['CartCreate'] ?? 0).toBe(0);
        expect((await shop.requests()).operations['CartLinesAdd'] ?? 0).toBe(0);
        await expect.poll(() => warnings.filter((text) => text.startsWith('[shop-embed]'))).toHaveLength(1);
        expect(warnings[0]).toContain('<div data-shop-product="stoneware-mug">: data-shop-line-properties: ');
        expect(warnings[0]).toContain(where);
        expect(warnings[0]).toContain('the card refuses its add until this is fixed');
        await refusal.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SCREENSHOTS}/personalised-unreadable-${width}.png` });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.errors).toEqual([]);
      } catch (error) {
        throw traced(error, trace);
      } finally {
        await context.close();
      }
    },
  );

  it('property names that are JavaScript built-ins: empty fields, an unticked box; the typed values reach the cart line at the shop', async () => {
    await shop.reset();
    const declaration = JSON.stringify([
      { name: '__proto__', required: true },
      { name: 'constructor' },
      { name: 'toString', type: 'checkbox' },
      { name: 'hasOwnProperty', type: 'select', options: ['Red', 'Gold'] },
      { name: 'valueOf', type: 'hidden', value: 'kept' },
    ]);
    const { page, problems, context, trace } = await shop.open(PAGE, { html: withDeclaration(declaration) });
    try {
      await waitForWidgets(page);
      const card = cardOf(page);
      const proto = card.getByRole('textbox', { name: /^__proto__/ });
      await proto.waitFor({ timeout: 10_000 });
      const ctor = card.getByRole('textbox', { name: 'constructor' });
      const box = card.getByRole('checkbox', { name: 'toString' });
      const select = card.getByRole('combobox', { name: 'hasOwnProperty' });
      expect([await proto.inputValue(), await ctor.inputValue(), await box.isChecked(), await select.inputValue()]).toEqual(['', '', false, '']);
      await proto.fill('Anna');
      await ctor.fill('Bo');
      await box.check();
      await select.selectOption('Gold');
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await card.getByText('Added to your cart.').waitFor({ timeout: 10_000 });
      const { cart } = await shop.graphql<{
        cart: { lines: { nodes: Array<{ quantity: number; attributes: Array<{ key: string; value: string }> }> } };
      }>('query L($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { quantity attributes { key value } } } } }', { id: await storedCartId(page) });
      expect(cart.lines.nodes).toEqual([
        {
          quantity: 1,
          attributes: [
            { key: '__proto__', value: 'Anna' },
            { key: 'constructor', value: 'Bo' },
            { key: 'toString', value: 'Yes' },
            { key: 'hasOwnProperty', value: 'Gold' },
            { key: 'valueOf', value: 'kept' },
          ],
        },
      ]);
      expect(problems.errors).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});
