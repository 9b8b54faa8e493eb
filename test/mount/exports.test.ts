// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

describe('the ESM entry (shop-embed)', () => {
  it('exports the embed API and nothing that touches the page on import', async () => {
    const module = await import('../../src/index');
    expect(Object.keys(module).sort()).toEqual(['EVENTS', 'createEmbed', 'createShopEmbed', 'defaultKit', 'defineElements', 'widgets']);
    expect(window.ShopEmbed).toBeUndefined();
    expect(customElements.get('shop-product')).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
