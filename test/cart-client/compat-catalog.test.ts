import { describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../src/cart-client/compat';
import { rawProduct } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';
import { money } from './compat-fixtures';

const shop = mockStorefront();
const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
const page = (nodes: unknown[], hasNextPage = false) => ({ pageInfo: { hasNextPage, endCursor: hasNextPage ? 'next' : null }, nodes });
const collection = (handle: string, extra: Record<string, unknown> = {}) => ({
  id: `gid://shopify/Collection/${handle}`,
  handle,
  title: handle,
  description: 'd',
  descriptionHtml: '<p>d</p>',
  updatedAt: '2026-01-01T00:00:00Z',
  image: { id: 'img', url: `https://cdn.test/${handle}.jpg`, altText: 'alt', width: 10, height: 10 },
  ...extra,
});

describe('client.product', () => {
  it('returns products in the SDK shape', async () => {
    shop.on('ProductsByIds', () => ({ data: { nodes: [rawProduct('tee', { variants: 2 })] } }));
    const product = await client.product.fetch('gid://shopify/Product/tee');
    expect(shop.sent[0]?.variables.ids).toEqual(['gid://shopify/Product/tee']);
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/tee',
      handle: 'tee',
      title: 'TEE',
      availableForSale: true,
      options: [{ name: 'Size', values: ['S1'] }],
    });
    expect(product?.images[0]).toEqual({
      id: 'gid://shopify/ProductImage/0',
      src: 'https://cdn.test/tee-0.png',
      altText: null,
      width: 800,
      height: 800,
    });
    expect(product?.variants[1]).toEqual({
      id: 'gid://shopify/ProductVariant/tee-1',
      title: 'V1',
      sku: null,
      available: true,
      weight: null,
      price: money('20.0'),
      priceV2: money('20.0'),
      compareAtPrice: null,
      compareAtPriceV2: null,
      unitPrice: null,
      unitPriceMeasurement: null,
      image: null,
      selectedOptions: [{ name: 'Size', value: 'S1' }],
    });
    expect(product).not.toHaveProperty('tags');
  });

  it('fetches image and variant pages past 250 until exhausted', async () => {
    shop.on('ProductByHandle', () => ({
      data: { product: rawProduct('big', { images: 250, variants: 250, imagesNext: true, variantsNext: true }) },
    }));
    shop.on('ProductImages', ({ variables }) => {
      const last = variables.after === 'img-2';
      const nodes = Array.from({ length: last ? 10 : 250 }, (_, i) => ({
        id: `i${String(variables.after)}${i}`,
        url: `https://cdn.test/x${i}.png`,
        altText: null,
        width: 1,
        height: 1,
      }));
      return { data: { node: { images: { pageInfo: { hasNextPage: !last, endCursor: 'img-2' }, nodes } } } };
    });
    shop.on('ProductVariants', () => ({ data: { node: { variants: page(rawProduct('big', { variants: 5 }).variants.nodes) } } }));
    const product = await client.product.fetchByHandle('big');
    expect(product?.images).toHaveLength(510);
    expect(product?.variants).toHaveLength(255);
    expect(product?.variants[254]).toHaveProperty('available', true);
    expect(shop.sent.filter((r) => r.operationName === 'ProductImages').map((r) => r.variables.after)).toEqual(['img-cursor', 'img-2']);
  });

  it('fetchAll and fetchQuery send first, sortKey, query and reverse (defaults 20 and ID)', async () => {
    shop.on('Products', () => ({ data: { products: page([rawProduct('a'), rawProduct('b')]) } }));
    expect((await client.product.fetchAll()).map((p) => p.handle)).toEqual(['a', 'b']);
    await client.product.fetchAll(5);
    await client.product.fetchQuery({ first: 3, sortKey: 'TITLE', query: 'tag:sale', reverse: true });
    expect(shop.sent.map((r) => r.variables)).toEqual([
      expect.objectContaining({ first: 20, sortKey: 'ID' }),
      expect.objectContaining({ first: 5, sortKey: 'ID' }),
      expect.objectContaining({ first: 3, sortKey: 'TITLE', query: 'tag:sale', reverse: true }),
    ]);
  });

  it('fetchMultiple keeps the order and nulls; fetch and fetchByHandle resolve null when missing', async () => {
    shop.on('ProductsByIds', () => ({ data: { nodes: [rawProduct('a'), null] } }));
    expect((await client.product.fetchMultiple(['gid://shopify/Product/a', 'gid://shopify/Product/zz'])).map((p) => p?.handle ?? null)).toEqual([
      'a',
      null,
    ]);
    shop.on('ProductsByIds', () => ({ data: { nodes: [null] } }));
    await expect(client.product.fetch('gid://shopify/Product/zz')).resolves.toBeNull();
    await expect(client.product.fetch('not-an-id')).resolves.toBeNull();
    shop.on('ProductByHandle', () => ({ data: { product: null } }));
    await expect(client.product.fetchByHandle('zz')).resolves.toBeNull();
  });

  it('fetchRecommendations', async () => {
    shop.on('ProductRecommendations', () => ({ data: { productRecommendations: [rawProduct('r')] } }));
    const products = await client.product.fetchRecommendations('gid://shopify/Product/1');
    expect(shop.sent[0]?.variables.productId).toBe('gid://shopify/Product/1');
    expect(products.map((p) => p.images[0]?.src)).toEqual(['https://cdn.test/r-0.png']);
  });

  it('helpers.variantForOptions finds the variant whose options all match', async () => {
    const variants = [
      {
        id: 'a',
        selectedOptions: [
          { name: 'Size', value: 'S' },
          { name: 'Color', value: 'Red' },
        ],
      },
      {
        id: 'b',
        selectedOptions: [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Red' },
        ],
      },
    ];
    expect(client.product.helpers.variantForOptions({ variants }, { Size: 'M', Color: 'Red' })?.id).toBe('b');
    expect(client.product.helpers.variantForOptions({ variants }, { Size: 'L', Color: 'Red' })).toBeUndefined();
  });
});

