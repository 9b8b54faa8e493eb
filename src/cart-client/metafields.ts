// A card's custom fields (`data-shop-fields="custom.material, custom.care"`): the product's metafields by namespace and key,
// one root field of the catalog's batch beside the card's product. Only the fields chunk (src/scripts/fields) imports this
// file, so neither the first script nor the components carry the selection.
//
// Shopify: `Product.metafields(identifiers: [HasMetafieldsIdentifier!]!)` answers one entry per identifier, in their order,
// null for a field the product has not set or the shop has not exposed to the Storefront API (a definition with
// `access.storefront: PUBLIC_READ`: shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/products-collections/metafields).
// `value` is always a string, whatever the type (a list's is a JSON array; a reference's the referenced object's GID);
// what a reference points at comes through `reference` (one) or `references` (a list.*_reference type):
// shopify.dev/docs/apps/build/metafields/list-of-data-types.
import type { BatchRead } from './batch';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';
import type * as G from './storefront.generated';

/** How many items of a list of references a card shows (the rest are left out: a card is no product page). */
export const MAX_REFERENCES = 10;

/** What a reference shows: its title (or file name, or handle) as text, linked where it has an address. */
export const METAFIELD_TARGET_FRAGMENT = `#graphql
fragment MetafieldTarget on MetafieldReference {
  __typename
  ... on GenericFile { alt url }
  ... on MediaImage { alt image { url altText } }
  ... on Video { alt sources { url } }
  ... on Model3d { alt sources { url } }
  ... on Product { title onlineStoreUrl }
  ... on ProductVariant { title product { title onlineStoreUrl } }
  ... on Collection { title onlineStoreUrl }
  ... on Page { title onlineStoreUrl }
  ... on Article { title onlineStoreUrl }
  ... on Metaobject { handle onlineStoreUrl }
}`;

export const CARD_METAFIELD_FRAGMENT = `#graphql
fragment CardMetafield on Metafield {
  namespace key type value
  reference { ...MetafieldTarget }
  references(first: ${MAX_REFERENCES}) { nodes { ...MetafieldTarget } }
}`;

/** The card's fields as one document (the source of their generated types; the batch sends the same field). */
export const CARD_METAFIELDS_QUERY = `#graphql
query CardMetafields($handle: String!, $identifiers: [HasMetafieldsIdentifier!]!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  product(handle: $handle) { metafields(identifiers: $identifiers) { ...CardMetafield } }
}
${CARD_METAFIELD_FRAGMENT}
${METAFIELD_TARGET_FRAGMENT}`;

export type CardMetafield = G.CardMetafieldFragment;
export type MetafieldTarget = G.MetafieldTargetFragment;

/** A metafield to read: `custom.material` is `{ namespace: 'custom', key: 'material' }`. */
export interface MetafieldIdentifier {
  namespace: string;
  key: string;
}

/**
 * The product's metafields, one per identifier in their order (null: not set or not exposed); `[]` for a handle the shop
 * does not have.
 *
 * @example
 * catalog.read('fields:tee:custom.material', metafieldsRead('tee', [{ namespace: 'custom', key: 'material' }]));
 */
export const metafieldsRead = (handle: string, identifiers: readonly MetafieldIdentifier[]): BatchRead<(CardMetafield | null)[]> => ({
  field: /* GraphQL */ `product(handle: $0) { metafields(identifiers: $1) { ...CardMetafield } }`,
  types: ['String!', '[HasMetafieldsIdentifier!]!'],
  values: [handle, identifiers.map(({ namespace, key }) => ({ namespace, key }))],
  fragments: [CARD_METAFIELD_FRAGMENT, METAFIELD_TARGET_FRAGMENT],
  result: (raw: { metafields: (CardMetafield | null)[] } | null) => raw?.metafields ?? [],
});
