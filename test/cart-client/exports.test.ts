import { describe, expect, it } from 'vitest';
import * as cartClient from '../../src/cart-client';
import * as compat from '../../src/cart-client/compat';

// Pins the public surface: adding or removing an export is a decision, made here on purpose.
describe('public exports', () => {
  it('shop-embed/cart-client', () => {
    expect(Object.keys(cartClient).sort()).toEqual([
      'AbortError',
      'CART_ATTRIBUTES_UPDATE_MUTATION',
      'CART_BUYER_IDENTITY_UPDATE_MUTATION',
      'CART_CREATE_MUTATION',
      'CART_DELIVERY_ADDRESSES_ADD_MUTATION',
      'CART_DELIVERY_ADDRESSES_UPDATE_MUTATION',
      'CART_DISCOUNT_CODES_UPDATE_MUTATION',
      'CART_GIFT_CARD_CODES_REMOVE_MUTATION',
      'CART_GIFT_CARD_CODES_UPDATE_MUTATION',
      'CART_LINES_ADD_MUTATION',
      'CART_LINES_QUERY',
      'CART_LINES_REMOVE_MUTATION',
      'CART_LINES_UPDATE_MUTATION',
      'CART_NODE_QUERY',
      'CART_NOTE_UPDATE_MUTATION',
      'CART_QUERY',
      'COLLECTIONS_QUERY',
      'COLLECTIONS_WITH_PRODUCTS_QUERY',
      'COLLECTION_QUERY',
      'COLLECTION_WITH_PRODUCTS_QUERY',
      'DEFAULT_API_VERSION',
      'GraphQLResponseError',
      'HttpError',
      'NetworkError',
      'PRODUCTS_BY_IDS_QUERY',
      'PRODUCTS_QUERY',
      'PRODUCT_BY_HANDLE_QUERY',
      'PRODUCT_IMAGES_QUERY',
      'PRODUCT_RECOMMENDATIONS_QUERY',
      'PRODUCT_VARIANTS_QUERY',
      'SDK_VARIANT',
      'SDK_VERSION',
      'SHOP_POLICIES_QUERY',
      'SHOP_QUERY',
      'StorefrontClientError',
      'TimeoutError',
      'addCartDiscountCodes',
      'addCartLines',
      'checkoutUrlFor',
      'createCart',
      'createStorefrontClient',
      'fetchCart',
      'fetchCollection',
      'fetchCollectionByHandle',
      'fetchCollectionWithProducts',
      'fetchCollections',
      'fetchProduct',
      'fetchProductByHandle',
      'fetchProductRecommendations',
      'fetchProducts',
      'fetchProductsByHandles',
      'fetchProductsByIds',
      'fetchShop',
      'fetchShopPolicies',
      'formatMessage',
      'isAbortError',
      'isGraphQLResponseError',
      'isHttpError',
      'isNetworkError',
      'isTimeoutError',
      'isTransientError',
      'productsByHandlesQuery',
      'removeCartDiscountCode',
      'removeCartGiftCardCodes',
      'removeCartLines',
      'replaceCartLines',
      'resolveOperationName',
      'unionCodes',
      'updateCartAttributes',
      'updateCartBuyerIdentity',
      'updateCartDiscountCodes',
      'updateCartEmail',
      'updateCartGiftCardCodes',
      'updateCartLines',
      'updateCartNote',
      'updateCartNoteAndAttributes',
      'updateCartShippingAddress',
    ]);
  });

  it('shop-embed/compat', () => {
    expect(Object.keys(compat).sort()).toEqual(['buildClient', 'default', 'imageForSize', 'legacyAmount', 'legacyCheckout']);
    expect(compat.default.buildClient).toBe(compat.buildClient);
  });

  it('the core entry does not carry the compat facade', () => {
    expect(Object.keys(cartClient)).not.toContain('buildClient');
  });
});
