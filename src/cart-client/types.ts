// Result shapes of our documents, derived from the types generated from the documents themselves
// (storefront.generated.ts, `npm run codegen`): never written by hand. What is ours is the normalization — connections
// flattened to arrays once every page is fetched, a delivery group's lines as ids, inputs without explicit nulls — and
// the `LINES_INCOMPLETE` warning; the functions that normalize are typed from the generated results, so the compiler
// holds both ends together.
import type * as G from './storefront.generated';

/** The nodes of a connection as our documents select it (`{ nodes }` or `{ edges { node } }`), as one array. */
type Nodes<C> = C extends { nodes: ReadonlyArray<infer T> } ? T[] : C extends { edges: ReadonlyArray<{ node: infer T }> } ? T[] : never;
/** Each member of the union `U`, with the keys `K` it does not select declared absent (readable as `undefined`). */
type WithAbsent<U, K extends PropertyKey> = U extends unknown ? U & { [P in Exclude<K, keyof U>]?: never } : never;
/** A schema input as our functions take it: a field not sent is left out, never `null`. */
type Input<T> = { [K in keyof T]: Exclude<T[K], null> };
/** `T` with the connection fields `K` flattened to arrays of their nodes. */
type FlattenConnections<T, K extends keyof T> = { [P in keyof T]: P extends K ? Nodes<T[P]> : T[P] };

export type Money = G.MoneyFragment;
export type Image = G.ImageFragment;
export type Variant = G.VariantFragment;
export type SelectedOption = Variant['selectedOptions'][number];
export type UnitPriceMeasurement = NonNullable<Variant['unitPriceMeasurement']>;
export type ProductOption = G.ProductFragment['options'][number];
/** Every image and every variant, 250 per page until the last. */
export type Product = FlattenConnections<G.ProductFragment, 'images' | 'variants'>;
/** What the widgets show of a product: a card's read (card.ts) or the API's `Product`; no dates, tags or product type. */
export type ShownProduct = Omit<Product, 'productType' | 'description' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'tags'>;
export type Collection = G.CollectionFragment;
export type PageInfo = G.ProductsQuery['products']['pageInfo'];
/** One page of a product connection: the products flattened, the page info kept for "load more". */
export interface ProductPage {
  products: Product[];
  pageInfo: PageInfo;
}
export interface CollectionWithProducts extends Collection, ProductPage {}

export type Attribute = G.CartFragment['attributes'][number];
/**
 * One union member per allocation type: a `code` on code discounts, a `title` on automatic and custom ones; the field a
 * member lacks reads as `undefined` (so `allocation.code ?? allocation.title` names any of them).
 */
export type DiscountAllocation = WithAbsent<G.DiscountAllocationFragment, 'code' | 'title'>;
/** A cart line (the `CartLine` and `ComponentizableCartLine` members select the same fields, so one shape). */
export interface CartLine extends Omit<G.CartLineFragment, 'discountAllocations'> {
  discountAllocations: DiscountAllocation[];
}
export type MailingAddress = DeliveryGroup['deliveryAddress'];
export type CartDeliveryAddress = G.CartFragment['delivery']['addresses'][number]['address'];
export type DeliveryOption = G.DeliveryOptionFragment;
export interface DeliveryGroup extends Omit<Nodes<G.CartFragment['deliveryGroups']>[number], 'cartLines'> {
  /** Ids of the lines in this group. */
  cartLines: string[];
}
export type AppliedGiftCard = G.CartFragment['appliedGiftCards'][number];
/** The cart with every line (250 per page until the last) and its delivery groups as arrays. */
export interface Cart extends Omit<G.CartFragment, 'lines' | 'deliveryGroups' | 'discountAllocations'> {
  discountAllocations: DiscountAllocation[];
  lines: CartLine[];
  deliveryGroups: DeliveryGroup[];
}

/** The payload every cart mutation selects (`cartNoteUpdate` has no `warnings`). */
type MutationPayload = NonNullable<G.CartLinesAddMutation['cartLinesAdd']>;
/** Shopify's native CartErrorCode values (e.g. `INVALID_MERCHANDISE_LINE`, `NOTE_TOO_LONG`). */
export type CartUserError = MutationPayload['userErrors'][number];
/**
 * Shopify's native CartWarningCode values (e.g. `MERCHANDISE_NOT_ENOUGH_STOCK`), and ours: `LINES_INCOMPLETE` when a
 * mutation ran but not every page of the cart's lines could be read; `CART_COMPLETED` (from the cart store) when the cart
 * was completed at checkout elsewhere, or expired, and a new one starts.
 */
export interface CartWarning extends Omit<ShopWarning, 'code'> {
  code: ShopWarning['code'] | 'LINES_INCOMPLETE' | 'CART_COMPLETED';
}
type ShopWarning = MutationPayload['warnings'][number];
/** What every cart mutation resolves with: errors the shop reports about the input are data, not exceptions. */
export interface CartResult {
  cart: Cart | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export type AttributeInput = G.AttributeInput;
export type CartLineInput = Input<G.CartLineInput>;
/** `sellingPlanId: null` takes a line off its selling plan (one-time purchase). */
export type CartLineUpdateInput = Omit<Input<G.CartLineUpdateInput>, 'sellingPlanId'> & { sellingPlanId?: string | null };
export type CartBuyerIdentityInput = Input<G.CartBuyerIdentityInput>;
/** The fields of a delivery address (the schema's `CartDeliveryAddressInput`). */
export type CartAddressInput = Input<G.CartDeliveryAddressInput>;
export type CartInput = Input<Pick<G.CartInput, 'lines' | 'note' | 'attributes' | 'buyerIdentity' | 'discountCodes' | 'giftCardCodes'>>;
export interface OperationOptions {
  signal?: AbortSignal;
}
