// `shop-embed/react`: the script's components for React apps (React 18 or 19), over the same store and Storefront client.
// Built without preact (build/react.mjs fails the build if anything here reaches it); `react` and `react-dom` are the
// app's own. Nothing runs on import: no `window`, no `document`, so server rendering can import it.
import type { CardProduct } from '../cart-client/card';
import { productKey, useCart as useCartSlice, useCatalogRead, type CartStoreState, type Read } from '../store';
export { shallowEqual } from '../store/use-cart';
import { CartToggle as Toggle } from '../widget/card/CartToggle';
import { ProductCard as Card } from '../widget/card/ProductCard';
import { CartDrawer as Drawer } from '../widget/cart/CartDrawer';
import { CartInline as Inline } from '../widget/cart/CartInline';
import { cartStrings } from '../widget/cart/strings';
import { framed, shadowCartCss } from './frame';
import { LazyCollectionGrid, LazyPolicies, LazyRecommendations, loadCatalog } from './lazy-catalog';

export { ShopProvider } from './ShopProvider';
export type { ShopProviderProps } from './ShopProvider';
export type { ProductCardProps } from '../widget/card/ProductCard';
export type { CollectionGridProps } from '../widget/CollectionGrid';
export type { ProductRecommendationsProps } from '../widget/ProductRecommendations';
export type { CartToggleProps } from '../widget/card/CartToggle';
export type { CartDrawerProps, CartInlineProps } from '../widget/cart';
export type { CartStoreState, Read } from '../store';
export type { CardProduct } from '../cart-client/card';
export type { ShopData } from './shop-data';

/** A product: image, price, variant picker, quantity and add to cart (`<ProductCard handle="classic-cotton-tee" />`). */
export const ProductCard = /* @__PURE__ */ framed(Card, 'ProductCard', { leadsToCart: true });
// The catalog's components come with a chunk of their own (lazy-catalog.ts): their skeleton until it has arrived. In a
// shadow root, their rules come with it too.
const catalogCss = () => loadCatalog().then((chunk) => chunk.styles);
/** A collection's products as tiles, with "Load more" (`<CollectionGrid handle="coffee" limit={8} />`). */
export const CollectionGrid = /* @__PURE__ */ framed(LazyCollectionGrid, 'CollectionGrid', { styles: catalogCss });
/** The shop's recommendations for a product (`<ProductRecommendations handle="classic-cotton-tee" />`). */
export const ProductRecommendations = /* @__PURE__ */ framed(LazyRecommendations, 'ProductRecommendations', { styles: catalogCss });
/** Links to the shop's policies (refunds, privacy, terms, shipping). */
export const ShopPolicies = /* @__PURE__ */ framed(LazyPolicies, 'ShopPolicies', { styles: catalogCss });
/** The cart button with its live count; opens and closes the `CartDrawer`. */
export const CartToggle = /* @__PURE__ */ framed(Toggle, 'CartToggle', { leadsToCart: true });
/** The cart as a modal drawer, opened by `CartToggle`, an add (`openDrawerOnAdd`) or `useCart((s) => s.openDrawer)()`. */
export const CartDrawer = /* @__PURE__ */ framed(Drawer, 'CartDrawer', { strings: cartStrings, styles: shadowCartCss });
/** The cart on a page of its own. */
export const CartInline = /* @__PURE__ */ framed(Inline, 'CartInline', { strings: cartStrings, styles: shadowCartCss });

const whole = (state: CartStoreState) => state;

/**
 * The cart (state and actions, `addLines`, `checkout`, `openDrawer`…), or the slice `selector` picks: re-renders when it
 * changes (`equal` decides; default `Object.is`). A selector that builds an object is fine; pass `shallowEqual` so it
 * re-renders only when one of the object's values changes.
 *
 * @example
 * const count = useCart((cart) => cart.cart?.totalQuantity ?? 0);
 * const { count, open } = useCart((s) => ({ count: s.cart?.totalQuantity ?? 0, open: s.openDrawer }), shallowEqual);
 */
export function useCart(): CartStoreState;
export function useCart<T>(selector: (state: CartStoreState) => T, equal?: (a: T, b: T) => boolean): T;
export function useCart<T>(selector?: (state: CartStoreState) => T, equal?: (a: T, b: T) => boolean): T | CartStoreState {
  return useCartSlice<T | CartStoreState>(selector ?? whole, equal as ((a: T | CartStoreState, b: T | CartStoreState) => boolean) | undefined);
}

/**
 * A product by handle, read through the provider's catalog (one request with every other read of the same tick, cached):
 * `{ status: 'loading' }`, then `ready` with the product (`null`: the shop has none) or `error`.
 */
export function useProduct(handle: string): Read<CardProduct | null> {
  return useCatalogRead(productKey(handle), (catalog) => catalog.product(handle));
}
