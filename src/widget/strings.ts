import type { codeStrings } from './cart/code-strings';
import type { cartFormStrings } from './cart/form-strings';
import type { cartStrings } from './cart/strings';
import type { catalogStrings } from './catalog-strings';
import type { localizationStrings } from './localization-strings';
import type { discoveryStrings } from './discovery-strings';
import type { componentStrings } from './component-strings';

/**
 * Every word the first script's widgets show or announce, in one flat object so the mount layer can merge a site owner's
 * overrides with a plain spread (`{ ...defaultStrings, ...overrides }`, default-strings.ts: these and the components' own
 * words, component-strings.ts, which the first paint never says). The cart drawer's words (`cartStrings`) come
 * with the cart chunk, which puts them under these; so do the sentences for Shopify's cart codes, said only after a cart
 * action, and the carousel's (`carouselStrings`, with its controls in the card extras chunk). `{name}` placeholders are filled by `interpolate`.
 */
export const paintStrings = {
  // Product card
  addToCart: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  optionSoldOut: '{value}, sold out',
  optionUnavailable: '{value}, unavailable',
  fieldsLoading: 'This product’s options are still loading. Try again in a moment.',
  // Stock, beside the price: a few left (when the shop's token may read inventory), or sold ahead of stock.
  onlyLeft: 'Only {count} left',
  preorder: 'Pre-order',
  // Price
  price: 'Price',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  unitPrice: 'Unit price',
  unitPricePer: '{price} / {unit}',
  // Quantity
  quantity: 'Quantity',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  // Cart toggle
  cart: 'Cart',
  cartEmpty: 'Cart, empty',
  cartOne: 'Cart, 1 item',
  cartMany: 'Cart, {count} items',
  CART_UNAVAILABLE: 'The cart could not be loaded. Check your connection and try again.',
};

/** Every key a widget may ask for: the first script's and the cart, catalog, localization and discovery chunks'. */
export type StringKey =
  | keyof typeof paintStrings
  | keyof typeof componentStrings
  | keyof typeof cartStrings
  | keyof typeof cartFormStrings
  | keyof typeof codeStrings
  | keyof typeof catalogStrings
  | keyof typeof localizationStrings
  | keyof typeof discoveryStrings;
export type WidgetStrings = { [K in StringKey]: string } & { readonly [code: string]: string | undefined };

/**
 * Fills `{name}` placeholders; unknown names stay as written so a missing value is visible, not silently empty.
 *
 * @example
 * interpolate('Image {n} of {count}', { n: 2, count: 5 }); // 'Image 2 of 5'
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The sentence for `key`: said with a `count` in a pack's language, its plural form where the strings have one
 * (`cartMany_few`, `moreLoaded_one`: the form `Intl.PluralRules` names for the count), else `key` itself. English needs
 * none (its sentences are written so one form reads right for every count they are said with). A key the strings do not
 * have is '' (a chunk's own sentence, which its chunk says in English: view-plans.ts).
 *
 * @example
 * sentence({ cartMany: 'السلة، {count} منتج', cartMany_two: 'السلة، منتجان' }, 'cartMany', { count: 2 }, 'ar'); // 'السلة، منتجان'
 */
export function sentence(
  strings: Readonly<Record<string, string | undefined>>,
  key: string,
  values?: Record<string, string | number>,
  language?: string,
): string {
  const form = language && typeof values?.count === 'number' && strings[`${key}_${new Intl.PluralRules(language).select(values.count)}`];
  return interpolate(form || strings[key] || '', values);
}
