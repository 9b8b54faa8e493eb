// @vitest-environment happy-dom
// A bad line-properties declaration, with the real product card: the card extras chunk checks it, says what is wrong in
// the console once (where, for text that is not JSON), and the card refuses its add with a sentence: a product declared
// personalised never sells without its fields.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings, nextFrames } from './helpers';

const shop = useEmulator();
const GOOD = JSON.stringify([{ name: 'Engraving', type: 'text', maxLength: 20, required: true }]);
const TIMEOUT = { timeout: 5000 };
let embed: ShopEmbed | null = null;
let warnings: ReturnType<typeof captureWarnings>;

beforeEach(() => {
  warnings = captureWarnings();
  // A fresh bundle per test, so a message warned in one test is not already "seen" in the next.
  vi.resetModules();
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  warnings.restore();
});

async function start(html: string, elements = false) {
  document.body.innerHTML = html;
  const { createShopEmbed, defineElements } = await import('../../src/index');
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
  if (elements) defineElements(embed);
}
const inside = (id: string) => within(document.getElementById(id)!.shadowRoot as unknown as HTMLElement);
const propertyWarnings = () => warnings.messages().filter((m) => m.includes('the card refuses its add until this is fixed'));
const REFUSAL = 'This product can’t be personalised here right now, so it can’t be added to the cart.';

/** Clicks the card's add: nothing goes to the shop, and focus moves to the card's sentence, which says why. */
async function addRefused(id: string) {
  const card = inside(id);
  const refusal = await card.findByText(REFUSAL, {}, TIMEOUT);
  fireEvent.click(card.getByRole('button', { name: 'Add to cart' }));
  await nextFrames();
  expect(document.getElementById(id)!.shadowRoot!.activeElement).toBe(refusal);
  expect(card.queryByText('Added to your cart.')).toBeNull();
  expect(shop.operations()).not.toContain('CartCreate');
  expect(shop.operations()).not.toContain('CartLinesAdd');
}

