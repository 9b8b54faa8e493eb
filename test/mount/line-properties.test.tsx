// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propsFromDataAttributes, propsFromElementAttributes, propsFromObject } from '../../src/mount/attributes';
import { entryByName } from '../../src/mount/registry';
import { widgets } from '../../src/mount/widgets';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings, nextFrames, shadowText } from './helpers';

// Stand-ins that show the props the mount layer passed.
vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

useEmulator();
const product = entryByName(widgets, 'product')!;
const DECLARED = [
  { name: 'Engraving', type: 'text', maxLength: 20, required: true },
  { name: 'Gift wrap', type: 'checkbox' },
];
const JSON_DECLARED = JSON.stringify(DECLARED);

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild!;
}

describe('declaring line properties', () => {
  it('reads the same list from the data attribute, the element attribute and the mount() option', () => {
    const attr = JSON_DECLARED.replace(/'/g, '&#39;');
    const expected = { ok: true, props: { handle: 'mug', lineProperties: JSON_DECLARED } };
    expect(propsFromDataAttributes(product, element(`<div data-shop-product="mug" data-shop-line-properties='${attr}'></div>`))).toEqual(expected);
    expect(propsFromElementAttributes(product, element(`<shop-product handle="mug" line-properties='${attr}'></shop-product>`))).toEqual(expected);
    expect(propsFromObject(product, { handle: 'mug', lineProperties: DECLARED })).toEqual(expected);
    expect(propsFromObject(product, { handle: 'mug', lineProperties: JSON_DECLARED })).toEqual(expected);
  });

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
  ])('leaves out a declaration with %s, with a warning, and keeps the card', (_case, raw, problem) => {
    const parsed = propsFromDataAttributes(product, element(`<div data-shop-product="mug" data-shop-line-properties='${raw}'></div>`));
    expect(parsed).toEqual({ ok: true, props: { handle: 'mug' }, warnings: [`${problem}; the card shows no properties`] });
  });
});

describe('a bad declaration on the page', () => {
  let embed: ShopEmbed | null = null;
  let warnings: ReturnType<typeof captureWarnings>;
  beforeEach(() => (warnings = captureWarnings()));
  afterEach(() => {
    embed?.destroy();
    document.body.innerHTML = '';
    warnings.restore();
  });

  it('warns once for many cards, and each card works without properties', async () => {
    document.body.innerHTML = `
      <div id="a" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="b" data-shop-product="stoneware-mug" data-shop-line-properties='[{"name":"Engraving","type":"txt"}]'></div>
      <div id="c" data-shop-product="stoneware-mug" data-shop-line-properties='${JSON_DECLARED}'></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await nextFrames();
    expect(warnings.messages().filter((m) => m.includes('line-properties'))).toEqual([
      '[shop-embed] <div data-shop-product="stoneware-mug">: data-shop-line-properties: "Engraving" has type "txt" (not text, checkbox, select, date, hidden); the card shows no properties',
    ]);
    expect(shadowText(document.getElementById('a'))).toBe('handle=stoneware-mug');
    expect(shadowText(document.getElementById('b'))).toBe('handle=stoneware-mug');
    expect(shadowText(document.getElementById('c'))).toBe(`handle=stoneware-mug lineProperties=${JSON_DECLARED}`);
  });

  it('mount() takes the list as an option', async () => {
    document.body.innerHTML = '<div id="m"></div>';
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    embed.mount(document.getElementById('m')!, 'product', { handle: 'stoneware-mug', lineProperties: DECLARED });
    await nextFrames();
    expect(shadowText(document.getElementById('m'))).toBe(`handle=stoneware-mug lineProperties=${JSON_DECLARED}`);
  });
});