describe('client.collection', () => {
  it('fetchAll and fetchQuery return collections with image src and no products', async () => {
    shop.on('Collections', () => ({ data: { collections: page([collection('mugs')]) } }));
    const [mugs] = await client.collection.fetchAll();
    expect(mugs).toEqual({
      id: 'gid://shopify/Collection/mugs',
      handle: 'mugs',
      title: 'mugs',
      description: 'd',
      descriptionHtml: '<p>d</p>',
      updatedAt: '2026-01-01T00:00:00Z',
      image: { id: 'img', src: 'https://cdn.test/mugs.jpg', altText: 'alt' },
    });
    await client.collection.fetchQuery({ first: 2, sortKey: 'TITLE', reverse: true });
    expect(shop.sent.map((r) => r.variables)).toEqual([
      expect.objectContaining({ first: 20, sortKey: 'ID' }),
      expect.objectContaining({ first: 2, sortKey: 'TITLE', reverse: true }),
    ]);
  });

  it('fetchAllWithProducts sends productsFirst and maps the products', async () => {
    shop.on('CollectionsWithProducts', () => ({ data: { collections: page([collection('mugs', { products: page([rawProduct('m')]) })]) } }));
    const [mugs] = await client.collection.fetchAllWithProducts({ first: 4, productsFirst: 7 });
    expect(shop.sent[0]?.variables).toMatchObject({ first: 4, productsFirst: 7 });
    expect(mugs?.products?.[0]).toMatchObject({ handle: 'm', variants: [expect.objectContaining({ available: true })] });
  });

  it('fetch, fetchWithProducts and fetchByHandle', async () => {
    shop.on('CollectionById', () => ({ data: { collection: collection('mugs') } }));
    shop.on('CollectionWithProducts', () => ({ data: { collection: collection('mugs', { products: page([rawProduct('m')]) }) } }));
    expect((await client.collection.fetch('gid://shopify/Collection/mugs'))?.handle).toBe('mugs');
    expect((await client.collection.fetchWithProducts('gid://shopify/Collection/mugs', { productsFirst: 3 }))?.products).toHaveLength(1);
    expect((await client.collection.fetchByHandle('mugs'))?.products?.[0]?.images[0]?.src).toBe('https://cdn.test/m-0.png');
    expect(shop.sent.map((r) => r.variables)).toEqual([
      expect.objectContaining({ id: 'gid://shopify/Collection/mugs' }),
      expect.objectContaining({ id: 'gid://shopify/Collection/mugs', productsFirst: 3 }),
      expect.objectContaining({ handle: 'mugs', productsFirst: 20 }),
    ]);
    shop.on('CollectionById', () => ({ data: { collection: null } }));
    await expect(client.collection.fetch('nope')).resolves.toBeNull();
  });
});