describe('a bad line-properties declaration', () => {
  it.each([
    ['not JSON', '[{name:"Engraving"}]', 'data-shop-line-properties: is not JSON: unexpected "n" at line 1, column 3 (after [{)'],
    [
      'a trailing comma',
      '[{"name":"Engraving","required":true},]',
      'data-shop-line-properties: is not JSON: unexpected "]" at line 1, column 39 (after …aving","required":true},)',
    ],
    [
      'single quotes',
      '[{&#39;name&#39;:&#39;Engraving&#39;}]',
      `data-shop-line-properties: is not JSON: unexpected "'" at line 1, column 3 (after [{)`,
    ],
    [
      'curly quotes',
      '[{&quot;name&quot;:’Engraving’}]',
      'data-shop-line-properties: is not JSON: unexpected "’" at line 1, column 10 (after [{"name":)',
    ],
    [
      'an end too soon',
      '[{"name":"Engraving"}',
      'data-shop-line-properties: is not JSON: it ends too soon at line 1, column 22 (after [{"name":"Engraving"})',
    ],
    ['not a list', '{"name":"Engraving"}', 'data-shop-line-properties: is not a JSON list'],
    ['no name', '[{"type":"text"}]', 'data-shop-line-properties: property 1 has no name'],
    [
      'an unknown type',
      '[{"name":"Engraving","type":"textarea"}]',
      'data-shop-line-properties: "Engraving" has type "textarea" (not text, checkbox, select, date, hidden)',
    ],
    ['a name twice', '[{"name":"Engraving"},{"name":"Engraving"}]', 'data-shop-line-properties: "Engraving" is declared twice'],
    ['a select without options', '[{"name":"Size","type":"select","options":[]}]', 'data-shop-line-properties: "Size" has no options'],
    ['a bad maxLength', '[{"name":"Engraving","maxLength":"20"}]', 'data-shop-line-properties: "Engraving" has maxLength 20'],
    ['a hidden one without value', '[{"name":"_ref","type":"hidden"}]', 'data-shop-line-properties: "_ref" is hidden without a value'],
  ])('a declaration with %s: a warning that says where, a sentence on the card, and no add', async (_case, raw, problem) => {
    await start(`<div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='${raw}'></div>`);
    await waitFor(() => expect(propertyWarnings()).toHaveLength(1), TIMEOUT);
    expect(propertyWarnings()).toEqual([
      `[shop-embed] <div data-shop-product="stoneware-mug">: ${problem}; the card refuses its add until this is fixed`,
    ]);
    await addRefused('a');
    expect(inside('a').queryAllByRole('textbox')).toEqual([]);
  });

  it('a declaration over several lines is placed by line and column, as the site owner wrote it', async () => {
    const raw = `[
      {"name":"Engraving","type":"text","required":true},
      {"name":"Gift wrap","type":"textarea"}
    ]`;
    const broken = raw.replace('true}', 'true,}');
    await start(`<div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='${broken}'></div>`);
    await waitFor(() => expect(propertyWarnings()).toHaveLength(1), TIMEOUT);
    expect(propertyWarnings()[0]).toContain('is not JSON: unexpected "}" at line 2, column 57 (after …:"text","required":true,)');
    await addRefused('a');
  });

  it("the sentence is the page's to word (strings)", async () => {
    document.body.innerHTML = `<div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving",}]'></div>`;
    const { createShopEmbed } = await import('../../src/index');
    embed = createShopEmbed({
      domain: SHOP_DOMAIN,
      storefrontAccessToken: TOKEN,
      strings: { propertiesUnreadable: 'Personnalisation indisponible.' },
    });
    expect(await inside('a').findByText('Personnalisation indisponible.', {}, TIMEOUT)).toBeInstanceOf(HTMLParagraphElement);
    expect(inside('a').queryByText(REFUSAL)).toBeNull();
  });

  it('warns once for many cards; each card with the bad declaration refuses its add, the good one adds', async () => {
    await start(`
      <div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="b" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="c" data-shop-product="stoneware-mug" data-shop-line-properties='${GOOD}'></div>`);
    await inside('c').findByRole('textbox', { name: /^Engraving/ }, TIMEOUT);
    await waitFor(() => expect(propertyWarnings()).not.toEqual([]));
    expect(propertyWarnings()).toEqual([
      '[shop-embed] <div data-shop-product="stoneware-mug">: data-shop-line-properties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card refuses its add until this is fixed',
    ]);
    expect(inside('a').queryAllByRole('textbox')).toEqual([]);
    expect(inside('b').queryAllByRole('textbox')).toEqual([]);
    await addRefused('a');
    await addRefused('b');
    // The card whose declaration is good adds, with its property.
    fireEvent.input(inside('c').getByRole('textbox', { name: /^Engraving/ }), { target: { value: 'Anna' } });
    fireEvent.click(inside('c').getByRole('button', { name: 'Add to cart' }));
    await inside('c').findByText('Added to your cart.', {}, TIMEOUT);
    expect(embed!.cart.state!.cart!.lines.map((line) => line.attributes)).toEqual([[{ key: 'Engraving', value: 'Anna' }]]);
  });

  it('names the attribute of a custom element, and the mount() option', async () => {
    await start(
      `
      <shop-product id="e" handle="stoneware-mug" line-properties='[{"name":"Engraving","type":"txt"}]'></shop-product>
      <div id="m"></div>`,
      true,
    );
    embed!.mount(document.getElementById('m')!, 'product', { handle: 'stoneware-mug', lineProperties: [{ name: 'Engraving', type: 'txt' }] });
    await waitFor(() => expect(propertyWarnings()).toHaveLength(2), TIMEOUT);
    expect(propertyWarnings().sort()).toEqual([
      '[shop-embed] <div data-shop-product>: lineProperties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card refuses its add until this is fixed',
      '[shop-embed] <shop-product handle="stoneware-mug">: line-properties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card refuses its add until this is fixed',
    ]);
  });
});
