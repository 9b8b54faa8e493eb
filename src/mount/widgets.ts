import { h } from 'preact';
import { CartToggle, ProductCard, WidgetBoundary, WidgetConfigProvider, cardWidgetStyles, defaultStrings } from '../widget';
import { readCollection, readRecommendations } from '../widget/catalog-reads';
import { readCardProduct } from '../widget/fields-chunk';
import { HEADING_LEVEL, PRODUCT_ATTRIBUTES, TOGGLE_ATTRIBUTES } from './attributes/card-attributes';
import { COLLECTION_ATTRIBUTES, RECOMMENDATIONS_ATTRIBUTES } from './attributes/catalog-attributes';
import { cartPart } from './slots/cart-slot';
import { catalogPart, catalogSlot, type CatalogSlot } from './slots/catalog-slot';
import { contentPart } from './slots/content-slot';
import { localizationPart } from './slots/localization-slot';
import { discoveryPart } from './slots/discovery-slot';
import type { WidgetKit } from './kit';
import type { Registry, WidgetDefinition } from './registry';

/** The name a discovery widget's state goes behind in the address, for a page with several (src/scripts/discovery/url-state.ts). */
const stateKey: WidgetDefinition['attributes'][string] = { type: 'string', attribute: 'data-shop-state-key' };

/** An entry whose tag and marking attribute follow from its name (`product`: `<shop-product>`, `data-shop-product`). */
function widget(name: string, component: WidgetDefinition['component'], attributes: WidgetDefinition['attributes'] = {}): WidgetDefinition {
  return { name, tag: `shop-${name}`, attribute: `data-shop-${name}`, component, attributes };
}

/** The product a card (or recommendations) reads first, by handle, with a card's custom fields: asked for as the host is found. */
const productOf: WidgetDefinition['prefetch'] = (catalog, props) =>
  readCardProduct(catalog, String(props.handle), props.fields as string | undefined);

/** A widget of the catalog chunk: a stand-in until the chunk has arrived, its first read started with the chunk (see catalog-slot.tsx). */
function catalogWidget(
  slot: CatalogSlot,
  name: string,
  part: Parameters<typeof catalogPart>[1],
  read: NonNullable<WidgetDefinition['prefetch']>,
  attributes: WidgetDefinition['attributes'] = {},
): WidgetDefinition {
  // The chunk and the widget's first read start together.
  const prefetch: typeof read = (catalog, props) => {
    slot.preload();
    return read(catalog, props);
  };
  return { ...widget(name, catalogPart(slot, part, prefetch), attributes), prefetch };
}

/** The collection grid, recommendations and policies, waiting on `slot` (the page's catalog chunk; tests pass their own). */
export function catalogEntries(slot: CatalogSlot): WidgetDefinition[] {
  const grid = catalogWidget(slot, 'collection', 'CollectionGrid', (catalog, props) => readCollection(catalog, props as never), {
    ...COLLECTION_ATTRIBUTES,
    stateKey,
  });
  const filtered = discoveryPart('FilteredCollection');
  return [
    // With `data-shop-filters` the grid comes with the discovery chunk, its facets and its state in the address.
    { ...grid, component: (props: Record<string, unknown>) => h(props['filters'] ? filtered : grid.component, props) },
    catalogWidget(
      slot,
      'recommendations',
      'ProductRecommendations',
      (catalog, props) => readRecommendations(catalog, String(props.handle), props.limit as number),
      RECOMMENDATIONS_ATTRIBUTES,
    ),
    catalogWidget(slot, 'policies', 'ShopPolicies', (catalog) => catalog.policies()),
  ];
}

/**
 * Every widget the page can ask for, one entry each: the data-attribute scan, the custom elements and `mount()` all read
 * this list. A new widget (the cart drawer: `widget('cart', cartPart('CartWidget'), { … })`, which is `{ name: 'cart', tag: 'shop-cart',
 * attribute: 'data-shop-cart', … }`) is one more entry.
 */
export const widgets: Registry = Object.freeze([
  {
    ...widget('product', ProductCard, PRODUCT_ATTRIBUTES),
    prefetch: productOf,
    leadsToCart: true,
  },
  ...catalogEntries(catalogSlot),
  {
    // A toggle alone on the page brings the drawer it opens (an inline cart is no drawer).
    ...widget('cart-toggle', CartToggle, TOGGLE_ATTRIBUTES),
    companion: { name: 'cart', serves: (props) => props.variant !== 'inline' },
    leadsToCart: true,
  },
  // The cart chunk's widgets: a stand-in until the chunk has arrived (see cart-slot.tsx).
  widget('cart', cartPart('CartWidget'), {
    variant: { type: 'string', default: 'drawer', attribute: 'data-shop-variant', values: ['drawer', 'inline'] },
    attributes: { type: 'string', attribute: 'data-shop-attributes' }, // cart attributes to ask for: "key:Label,key2:Label"
    continueUrl: { type: 'url', attribute: 'data-shop-continue-url' }, // inline: where "Continue shopping" goes
  }),
  widget('checkout', cartPart('CheckoutButton')),
  // The shopper's country (with its currency) and language, with the localization chunk (`<div data-shop-localization>`,
  // `<shop-localization>`): a choice moves every widget and the cart to that market.
  widget('localization', localizationPart),
  // A search box with suggestions and its results (`<div data-shop-search>`, `<shop-search>`): the discovery chunk.
  widget('search', discoveryPart('SearchWidget'), {
    limit: COLLECTION_ATTRIBUTES.limit!, // results per page: 20, as a grid's
    placeholder: { type: 'string', attribute: 'data-shop-placeholder' },
    stateKey,
  }),
  // A document of the content service (`<div data-shop-content data-shop-content-type="page" data-shop-content-uid="home">`,
  // `<shop-content type uid lang>`): the content chunk draws it, loaded as the first block mounts.
  widget('content', contentPart('ContentBlock'), {
    type: { type: 'string', required: true, attribute: 'data-shop-content-type' },
    uid: { type: 'string', attribute: 'data-shop-content-uid' },
    lang: { type: 'string', attribute: 'data-shop-content-lang' },
    endpoint: { type: 'url', required: true, attribute: 'data-shop-content-endpoint' },
    link: { type: 'string', attribute: 'data-shop-content-link' }, // where document links go: "/pages/:uid"
    headingLevel: HEADING_LEVEL, // the product lists' cards
  }),
  // Skip-to-content links, with the content chunk (`<div data-shop-skip-links="#main,#footer">`, or one to `#main`).
  widget('skip-links', contentPart('SkipLinks'), {
    anchors: { type: 'string', attribute: 'data-shop-skip-links' },
    label: { type: 'string', attribute: 'data-shop-skip-links-label' },
    target: { type: 'string', attribute: 'data-shop-skip-links-target' },
    listLabel: { type: 'string', attribute: 'data-shop-skip-links-list-label' },
  }),
]);

/** The real widgets and the frame around them, as the bundles ship them. */
export const defaultKit: WidgetKit = { registry: widgets, WidgetBoundary, WidgetConfigProvider, defaultStrings, widgetStyles: cardWidgetStyles };
