// @vitest-environment happy-dom
// A bad line-properties declaration, with the real product card: the card extras chunk checks it, says what is wrong in
// the console once, and the card adds without properties.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings } from './helpers';

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
const propertyWarnings = () => warnings.messages().filter((m) => m.includes('the card shows no properties'));

describe('a bad line-properties declaration', () => {
  it.each([
    ['not JSON', '[{name:"Engraving"}]', 'data-shop-line-properties: is not a JSON list'],
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
  ])('leaves out a declaration with %s, with a warning, and keeps the card', async (_case, raw, problem) => {
    await start(`<div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='${raw}'></div>`);
    await waitFor(() => expect(propertyWarnings()).toHaveLength(1), TIMEOUT);
    expect(propertyWarnings()).toEqual([`[shop-embed] <div data-shop-product="stoneware-mug">: ${problem}; the card shows no properties`]);
    expect(await inside('a').findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(inside('a').queryAllByRole('textbox')).toEqual([]);
  });

  it('warns once for many cards, and each card works without properties', async () => {
    await start(`
      <div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="b" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="c" data-shop-product="stoneware-mug" data-shop-line-properties='${GOOD}'></div>`);
    await inside('c').findByRole('textbox', { name: /^Engraving/ }, TIMEOUT);
    await waitFor(() => expect(propertyWarnings()).not.toEqual([]));
    expect(propertyWarnings()).toEqual([
      '[shop-embed] <div data-shop-product="stoneware-mug">: data-shop-line-properties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card shows no properties',
    ]);
    expect(inside('a').queryAllByRole('textbox')).toEqual([]);
    expect(inside('b').queryAllByRole('textbox')).toEqual([]);
    // The card still adds (without attributes).
    fireEvent.click(inside('a').getByRole('button', { name: 'Add to cart' }));
    await inside('a').findByText('Added to your cart.', {}, TIMEOUT);
    expect(shop.operations()).toContain('CartCreate');
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
      '[shop-embed] <div data-shop-product>: lineProperties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card shows no properties',
      '[shop-embed] <shop-product handle="stoneware-mug">: line-properties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card shows no properties',
    ]);
  });
});
