// @ts-check
// What a request without a token may not read. "Tokenless access allows API queries without an access token providing
// access to essential features such as: Products and Collections, Selling Plans, Search, Pages, Blogs, and Articles, Cart
// (read/write)"; "The following features require token-based authentication: Product Tags, Metaobjects and Metafields,
// Menu (Online Store navigation), Customers" (GraphQL Storefront API reference, "Authentication",
// shopify.dev/docs/api/storefront/latest#authentication). A variant's `quantityAvailable` and a product's `totalAvailable`
// are the `unauthenticated_read_product_inventory` scope's ("Shopify API access scopes", shopify.dev/docs/api/usage/
// access-scopes), which only a token carries: the Storefront Web Components need one "to display the inventory count or
// any custom data" (shopify.dev/docs/api/storefront-web-components/getting-started).
// How the shop answers such a field without a token is not documented. Here it is answered as a token without the scope
// is (src/cart-client/fragments.ts): the field null, with an error beside the data whose code is the reference's
// ACCESS_DENIED ("The client doesn't have correct authentication credentials"); the rest of the answer stands.
import { GraphQLError } from 'graphql';

/** Fields only a token reads, by the type that has them ('*': any type). */
const TOKEN_ONLY = /** @type {Record<string, string[]>} */ ({
  ProductVariant: ['quantityAvailable'],
  Product: ['totalAvailable', 'tags'],
  QueryRoot: ['metaobject', 'metaobjects', 'menu', 'customer'],
  CartBuyerIdentity: ['customer'],
  Mutation: ['cartMetafieldsSet', 'cartMetafieldDelete', 'customerCreate', 'customerAccessTokenCreate', 'customerRecover'],
  '*': ['metafield', 'metafields'],
});

/** @param {string} type @param {string} field */
export const needsToken = (type, field) => !!TOKEN_ONLY[type]?.includes(field) || TOKEN_ONLY['*']?.includes(field) === true;

/** @param {string} field */
export const accessDenied = (field) => new GraphQLError(`Access denied for ${field} field.`, { extensions: { code: 'ACCESS_DENIED' } });
