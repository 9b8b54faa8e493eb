// @vitest-environment node
// shop-embed/server needs no DOM from its caller: in plain Node (no document, no DOMParser) a card is rendered, its
// description as text, and nothing is left on the global object.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/server';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

useEmulator();

describe('renderPage in Node', () => {
  it('renders a card with its description as text, and lends no DOMParser beyond the render', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const html = await renderPage(
      '<html><head><script src="/s/shop-embed.umd.min.js"></script></head><body><div data-shop-product="classic-cotton-tee"></div></body></html>',
      {
        domain: SHOP_DOMAIN,
        storefrontAccessToken: TOKEN,
      },
    );
    expect(html).toContain('>Classic Cotton Tee<');
    expect(/class="description"[^>]*>([^<]+)</.exec(html)?.[1]).toMatch(/^A midweight tee in 100% organic cotton/);
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { description: string };
    expect(data.description).toMatch(/^A midweight tee/);
    expect('DOMParser' in globalThis).toBe(false);
  });
});
