// @vitest-environment happy-dom
// A page whose own script defined `<shop-product>` (or another of our tags) before ours: that element is the page's, and no
// widget of ours can be drawn in it. The console says so once, naming the tag and the attribute to use instead; every other
// widget, the `data-shop-product` cards among them, works as on any page.
// One file of its own: custom elements are defined once per page.
import { describe, expect, it, vi } from 'vitest';
import { createShopEmbed, defineElements } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings, nextFrames } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

useEmulator();

class SiteProduct extends HTMLElement {
  connectedCallback() {
    this.textContent = 'site own shop-product';
  }
}

describe('a shop-* tag another script defined', () => {
  it('one line naming the tag and its attribute; the element left to the page; the rest drawn', async () => {
    customElements.define('shop-product', SiteProduct);
    const warnings = captureWarnings();
    try {
      document.body.innerHTML =
        '<shop-product id="own" handle="classic-cotton-tee"></shop-product><div id="card" data-shop-product="classic-cotton-tee"></div><shop-cart-toggle id="toggle"></shop-cart-toggle>';
      const embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
      const defined = defineElements(embed);
      expect(defined).not.toContain('shop-product');
      expect(defined).toContain('shop-cart-toggle');
      expect(customElements.get('shop-product')).toBe(SiteProduct);
      // Ours defined already (a second call): nothing more said.
      expect(defineElements(embed)).toEqual([]);

      await vi.waitFor(() =>
        expect(warnings.messages()).toEqual(['[shop-embed] <shop-product>: defined by another script, not ShopEmbed; use data-shop-product instead']),
      );
      await nextFrames(4);
      expect(warnings.messages()).toHaveLength(1);
      const own = document.getElementById('own')!;
      expect(own.shadowRoot).toBeNull();
      expect(own.textContent).toBe('site own shop-product');
      // The data-shop-product card and the element of ours are drawn as on any page.
      expect(document.getElementById('card')!.shadowRoot?.textContent).toMatch(/./);
      expect(document.getElementById('toggle')!.shadowRoot?.textContent).toMatch(/./);
      embed.destroy();
    } finally {
      warnings.restore();
    }
  });
});
