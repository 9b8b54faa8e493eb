import { CartToggle, CartWidget, CheckoutButton, CollectionGrid, ProductCard, ProductRecommendations, ShopPolicies, WidgetBoundary, WidgetConfigProvider, defaultStrings, widgetStyles } from '../widget';
import type { WidgetKit } from './kit';
import type { Registry } from './registry';

const DESCRIPTIONS = ['none', 'text', 'html'] as const;
/** ProductCollectionSortKeys of the Storefront API. */
const COLLECTION_SORT_KEYS = ['COLLECTION_DEFAULT', 'BEST_SELLING', 'CREATED', 'ID', 'MANUAL', 'PRICE', 'RELEVANCE', 'TITLE'] as const;

/**
 * Every widget the page can ask for, one entry each: the data-attribute scan, the custom elements and `mount()` all read
 * this list. A new widget (the cart drawer: `{ name: 'cart', tag: 'shop-cart', attribute: 'data-shop-cart', … }`) is one
 * more entry.
 */
export const widgets: Registry = Object.freeze([
  {
    name: 'product',
    tag: 'shop-product',
    attribute: 'data-shop-product',
    component: ProductCard,
    attributes: {
      handle: { type: 'string', required: true, attribute: 'data-shop-product' },
      description: { type: 'string', attribute: 'data-shop-description', values: DESCRIPTIONS },
    },
  },
  {
    name: 'collection',
    tag: 'shop-collection',
    attribute: 'data-shop-collection',
    component: CollectionGrid,
    attributes: {
      handle: { type: 'string', required: true, attribute: 'data-shop-collection' },
      limit: { type: 'number', default: 20, min: 1, integer: true, attribute: 'data-shop-limit' }, // SPEC §9: 20 per page
      sortKey: { type: 'string', attribute: 'data-shop-sort', values: COLLECTION_SORT_KEYS },
      reverse: { type: 'boolean', attribute: 'data-shop-reverse' },
    },
  },
  {
    name: 'recommendations',
    tag: 'shop-recommendations',
    attribute: 'data-shop-recommendations',
    component: ProductRecommendations,
    attributes: {
      handle: { type: 'string', required: true, attribute: 'data-shop-recommendations' },
      limit: { type: 'number', default: 4, min: 1, integer: true, attribute: 'data-shop-limit' },
    },
  },
  { name: 'policies', tag: 'shop-policies', attribute: 'data-shop-policies', component: ShopPolicies, attributes: {} },
  {
    name: 'cart-toggle',
    tag: 'shop-cart-toggle',
    attribute: 'data-shop-cart-toggle',
    component: CartToggle,
    attributes: { label: { type: 'boolean', default: true, attribute: 'data-shop-label' } }, // data-shop-label="false": icon only
  },
  {
    name: 'cart',
    tag: 'shop-cart',
    attribute: 'data-shop-cart',
    component: CartWidget,
    attributes: {
      variant: { type: 'string', default: 'drawer', attribute: 'data-shop-variant', values: ['drawer', 'inline'] },
      attributes: { type: 'string', attribute: 'data-shop-attributes' }, // cart attributes to ask for: "key:Label,key2:Label"
      continueUrl: { type: 'url', attribute: 'data-shop-continue-url' }, // inline: where "Continue shopping" goes
    },
  },
  { name: 'checkout', tag: 'shop-checkout', attribute: 'data-shop-checkout', component: CheckoutButton, attributes: {} },
]);

/** The real widgets and the frame around them, as the bundles ship them. */
export const defaultKit: WidgetKit = { registry: widgets, WidgetBoundary, WidgetConfigProvider, defaultStrings, widgetStyles };
