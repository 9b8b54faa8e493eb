// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, defineElements, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings, nextFrames } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

// After destroy() the page is the site's again: no entry point brings a widget back.
useEmulator();
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
let embed: ShopEmbed | null = null;
let warnings: ReturnType<typeof captureWarnings>;

beforeEach(() => {
  warnings = captureWarnings();
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  warnings.restore();
});

function host(tag = 'div') {
  const el = document.createElement(tag);
  if (tag === 'div') el.setAttribute('data-shop-product', 'tee');
  else el.setAttribute('handle', 'tee');
  document.body.append(el);
  return el;
}

describe('after destroy()', () => {
  it('scan() mounts nothing', async () => {
    embed = createShopEmbed(OPTIONS);
    await nextFrames();
    embed.destroy();
    const el = host();
    embed.scan();
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('init() mounts nothing, and says why', async () => {
    embed = createShopEmbed();
    embed.destroy();
    const el = host();
    embed.init(OPTIONS);
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
    expect(warnings.messages()).toContain('[shop-embed] init() after destroy(): this ShopEmbed stays torn down');
  });

  it('a destroy() before the document is parsed keeps the first scan from running', async () => {
    const el = host();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      embed = createShopEmbed(OPTIONS);
      embed.destroy();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('a custom element that connects mounts nothing', async () => {
    embed = createShopEmbed(OPTIONS);
    defineElements(embed);
    await nextFrames();
    embed.destroy();
    const el = host('shop-product');
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('mount() mounts nothing', async () => {
    embed = createShopEmbed(OPTIONS);
    embed.destroy();
    const el = host('section');
    expect(embed.mount(el, 'product', { handle: 'tee' })).toBe(false);
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });
});
