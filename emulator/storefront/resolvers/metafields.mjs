// @ts-check
// Resolvers of product metafields (data/metafields.mjs): `Product.metafields(identifiers:)` answers one entry per
// identifier, in their order, null where the product has no such field ("A list of custom fields that a merchant associates
// with a Shopify resource": the schema; shopify.dev/docs/api/storefront/latest/input-objects/HasMetafieldsIdentifier);
// `Product.metafield(namespace:, key:)` the one field or null. A reference resolves to what it points at, as the schema's
// `MetafieldReference` union: a product of the demo shop, or an image file (a `MediaImage`).
import { paginate } from '../connection.mjs';
import { METAFIELDS } from '../data/metafields.mjs';

/**
 * @typedef {import('../data/catalog.mjs').CatalogProduct} Product
 * @typedef {import('../data/metafields.mjs').MetafieldDef} MetafieldDef
 * @typedef {import('../data/metafields.mjs').Target} Target
 * @typedef {import('./context.mjs').Context} Context
 * @typedef {Record<string, any>} Args
 * @typedef {MetafieldDef & { __typename: 'Metafield', id: string, createdAt: string, updatedAt: string, parentResource: Product }} Metafield
 */

const STAMP = '2024-03-01T09:00:00Z';

/** The product's field `namespace.key` as the API serves it, or null. @param {Product} p @param {string | undefined} namespace @param {string} key */
function fieldOf(p, namespace, key) {
  const list = METAFIELDS[p.handle] ?? [];
  const i = list.findIndex((f) => f.namespace === namespace && f.key === key);
  const def = list[i];
  if (!def) return null;
  const pid = p.id.split('/').pop();
  /** @type {Metafield} */
  const field = {
    ...def,
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${pid}${String(i).padStart(2, '0')}`,
    createdAt: STAMP,
    updatedAt: STAMP,
    parentResource: p,
  };
  return field;
}

/** @param {Target} target @param {Context} ctx */
function resolveTarget(target, ctx) {
  if ('product' in target) return ctx.index.productsByHandle.get(target.product) ?? null;
  const image = { id: `gid://shopify/ImageSource/${target.image}`, file: target.image, altText: target.alt, width: 1200, height: 1600 };
  return {
    __typename: 'MediaImage',
    id: `gid://shopify/MediaImage/${target.image}`,
    alt: target.alt,
    mediaContentType: 'IMAGE',
    image,
    previewImage: image,
  };
}

export const metafieldResolvers = {
  Product: {
    /** @param {Product} p @param {Args} a */
    metafields: (p, a) => a.identifiers.map((/** @type {{ namespace?: string, key: string }} */ id) => fieldOf(p, id.namespace, id.key)),
    /** @param {Product} p @param {Args} a */
    metafield: (p, a) => fieldOf(p, a.namespace, a.key),
  },
  Metafield: {
    /** A single reference type (`file_reference`, `product_reference`…): what it points at. @param {Metafield} f @param {Args} _ @param {Context} ctx */
    reference: (f, _, ctx) => (f.type.startsWith('list.') || !f.targets?.[0] ? null : resolveTarget(f.targets[0], ctx)),
    /** A `list.*_reference` type: what its items point at, paged. @param {Metafield} f @param {Args} a @param {Context} ctx */
    references: (f, a, ctx) =>
      f.type.startsWith('list.') && f.targets
        ? paginate(
            f.targets.map((t) => resolveTarget(t, ctx)),
            a,
            (node) => node?.id ?? '',
            'references',
          )
        : null,
  },
};
