/** The short names `ShopEmbed.on()` accepts for the DOM events ShopEmbed fires on `document`. */
const NAMES = [
  'ready',
  'cart:change',
  'cart:error',
  'checkout',
  'localization:change',
  // Commerce analytics, in GA4's ecommerce shape (README "Analytics"): views from the first script, the rest from the cart chunk.
  'view-item-list',
  'view-item',
  'add-to-cart',
  'remove-from-cart',
  'begin-checkout',
] as const;

export type EventName = (typeof NAMES)[number];

/** The DOM events ShopEmbed fires on `document` (each `shop-embed:` and its short name), by short name. */
export const EVENTS = Object.fromEntries(NAMES.map((name) => [name, `shop-embed:${name}`])) as { readonly [N in EventName]: `shop-embed:${N}` };

export function eventType(name: string): string {
  return name in EVENTS ? EVENTS[name as EventName] : name;
}

/** Fires a `CustomEvent` on the document; returns false when a listener called `preventDefault()`. */
export function fire(doc: Document, name: EventName, detail: unknown, cancelable = false): boolean {
  // The document's own window's class (a test's window, a frame's).
  return doc.dispatchEvent(new (doc.defaultView ?? globalThis).CustomEvent(EVENTS[name], { detail, cancelable }));
}

/** One product of a commerce event, as GA4 names it, plus the Storefront ids of its product and variant. */
export interface CommerceItem {
  /** The variant's SKU, or its Storefront id when it has none. */
  item_id: string;
  item_name: string;
  /** The product's vendor. */
  item_brand?: string | undefined;
  /** The variant's title (`Large / Blue`). */
  item_variant: string;
  /** Per unit, in `currency`: a cart line's cost after its discounts divided by its quantity; a card's variant price. */
  price: number;
  quantity: number;
  /** Its position in the list (the grid, the cart's lines, the event's items). */
  index: number;
  /** The grid it was shown in (`collection:coffee`, `recommendations:tee`), for views of a list. */
  item_list_name?: string;
  product_id: string;
  variant_id: string;
}

/** The `detail` of the commerce events (GA4's `ecommerce` object): `value` is the sum of `price × quantity`, in the shop's amounts. */
export interface CommerceDetail {
  currency: string;
  value: number;
  items: CommerceItem[];
  /** The Storefront id of the cart (null for views before there is one). */
  cart_id: string | null;
  item_list_name?: string;
}
