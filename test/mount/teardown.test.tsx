// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { nextFrames, useEmbedPage } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

// After destroy() the page is the site's again: no entry point brings a widget back.
useEmulator();
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
const { start, warnings } = useEmbedPage();

function host(tag = 'div') {
  const el = document.createElement(tag);
  if (tag === 'div') el.setAttribute('data-shop-product', 'tee');
  else el.setAttribute('handle', 'tee');
  document.body.append(el);
  return el;
}

describe('after destroy()', () => {
  it('scan() mounts nothing', async () => {
    const embed = start(OPTIONS);
    await nextFrames();
    embed.destroy();
    const el = host();
    embed.scan();
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('init() mounts nothing, and says why', async () => {
    const embed = start();
    embed.destroy();
    const el = host();
    embed.init(OPTIONS);
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
    await vi.waitFor(() => expect(warnings.messages()).toContain('[shop-embed] init() after destroy(): this ShopEmbed stays torn down'));
    // Said once, however often the page calls it.
    embed.init(OPTIONS);
    await nextFrames();
    expect(warnings.messages().filter((m) => m.includes('init() after destroy()'))).toHaveLength(1);
  });

  it('a destroy() before the document is parsed keeps the first scan from running', async () => {
    const el = host();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const embed = start(OPTIONS);
      embed.destroy();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('a custom element that connects mounts nothing', async () => {
    const embed = start(OPTIONS);
    defineElements(embed);
    await nextFrames();
    embed.destroy();
    const el = host('shop-product');
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });

  it('mount() mounts nothing', async () => {
    const embed = start(OPTIONS);
    embed.destroy();
    const el = host('section');
    expect(embed.mount(el, 'product', { handle: 'tee' })).toBe(false);
    await nextFrames();
    expect(el.shadowRoot).toBeNull();
  });
});
