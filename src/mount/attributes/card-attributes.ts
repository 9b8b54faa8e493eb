// The attributes of the product card and the cart toggle: the registry's (widgets.ts), and the first paint's, which
// reads them the same way to paint those hosts (src/scripts/first-script/start.ts): a value the components would refuse is not painted.
import { DESCRIPTIONS } from './options';
import type { AttributeSpec } from '../registry';

/**
 * `data-shop-heading-level="3"` (`heading-level` on an element, `headingLevel` in mount()): the level of the widget's
 * title (a card's, a grid's heading; its tiles one below), 1–6; absent, the widget's own default (2). A bad value warns
 * once and that default is used. One spec for every widget that has a title (specs are only read).
 */
export const HEADING_LEVEL: AttributeSpec = {
  type: 'number',
  attribute: 'data-shop-heading-level',
  min: 1,
  max: 6,
  integer: true,
  lenient: true,
};

export const PRODUCT_ATTRIBUTES: Record<string, AttributeSpec> = {
  handle: { type: 'string', required: true, attribute: 'data-shop-product' },
  description: { type: 'string', attribute: 'data-shop-description', values: DESCRIPTIONS },
  lineProperties: { type: 'string', attribute: 'data-shop-line-properties' },
  headingLevel: HEADING_LEVEL,
  // The shop's own fields (metafields), read and drawn by the fields chunk: the first paint leaves such a card to the components.
  fields: { type: 'string', attribute: 'data-shop-fields' },
  // `data-shop-buy-now`: the main button goes straight to checkout with this one line; `="also"`: a second button beside Add to cart.
  buyNow: { type: 'boolean', attribute: 'data-shop-buy-now', values: ['also'] },
};

/** `data-shop-label="false"`: icon only. */
export const TOGGLE_ATTRIBUTES: Record<string, AttributeSpec> = {
  label: { type: 'boolean', default: true, attribute: 'data-shop-label' },
};