describe('client.shop', () => {
  it('fetchInfo and fetchPolicies', async () => {
    const info = {
      name: 'Demo',
      description: null,
      moneyFormat: '${{amount}}',
      paymentSettings: { currencyCode: 'USD', countryCode: 'US', enabledPresentmentCurrencies: ['USD', 'CAD'] },
      primaryDomain: { host: 'demo.test', sslEnabled: true, url: 'https://demo.test' },
    };
    const policy = { id: 'p', title: 'Refunds', url: 'https://demo.test/policies/refund', body: '<p>30 days</p>', handle: 'refund-policy' };
    shop.on('Shop', () => ({ data: { shop: info } }));
    shop.on('ShopPolicies', () => ({ data: { shop: { privacyPolicy: null, termsOfService: null, refundPolicy: policy } } }));
    await expect(client.shop.fetchInfo()).resolves.toMatchObject({
      name: 'Demo',
      paymentSettings: { enabledPresentmentCurrencies: ['USD', 'CAD'] },
      primaryDomain: { host: 'demo.test' },
    });
    await expect(client.shop.fetchPolicies()).resolves.toMatchObject({
      privacyPolicy: null,
      refundPolicy: { title: 'Refunds', body: '<p>30 days</p>' },
    });
  });
});

describe('client.image.helpers.imageForSize', () => {
  const sized = (src: string) => client.image.helpers.imageForSize({ src }, { maxWidth: 100, maxHeight: 80 });

  it.each([
    ['https://cdn.shopify.com/s/files/tee.jpg', 'https://cdn.shopify.com/s/files/tee_100x80.jpg'],
    ['https://cdn.shopify.com/s/files/tee.jpg?v=123&w=1', 'https://cdn.shopify.com/s/files/tee_100x80.jpg?v=123&w=1'],
    ['https://cdn.shopify.com/s/files/tee.v2.png?v=1', 'https://cdn.shopify.com/s/files/tee.v2_100x80.png?v=1'],
    ['https://cdn.shopify.com/s/files/tee_50x50.jpg', 'https://cdn.shopify.com/s/files/tee_50x50_100x80.jpg'],
    ['/files/tee.jpg?', '/files/tee_100x80.jpg'],
    ['files/tee?v=1', 'files/tee?v=1'],
  ])('%s → %s', (src, expected) => {
    expect(sized(src)).toBe(expected);
  });

  it('with no extension, the last dot of the URL (in the host) takes the size, as in shopify-buy', () => {
    expect(sized('https://cdn.shopify.com/files/tee')).toBe('https://cdn.shopify_100x80.com/files/tee');
  });
});

describe('country names in legacy addresses', () => {
  it('knows the spellings shoppers use, and warns about a name it cannot place', async () => {
    const { countryCodeFor } = await import('../../src/cart-client/compat/address');
    for (const [name, code] of [
      ['Canada', 'CA'],
      ['ca', 'CA'],
      ['Bosnia and Herzegovina', 'BA'],
      ['Trinidad & Tobago', 'TT'],
      ['Hong Kong', 'HK'],
      ['Saint Lucia', 'LC'],
      ['St. Lucia', 'LC'],
      ['Turkey', 'TR'],
      ['Czech Republic', 'CZ'],
      ['USA', 'US'],
      ['United States', 'US'],
      ['Curacao', 'CW'],
      ['Réunion', 'RE'],
      ['  trinidad  and tobago ', 'TT'],
      // Intl.DisplayNames also names retired codes (FX, DD, YU, UK…): the current code wins.
      ['France', 'FR'],
      ['Germany', 'DE'],
      ['United Kingdom', 'GB'],
      ['Russia', 'RU'],
      ['Serbia', 'RS'],
      ['Myanmar (Burma)', 'MM'],
      ['Vietnam', 'VN'],
      ['Yemen', 'YE'],
      ['Zimbabwe', 'ZW'],
      ['Vanuatu', 'VU'],
      ['Benin', 'BJ'],
      ['Burkina Faso', 'BF'],
      ['Timor-Leste', 'TL'],
      ['Congo - Kinshasa', 'CD'],
      ["Cote d'Ivoire", 'CI'],
      ['Côte d’Ivoire', 'CI'],
    ] as const)
      expect(countryCodeFor(name), name).toBe(code);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(countryCodeFor('Atlantis')).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[shop-embed\] the country "Atlantis" is not known/);
    warn.mockRestore();
  });
});
