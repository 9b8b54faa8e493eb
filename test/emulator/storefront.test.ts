import { describe, it, expect } from 'vitest';
import { createStorefront } from '../../emulator/storefront/index.mjs';
import { setup, ORIGIN, DEMO_TOKEN, MONEY } from './storefront.helpers';

describe('storefront emulator: protocol', () => {
  it('answers 401 without a known storefront access token', async () => {
    const storefront = createStorefront();
    for (const token of [null, 'wrong-token']) {
      const { status, body } = await storefront.graphql({ query: '{ shop { name } }', token, origin: ORIGIN });
      expect(status).toBe(401);
      expect((body.errors as { message: string }[])[0]?.message).toMatch(/access token/i);
    }
  });

  it('accepts the tokens it was created with', async () => {
    const storefront = createStorefront({ tokens: ['other'] });
    expect((await storefront.graphql({ query: '{ shop { name } }', token: 'other', origin: ORIGIN })).status).toBe(200);
    expect((await storefront.graphql({ query: '{ shop { name } }', token: DEMO_TOKEN, origin: ORIGIN })).status).toBe(401);
  });

  it('reports unknown fields, syntax errors and bad variables the way graphql-js does', async () => {
    const { send } = setup();
    const unknown = await send('{ shop { name nope } }');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      errors: [{ message: 'Cannot query field "nope" on type "Shop". Did you mean "name"?', locations: [{ line: 1, column: 15 }] }],
    });
    const syntax = await send('{ shop { name ');
    expect(syntax.body.errors).toEqual([{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 15 }] }]);
    const variables = await send('query ($first: Int) { products(first: $first) { nodes { id } } }', { first: 'ten' });
    expect((variables.body.errors as { message: string }[])[0]?.message).toBe(
      'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
    );
    expect(variables.body.data).toBeUndefined();
  });

  it('checks a query text once, and answers it again as the first time, with each request’s own variables', async () => {
    const { send } = setup();
    const broken = '{ shop { name nope } }';
    expect((await send(broken)).body).toEqual((await send(broken)).body);
    const product = 'query P($handle: String!) { product(handle: $handle) { title } }';
    for (let round = 0; round < 2; round++) {
      expect((await send(product, { handle: 'stoneware-mug' })).body).toEqual({
        data: { product: { title: 'Stoneware Mug' } },
        extensions: { context: { country: 'US', language: 'EN' } },
      });
      expect((await send(product, { handle: 'classic-cotton-tee' })).body).toEqual({
        data: { product: { title: 'Classic Cotton Tee' } },
        extensions: { context: { country: 'US', language: 'EN' } },
      });
    }
  });

  it('needs an operation name when the document has several operations', async () => {
    const { send } = setup();
    const document = 'query A { shop { name } } query B { shop { description } }';
    expect((await send(document)).body.errors).toEqual([{ message: 'Must provide operation name if query contains multiple operations.' }]);
    const named = await createStorefront().graphql({ query: document, operationName: 'B', token: DEMO_TOKEN, origin: ORIGIN });
    expect(named.body).toEqual({
      data: { shop: { description: expect.stringContaining('demo shop') } },
      extensions: { context: { country: 'US', language: 'EN' } },
    });
  });
});

