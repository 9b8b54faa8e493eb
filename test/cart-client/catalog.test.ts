import { describe, expect, it } from 'vitest';
import {
  createStorefrontClient,
  fetchCollectionByHandle,
  fetchCollections,
  fetchProduct,
  fetchProductByHandle,
  fetchProductRecommendations,
  fetchProducts,
  fetchProductsByHandles,
  fetchProductsByIds,
  fetchShop,
  fetchShopPolicies,
} from '../../src/cart-client';
import { rawProduct } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = mockStorefront();
const client = createStorefrontClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });

describe('product reads', () => {
  it('products: 20 per page sorted by ID unless told otherwise', async () => {
    shop.on('Products', () => ({
      data: { products: { pageInfo: { hasNextPage: true, endCursor: 'c20' }, nodes: [rawProduct('a'), rawProduct('b')] } },
    }));
    const page = await fetchProducts(client);
    expect(shop.sent[0]!.variables).toEqual({ first: 20, after: null, sortKey: 'ID', reverse: false });
    expect(page.products.map((product) => product.handle)).toEqual(['a', 'b']);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: 'c20' });

    await fetchProducts(client, { first: 5, query: 'product_type:Mug', sortKey: 'TITLE', reverse: true, after: 'c20' });
    expect(shop.sent[1]!.variables).toEqual({ first: 5, after: 'c20', query: 'product_type:Mug', sortKey: 'TITLE', reverse: true });
  });

  it('many handles in one request, in order, null for unknown ones', async () => {
    shop.on('ProductsByHandles', ({ variables }) => ({
      data: Object.fromEntries(
        Object.entries(variables)
          .filter(([key]) => key.startsWith('h'))
          .map(([key, handle]) => [`p${key.slice(1)}`, handle === 'missing' ? null : rawProduct(String(handle))]),
      ),
    }));
    const handles = Array.from({ length: 50 }, (_, i) => (i === 7 ? 'missing' : `product-${i}`));
    const products = await fetchProductsByHandles(client, handles);
    expect(shop.sent).toHaveLength(1);
    expect(products).toHaveLength(50);
    expect(products[7]).toBeNull();
    expect(products[49]?.handle).toBe('product-49');
    await expect(fetchProductsByHandles(client, [])).resolves.toEqual([]);
    expect(shop.sent).toHaveLength(1);
  });

  it('many ids in one request (nodes), skipping nodes that are not products', async () => {
    shop.on('ProductsByIds', () => ({ data: { nodes: [rawProduct('a'), null] } }));
    const products = await fetchProductsByIds(client, ['gid://shopify/Product/a', 'gid://shopify/Collection/1', 'gid://shopify/Product/x']);
    expect(products.map((product) => product?.handle ?? null)).toEqual(['a', null, null]);
    expect(shop.sent[0]!.variables.ids).toEqual(['gid://shopify/Product/a', 'gid://shopify/Product/x']);
    shop.sent.length = 0;
    await expect(fetchProductsByIds(client, ['not-a-gid', 'gid://shopify/Collection/1'])).resolves.toEqual([null, null]);
    expect(shop.sent).toHaveLength(0); // nothing the shop would reject the whole request for is sent
    shop.on('ProductsByIds', ({ variables }) => ({ data: { nodes: (variables.ids as string[]).map((id) => rawProduct(id.split('/').pop()!)) } }));
    const many = Array.from({ length: 260 }, (_, i) => `gid://shopify/Product/p${i}`);
    expect((await fetchProductsByIds(client, many)).map((product) => product?.handle)).toEqual(many.map((id) => id.split('/').pop()));
    expect(shop.sent.map((request) => (request.variables.ids as string[]).length)).toEqual([250, 10]);
    expect((await fetchProduct(client, 'gid://shopify/Product/solo'))?.handle).toBe('solo');
  });

  it('fetches images and variants past the first 250, 250 at a time', async () => {
    shop.on('ProductByHandle', () => ({
      data: { product: rawProduct('big', { images: 250, variants: 250, imagesNext: true, variantsNext: true }) },
    }));
    shop.on('ProductImages', ({ variables }) => ({
      data: {
        node: {
          images: {
            pageInfo: { hasNextPage: false, endCursor: null },
            nodes: Array.from({ length: 10 }, (_, i) => ({ id: `img-${i}`, url: `https://cdn.test/x-${i}.png`, altText: null, width: 1, height: 1 })),
          },
        },
      },
      extensions: { after: variables.after },
    }));
    shop.on('ProductVariants', ({ variables }) => {
      const first = variables.after === 'var-cursor';
      const nodes = rawProduct('big', { variants: first ? 250 : 44 }).variants.nodes;
      return { data: { node: { variants: { pageInfo: { hasNextPage: first, endCursor: 'var-cursor-2' }, nodes } } } };
    });
    const product = await fetchProductByHandle(client, 'big');
    expect(product?.images).toHaveLength(260);
    expect(product?.variants).toHaveLength(544);
    expect(shop.operations().sort()).toEqual(['ProductByHandle', 'ProductImages', 'ProductVariants', 'ProductVariants']);
    expect(shop.sent.filter((r) => r.operationName === 'ProductVariants').map((r) => r.variables.after)).toEqual(['var-cursor', 'var-cursor-2']);
  });

  it('recommendations by product id', async () => {
    shop.on('ProductRecommendations', () => ({ data: { productRecommendations: [rawProduct('mug'), rawProduct('cup')] } }));
    const products = await fetchProductRecommendations(client, 'gid://shopify/Product/1');
    expect(products.map((product) => product.handle)).toEqual(['mug', 'cup']);
    expect(shop.sent[0]!.variables.productId).toBe('gid://shopify/Product/1');
  });
});

