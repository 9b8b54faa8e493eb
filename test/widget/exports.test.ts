import { describe, expect, it } from 'vitest';
import * as widget from '../../src/widget';

describe('src/widget public surface', () => {
  it('exports the components, configuration, strings, styles and helpers', () => {
    for (const name of [
      'ProductCard',
      'CollectionGrid',
      'ProductRecommendations',
      'ShopPolicies',
      'CartToggle',
      'WidgetBoundary',
      'WidgetConfigProvider',
      'useWidgetConfig',
      'defaultStrings',
      'widgetStyles',
      'formatMoney',
      'sizedImageUrl',
    ]) {
      expect(widget, name).toHaveProperty(name);
    }
  });

  it('every default string is a non-empty sentence and the stylesheet themes through custom properties', () => {
    for (const [key, text] of Object.entries(widget.defaultStrings)) expect(text, key).toMatch(/\S/);
    expect(widget.cartStrings.MERCHANDISE_NOT_ENOUGH_STOCK).toContain('{quantity}'); // Shopify's codes come with the cart chunk
    for (const property of ['--shop-embed-color-accent', '--shop-embed-radius', '--shop-embed-font', '--shop-embed-color-text']) {
      expect(widget.widgetStyles).toContain(`var(${property},`);
    }
    expect(widget.widgetStyles).toContain('prefers-reduced-motion');
    expect(widget.widgetStyles).not.toMatch(/url\(/); // nothing for a strict CSP or img-src to block
    expect(widget.widgetStyles).not.toContain('.arrow{'); // the carousel's controls bring their own rules (card extras chunk)
    expect(widget.widgetStyles).not.toContain('.heading{'); // grid and drawer headings: the catalog and cart chunks bring theirs
    expect(widget.widgetStyles).not.toContain('.slide[hidden]'); // only the card extras hide slides
  });
});