describe('storefront emulator: shop and catalogue', () => {
  it('serves shop information and the three policies', async () => {
    const { gql } = setup();
    const { shop } = await gql(`{ shop {
      name moneyFormat paymentSettings { enabledPresentmentCurrencies currencyCode countryCode } primaryDomain { host sslEnabled url }
      privacyPolicy { id title url body handle } termsOfService { title url } refundPolicy { title url } } }`);
    expect(shop).toMatchObject({
      name: 'ShopEmbed Demo Supply Co.',
      moneyFormat: '${{amount}}',
      paymentSettings: { enabledPresentmentCurrencies: ['USD', 'CAD', 'GBP', 'EUR', 'JPY', 'AED'], currencyCode: 'USD', countryCode: 'US' },
      primaryDomain: { host: '127.0.0.1:4000', sslEnabled: false, url: ORIGIN },
      privacyPolicy: {
        id: 'gid://shopify/ShopPolicy/3001',
        title: 'Privacy policy',
        url: `${ORIGIN}/policies/privacy-policy`,
        handle: 'privacy-policy',
      },
      termsOfService: { url: `${ORIGIN}/policies/terms-of-service` },
      refundPolicy: { url: `${ORIGIN}/policies/refund-policy` },
    });
    expect(shop.privacyPolicy.body).toContain('<p>');
  });

  it('pages products 20 at a time in ID order and keeps the oversized products off the first page', async () => {
    const { gql } = setup();
    const query = `query ($after: String) { products(first: 20, after: $after) {
      edges { cursor node { handle variantsCount { count } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const first = (await gql(query)).products;
    expect(first.edges).toHaveLength(20);
    expect(first.edges[0].node.handle).toBe('classic-cotton-tee');
    expect(first.edges.every((e: { node: { variantsCount: { count: number } } }) => e.node.variantsCount.count < 50)).toBe(true);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: first.edges[19].cursor });
    const second = (await gql(query, { after: first.pageInfo.endCursor })).products;
    expect(second.edges.map((e: { node: { handle: string } }) => e.node.handle)).toContain('build-your-own-print-tee');
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(first.edges.length + second.edges.length).toBeGreaterThanOrEqual(24);
  });

  it('filters with a search query and sorts by a sort key', async () => {
    const { gql } = setup();
    const coffee = await gql('{ products(first: 50, query: "product_type:Coffee", sortKey: PRICE, reverse: true) { nodes { handle productType } } }');
    expect(coffee.products.nodes.map((n: { handle: string }) => n.handle)).toEqual([
      'coffee-sampler-box',
      'ethiopia-yirgacheffe',
      'colombia-decaf',
      'espresso-roast',
      'house-blend-whole-bean',
      'cold-brew-concentrate',
    ]);
    const tagged = await gql('{ products(first: 5, query: "tag:wool", sortKey: TITLE) { nodes { title } } }');
    expect(tagged.products.nodes).toEqual([{ title: 'Merino Crew Sweater' }, { title: 'Ribbed Wool Beanie' }]);
  });

  it('reads products by handle, id, node and nodes', async () => {
    const { gql } = setup();
    const data = await gql(`{
      a: product(handle: "stoneware-mug") { id title }
      b: productByHandle(handle: "stoneware-mug") { id }
      c: product(id: "gid://shopify/Product/1008") { handle }
      d: node(id: "gid://shopify/ProductVariant/1008002") { ... on ProductVariant { title product { handle } } }
      e: nodes(ids: ["gid://shopify/Collection/2003", "gid://shopify/Product/999999"]) { id ... on Collection { handle } }
      f: product(handle: "no-such-product") { id } }`);
    expect(data).toEqual({
      a: { id: 'gid://shopify/Product/1008', title: 'Stoneware Mug' },
      b: { id: 'gid://shopify/Product/1008' },
      c: { handle: 'stoneware-mug' },
      d: { title: 'Slate Blue', product: { handle: 'stoneware-mug' } },
      e: [{ id: 'gid://shopify/Collection/2003', handle: 'coffee' }, null],
      f: null,
    });
  });

  it('gives description as Shopify does: one line, inline tags leave no space, block boundaries read as one', async () => {
    const { gql } = setup();
    const { a, b } = await gql(`{ a: product(handle: "insulated-travel-tumbler") { description }
      b: product(handle: "classic-cotton-tee") { description(truncateAt: 200) } }`);
    expect(a.description).toBe('Double-wall vacuum insulation keeps coffee hot for 6 hours.');
    expect(b.description).toBe('A midweight tee in 100% organic cotton that keeps its shape wash after wash. Relaxed fit Pre-shrunk');
  });

  it('describes a product with options, variants, unit prices, compare-at prices and markup', async () => {
    const { gql } = setup();
    const { product } = await gql(`{ product(handle: "house-blend-whole-bean") {
      vendor productType descriptionHtml description availableForSale createdAt publishedAt onlineStoreUrl tags
      options { name values optionValues { name } } priceRange { minVariantPrice { ${MONEY} } maxVariantPrice { ${MONEY} } }
      variants(first: 5) { nodes { title sku availableForSale quantityAvailable currentlyNotInStock price { ${MONEY} } compareAtPrice { amount }
        unitPrice { ${MONEY} } unitPriceMeasurement { measuredType quantityUnit quantityValue referenceUnit referenceValue } weight weightUnit
        selectedOptions { name value } } } } }`);
    expect(product.descriptionHtml).toContain('<em>milk chocolate');
    expect(product.description).not.toContain('<');
    expect(product.description).toBe('Notes of milk chocolate, hazelnut and red apple. Origin: Brazil & Colombia Roast: medium');
    expect(product.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(product.onlineStoreUrl).toBe(`${ORIGIN}/products/house-blend-whole-bean`);
    expect(product.options).toEqual([{ name: 'Size', values: ['250 g', '1 kg'], optionValues: [{ name: '250 g' }, { name: '1 kg' }] }]);
    expect(product.priceRange).toEqual({
      minVariantPrice: { amount: '14.0', currencyCode: 'USD' },
      maxVariantPrice: { amount: '48.0', currencyCode: 'USD' },
    });
    expect(product.variants.nodes[0]).toMatchObject({
      title: '250 g',
      price: { amount: '14.0', currencyCode: 'USD' },
      compareAtPrice: null,
      unitPrice: { amount: '5.6', currencyCode: 'USD' },
      unitPriceMeasurement: { measuredType: 'WEIGHT', quantityUnit: 'G', quantityValue: 250, referenceUnit: 'G', referenceValue: 100 },
      weight: 250,
      weightUnit: 'GRAMS',
      selectedOptions: [{ name: 'Size', value: '250 g' }],
      currentlyNotInStock: false,
    });
    expect(product.variants.nodes[1]).toMatchObject({ title: '1 kg', quantityAvailable: 5, unitPrice: { amount: '4.8' } });
  });

  it('marks sold-out variants and the sold-out product', async () => {
    const { gql } = setup();
    const data =
      await gql(`{ tee: product(handle: "classic-cotton-tee") { availableForSale variants(first: 2) { nodes { title availableForSale quantityAvailable } } }
      planter: product(handle: "ceramic-planter") { availableForSale } sweater: product(handle: "merino-crew-sweater") {
      compareAtPriceRange { maxVariantPrice { amount } } variants(first: 1) { nodes { price { amount } compareAtPrice { amount } } } } }`);
    expect(data.tee.availableForSale).toBe(true);
    expect(data.tee.variants.nodes[1]).toEqual({ title: 'XS / Black', availableForSale: false, quantityAvailable: 0 });
    expect(data.planter.availableForSale).toBe(false);
    expect(data.sweater.variants.nodes[0]).toEqual({ price: { amount: '98.0' }, compareAtPrice: { amount: '120.0' } });
    expect(data.sweater.compareAtPriceRange.maxVariantPrice.amount).toBe('120.0');
  });

  it('prices each market on its own through @inContext(country:)', async () => {
    const { gql } = setup();
    const query = (country: string) => `query @inContext(country: ${country}, language: FR) { product(handle: "classic-cotton-tee") {
      priceRange { minVariantPrice { ${MONEY} } } variants(first: 1) { nodes { price { ${MONEY} } } } } }`;
    const us = await gql(query('US'));
    const ca = await gql(query('CA'));
    expect(us.product.variants.nodes[0].price).toEqual({ amount: '24.0', currencyCode: 'USD' });
    expect(ca.product.variants.nodes[0].price).toEqual({ amount: '33.0', currencyCode: 'CAD' });
    expect(ca.product.priceRange.minVariantPrice.currencyCode).toBe('CAD');
  });

  it('sizes image URLs by inserting _{w}x{h} before the extension and keeps the query string', async () => {
    const { gql } = setup();
    const { product } = await gql(`{ product(handle: "stoneware-mug") { featuredImage { url width height altText }
      images(first: 1) { nodes { url(transform: { maxWidth: 300, maxHeight: 200 }) wide: url(transform: { maxWidth: 640 }) } } } }`);
    expect(product.featuredImage).toEqual({
      url: `${ORIGIN}/cdn/shop/files/stoneware-mug-1.png?v=1704067200`,
      width: 1200,
      height: 1200,
      altText: 'Stoneware Mug in Speckled White',
    });
    expect(product.images.nodes[0]).toEqual({
      url: `${ORIGIN}/cdn/shop/files/stoneware-mug-1_300x200.png?v=1704067200`,
      wide: `${ORIGIN}/cdn/shop/files/stoneware-mug-1_640x.png?v=1704067200`,
    });
  });

  it('pages a product with more than 250 variants and one with more than 250 images, 250 at a time', async () => {
    const { gql } = setup();
    const variants = `query ($after: String) { product(handle: "build-your-own-print-tee") {
      variants(first: 250, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } } }`;
    const v1 = (await gql(variants)).product.variants;
    const v2 = (await gql(variants, { after: v1.pageInfo.endCursor })).product.variants;
    expect([v1.nodes.length, v1.pageInfo.hasNextPage, v2.nodes.length, v2.pageInfo.hasNextPage]).toEqual([250, true, 250, true]);
    const v3 = (await gql(variants, { after: v2.pageInfo.endCursor })).product.variants;
    expect([v3.nodes.length, v3.pageInfo.hasNextPage]).toEqual([130, false]);
    expect(new Set([...v1.nodes, ...v2.nodes, ...v3.nodes].map((n: { id: string }) => n.id)).size).toBe(630);
    const images = `query ($after: String) { product(handle: "archive-photo-print-set") { images(first: 250, after: $after) { nodes { url } pageInfo { hasNextPage endCursor } } } }`;
    const i1 = (await gql(images)).product.images;
    const i2 = (await gql(images, { after: i1.pageInfo.endCursor })).product.images;
    expect([i1.nodes.length, i2.nodes.length, i2.pageInfo.hasNextPage]).toEqual([250, 10, false]);
    expect(i2.nodes[9].url).toBe(`${ORIGIN}/cdn/shop/files/archive-photo-print-set-260.png?v=1704067200`);
  });

  it('refuses pages larger than 250 and connections without first or last', async () => {
    const { send } = setup();
    const big = await send('{ product(handle: "build-your-own-print-tee") { variants(first: 251) { nodes { id } } } }');
    expect(big.status).toBe(200);
    expect(big.body.data).toEqual({ product: null });
    expect((big.body.errors as { message: string; path: string[] }[])[0]).toMatchObject({
      message: expect.stringContaining('250'),
      path: ['product', 'variants'],
    });
    const none = await send('{ products { nodes { id } } }');
    expect((none.body.errors as { message: string }[])[0]?.message).toBe('you must provide one of first or last');
  });

  it('lists collections and their products, by handle and by id', async () => {
    const { gql } = setup();
    const data = await gql(`{ collections(first: 20) { nodes { handle title } }
      byHandle: collection(handle: "coffee") { id title descriptionHtml image { url } products(first: 3) { nodes { handle } pageInfo { hasNextPage } } }
      legacy: collectionByHandle(handle: "sale") { products(first: 20) { nodes { handle } } }
      byId: collection(id: "gid://shopify/Collection/2002") { handle } }`);
    expect(data.collections.nodes.length).toBeGreaterThanOrEqual(4);
    expect(data.collections.nodes[0]).toEqual({ handle: 'apparel', title: 'Apparel' });
    expect(data.byHandle.products).toEqual({
      nodes: [{ handle: 'house-blend-whole-bean' }, { handle: 'ethiopia-yirgacheffe' }, { handle: 'colombia-decaf' }],
      pageInfo: { hasNextPage: true },
    });
    expect(data.byHandle.descriptionHtml).toContain('<p>');
    expect(data.legacy.products.nodes).toHaveLength(4);
    expect(data.byId).toEqual({ handle: 'home-kitchen' });
  });

  it('recommends related products of the same collection', async () => {
    const { gql } = setup();
    const data = await gql('{ productRecommendations(productId: "gid://shopify/Product/1015") { handle productType } }');
    expect(data.productRecommendations.length).toBeGreaterThan(2);
    expect(data.productRecommendations.every((p: { productType: string }) => p.productType === 'Coffee')).toBe(true);
    expect(data.productRecommendations.map((p: { handle: string }) => p.handle)).not.toContain('house-blend-whole-bean');
  });
});