describe('collection reads', () => {
  const collection = {
    id: 'gid://shopify/Collection/1',
    handle: 'coffee',
    title: 'Coffee',
    description: '',
    descriptionHtml: '',
    updatedAt: '2026-01-01T00:00:00Z',
    image: null,
  };

  it('collections, with or without products', async () => {
    shop.on('Collections', () => ({ data: { collections: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [collection] } } }));
    const plain = await fetchCollections(client);
    expect(plain.collections).toEqual([collection]);
    expect(shop.sent[0]!.variables).toEqual({ first: 20, after: null, sortKey: 'ID', reverse: false });

    shop.on('CollectionsWithProducts', () => ({
      data: {
        collections: {
          pageInfo: { hasNextPage: false, endCursor: null },
          nodes: [{ ...collection, products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [rawProduct('beans')] } }],
        },
      },
    }));
    const withProducts = await fetchCollections(client, { products: { first: 4 } });
    expect(withProducts.collections[0]).toMatchObject({ handle: 'coffee', products: [{ handle: 'beans' }] });
    expect(shop.sent[1]!.variables).toMatchObject({ productsFirst: 4 });
    expect(shop.sent[1]!.variables).not.toHaveProperty('productsSortKey');
  });

  it('collection by handle with its first 20 products and a cursor for the next page', async () => {
    shop.on('CollectionWithProducts', () => ({
      data: { collection: { ...collection, products: { pageInfo: { hasNextPage: true, endCursor: 'p20' }, nodes: [rawProduct('beans')] } } },
    }));
    const result = await fetchCollectionByHandle(client, 'coffee');
    expect(shop.sent[0]!.variables).toEqual({ handle: 'coffee', productsFirst: 20, productsAfter: null, productsReverse: false });
    await fetchCollectionByHandle(client, 'coffee', { sortKey: 'ID' });
    expect(shop.sent[1]!.variables).toMatchObject({ productsSortKey: 'ID' });
    expect(result?.pageInfo).toEqual({ hasNextPage: true, endCursor: 'p20' });
    expect(result?.products[0]?.handle).toBe('beans');

    shop.on('CollectionWithProducts', () => ({ data: { collection: null } }));
    await expect(fetchCollectionByHandle(client, 'nope')).resolves.toBeNull();
  });
});

describe('shop reads', () => {
  it('shop info and policies', async () => {
    const info = {
      name: 'Demo',
      description: null,
      moneyFormat: '${{amount}}',
      paymentSettings: { currencyCode: 'USD', countryCode: 'US', enabledPresentmentCurrencies: ['USD', 'CAD'] },
      primaryDomain: { host: 'demo.test', sslEnabled: true, url: 'https://demo.test' },
    };
    shop.on('Shop', () => ({ data: { shop: info } }));
    await expect(fetchShop(client)).resolves.toEqual(info);
    const policy = {
      id: 'gid://shopify/ShopPolicy/1',
      title: 'Refund policy',
      url: 'https://demo.test/policies/refund-policy',
      body: '<p>30 days</p>',
      handle: 'refund-policy',
    };
    shop.on('ShopPolicies', () => ({ data: { shop: { privacyPolicy: null, termsOfService: null, refundPolicy: policy } } }));
    await expect(fetchShopPolicies(client)).resolves.toEqual({ privacyPolicy: null, termsOfService: null, refundPolicy: policy });
  });
});
