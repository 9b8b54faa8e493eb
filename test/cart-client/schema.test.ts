import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { operationNames } from '../../src/cart-client/operation';
import { batchDocument } from '../../src/cart-client/batch';
import { productRead, recommendationsRead, variantRead } from '../../src/cart-client/card';
import { imagesRead } from '../../src/cart-client/card-images';
import { metafieldsRead } from '../../src/cart-client/metafields';
import { collectionRead } from '../../src/cart-client/collections';
import { filteredCollectionRead, searchRead, suggestionsRead } from '../../src/cart-client/discovery';
import { productsByHandlesQuery } from '../../src/cart-client/products';
import { plansRead } from '../../src/cart-client/selling-plans';
import { policiesRead, shopRead } from '../../src/cart-client/shop';
import { exportedDocuments, sourceTexts } from '../support/documents';
import { NoDeprecatedCustomRule, getOperationAST, parse, validate } from 'graphql';
import { schemaErrors, storefrontSchema } from '../support/schema';
import { fitTokenless, parseDocument } from '../../src/scripts/tokenless';
import { queryCost } from '../../emulator/storefront/cost.mjs';

const exported = exportedDocuments();
const built = [1, 3, 50].map((count) => ({ name: `productsByHandlesQuery(${count})`, document: productsByHandlesQuery(count) }));
// What the widgets' catalog sends: every read of a frame in one document (a shop page's mix, and fifty cards).
const page = [
  shopRead(),
  productRead('tee'),
  productRead('mug'),
  collectionRead('frontpage', { first: 8 }),
  collectionRead('coffee', { first: 4, sortKey: 'PRICE', reverse: true, after: 'cursor' }),
  recommendationsRead('tee'),
  policiesRead(),
];
const batches = [
  { name: 'batchDocument(shop page)', document: batchDocument(page).document },
  { name: 'batchDocument(50 cards)', document: batchDocument(Array.from({ length: 50 }, (_, i) => productRead(`p${i}`))).document },
  { name: 'batchDocument(policies)', document: batchDocument([policiesRead()]).document },
  {
    name: 'batchDocument(a variant and the rest of the images)',
    document: batchDocument([variantRead('tee', [{ name: 'Size', value: 'M' }]), imagesRead('tee', 'cursor')]).document,
  },
  {
    name: 'batchDocument(a variant’s selling plans)',
    document: batchDocument([productRead('tee'), plansRead('gid://shopify/ProductVariant/1')]).document,
  },
  {
    name: 'batchDocument(cards with custom fields)',
    document: batchDocument([
      productRead('tee'),
      metafieldsRead('tee', [
        { namespace: 'custom', key: 'material' },
        { namespace: 'reviews', key: 'rating' },
      ]),
      productRead('mug'),
      metafieldsRead('mug', [{ namespace: 'custom', key: 'care' }]),
    ]).document,
  },
  { name: 'batchDocument(suggestions as the shopper types)', document: batchDocument([suggestionsRead('mu', 6)]).document },
  {
    name: 'batchDocument(search results and a filtered collection)',
    document: batchDocument([
      searchRead('mug', { first: 20, after: 'c', sortKey: 'PRICE', filters: [{ available: true }] }),
      filteredCollectionRead('apparel', { first: 20, sortKey: 'PRICE', filters: [{ price: { min: 10 } }] }),
      collectionRead('coffee', { first: 4, sortKey: 'PRICE', facets: true }),
    ]).document,
  },
];
const documents = [...exported, ...built, ...batches];

describe('every GraphQL document the package can send', () => {
  it('finds all of them (each #graphql operation in the source is exported)', () => {
    const inSource =
      sourceTexts()
        .join('\n')
        .match(/^(query|mutation) \w+/gm) ?? [];
    const names = new Set(documents.flatMap(({ document }) => operationNames(document)));
    for (const head of inSource) expect(names, `${head} is not exported, so it escapes this test`).toContain(head.split(' ')[1]);
    expect(exported.length).toBeGreaterThanOrEqual(25);
  });

  it.each(documents.map((doc) => [doc.name, doc.document] as const))('%s validates against the 2026-04 schema', (_name, document) => {
    expect(schemaErrors(document)).toEqual([]);
    expect(operationNames(document)).toHaveLength(1);
  });

  // A field the schema deprecates is one a later version removes: replace it when it shows here. The exception: the cart's
  // tax and duty amounts, deprecated in 2025-01 with no replacement (shopify.dev/changelog/tax-and-duties-are-deprecated-in-
  // storefront-cart-api: they are worked out at checkout); still in 2026-04, nullable, and shown only when the shop sends them.
  const KEPT = /^The field CartCost\.total(Tax|Duty)Amount is deprecated\./;
  it.each(documents.map((doc) => [doc.name, doc.document] as const))('%s reads no deprecated field', (_name, document) => {
    const deprecated = validate(storefrontSchema(), parse(document), [NoDeprecatedCustomRule]).map((error) => error.message);
    expect(deprecated.filter((message) => !KEPT.test(message))).toEqual([]);
  });

  it('the schema file is Shopify’s own introspection', () => {
    const json = JSON.parse(readFileSync(new URL('../../schema/storefront.schema.json', import.meta.url), 'utf8'));
    expect(json.__schema.queryType.name).toBe('QueryRoot');
    expect(json.__schema.types.length).toBeGreaterThan(400);
  });

  // Without a token the same documents go out as tokenless access serves them (src/scripts/tokenless/fit.ts): every part
  // still a valid document, none asking for what only a token reads, none above the 1,000 the shop allows.
  const TOKEN_ONLY = /\b(quantityAvailable|totalAvailable|tags|metafields?|metaobjects?|menu|customer|cartMetafieldsSet|cartMetafieldDelete)\b/;
  it.each(documents.map((doc) => [doc.name, doc.document] as const))('%s without a token validates and costs at most 1,000', (_name, document) => {
    const variables = { first: 20, productsFirst: 20, count: 10, ids: ['gid://shopify/Product/1'] };
    const fitted = fitTokenless(parseDocument(document), variables);
    for (const part of fitted.documents) {
      expect(schemaErrors(part)).toEqual([]);
      expect(part).not.toMatch(TOKEN_ONLY);
      const parsed = parse(part);
      expect(queryCost(storefrontSchema(), getOperationAST(parsed)!, parsed, fitted.variables)).toBeLessThanOrEqual(1000);
    }
  });
});
