// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propsFromDataAttributes, propsFromElementAttributes } from '../../src/mount/attributes/attributes';
import { propsFromObject } from '../../src/mount/attributes/props-from-object';
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
});

describe('line properties on the page', () => {
  let embed: ShopEmbed | null = null;
  let warnings: ReturnType<typeof captureWarnings>;
  beforeEach(() => (warnings = captureWarnings()));
  afterEach(() => {
    embed?.destroy();
    document.body.innerHTML = '';
    warnings.restore();
  });

  it('mount() takes the list as an option', async () => {
    document.body.innerHTML = '<div id="m"></div>';
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    embed.mount(document.getElementById('m')!, 'product', { handle: 'stoneware-mug', lineProperties: DECLARED });
    await nextFrames();
    expect(shadowText(document.getElementById('m'))).toBe(`handle=stoneware-mug lineProperties=${JSON_DECLARED}`);
  });
});
