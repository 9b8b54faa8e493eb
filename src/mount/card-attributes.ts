// The attributes of the product card and the cart toggle: the registry's (widgets.ts), and the first paint's, which
// reads them the same way to paint those hosts (first-paint/start.ts): a value the components would refuse is not painted.
import { DESCRIPTIONS } from './options';
import type { AttributeSpec } from './registry';

export const PRODUCT_ATTRIBUTES: Record<string, AttributeSpec> = {
  handle: { type: 'string', required: true, attribute: 'data-shop-product' },
  description: { type: 'string', attribute: 'data-shop-description', values: DESCRIPTIONS },
  lineProperties: { type: 'string', attribute: 'data-shop-line-properties' },
};

/** `data-shop-label="false"`: icon only. */
export const TOGGLE_ATTRIBUTES: Record<string, AttributeSpec> = {
  label: { type: 'boolean', default: true, attribute: 'data-shop-label' },
};
