// `shop-embed/cart-client`: a framework-free Storefront API client. Every operation is its own function taking the
// client, so a page that only adds lines ships only that mutation.
export { createStorefrontClient, DEFAULT_API_VERSION, SDK_VARIANT, SDK_VERSION } from './client';
export type { StorefrontClient, StorefrontClientOptions, StorefrontClientConfig, RequestOptions } from './client';
export {
  StorefrontClientError,
  NetworkError,
  TimeoutError,
  AbortError,
  HttpError,
  GraphQLResponseError,
  isNetworkError,
  isTimeoutError,
  isAbortError,
  isHttpError,
  isGraphQLResponseError,
  isTransientError,
} from './errors';
export type { GraphQLErrorDetail } from './errors';
export { formatMessage } from './format-message';
export { resolveOperationName } from './operation';
export { fetchCart, CART_QUERY, CART_NODE_QUERY, CART_LINES_QUERY } from './cart-fetch';
export { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_UPDATE_MUTATION, CART_LINES_REMOVE_MUTATION } from './cart-mutations';
export {
  CART_NOTE_UPDATE_MUTATION,
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_DELIVERY_ADDRESSES_ADD_MUTATION,
  CART_DELIVERY_ADDRESSES_UPDATE_MUTATION,
} from './cart-detail-mutations';
export { createCart, addCartLines, updateCartLines, removeCartLines } from './cart';
export {
  updateCartNote,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartGiftCardCodes,
  removeCartGiftCardCodes,
  updateCartShippingAddress,
  updateCartNoteAndAttributes,
  addCartDiscountCodes,
  removeCartDiscountCode,
  updateCartEmail,
  unionCodes,
} from './cart-details';
export { replaceCartLines } from './cart-operations';
export { checkoutUrlFor } from './checkout-url';
export {
  fetchProducts,
  fetchProduct,
  fetchProductByHandle,
  fetchProductsByHandles,
  fetchProductsByIds,
  fetchProductRecommendations,
  productsByHandlesQuery,
  PRODUCTS_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCTS_BY_IDS_QUERY,
  PRODUCT_RECOMMENDATIONS_QUERY,
  PRODUCT_IMAGES_QUERY,
  PRODUCT_VARIANTS_QUERY,
} from './products';
export type { ProductsQueryOptions } from './products';
export {
  fetchCollections,
  fetchCollection,
  fetchCollectionWithProducts,
  fetchCollectionByHandle,
  COLLECTIONS_QUERY,
  COLLECTIONS_WITH_PRODUCTS_QUERY,
  COLLECTION_QUERY,
  COLLECTION_WITH_PRODUCTS_QUERY,
} from './collections';
export type { CollectionsQueryOptions, CollectionProductsOptions } from './collections';
export { fetchShop, fetchShopPolicies, SHOP_QUERY, SHOP_POLICIES_QUERY } from './shop';
export type { ShopInfo, ShopPolicy, ShopPolicies, ShopSettings } from './shop';
export type * from './types';
