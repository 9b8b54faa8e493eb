// Storefront-shaped JSON for msw responders: the shapes our fragments select, as the API returns them.

export const money = (amount: string, currencyCode = 'USD') => ({ amount, currencyCode });

export function rawLine(i: number, quantity = 1) {
  return {
    id: `gid://shopify/CartLine/${i}?cart=abc`,
    quantity,
    attributes: [],
    cost: { totalAmount: money('10.0'), subtotalAmount: money('10.0'), amountPerQuantity: money('10.0'), compareAtAmountPerQuantity: null },
    discountAllocations: [],
    merchandise: {
      id: `gid://shopify/ProductVariant/${1000 + i}`,
      title: `Variant ${i}`,
      sku: `SKU-${i}`,
      availableForSale: true,
      weight: 0.5,
      image: null,
      product: { id: 'gid://shopify/Product/1', handle: 'tee', title: 'Tee' },
      selectedOptions: [{ name: 'Size', value: 'M' }],
      price: money('10.0'),
      compareAtPrice: null,
      unitPrice: null,
      unitPriceMeasurement: null,
    },
  };
}

export function rawCart(options: { lines?: number; hasNextPage?: boolean; discountCodes?: string[]; note?: string | null } = {}) {
  const count = options.lines ?? 1;
  return {
    id: 'gid://shopify/Cart/abc?key=k1',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    checkoutUrl: 'https://demo.shop-embed.test/checkouts/cn/abc?key=k1',
    note: options.note ?? null,
    totalQuantity: count,
    attributes: [],
    discountCodes: (options.discountCodes ?? []).map((code) => ({ code, applicable: true })),
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: { countryCode: 'US', email: null, phone: null, customer: null, preferences: null },
    delivery: { addresses: [] },
    deliveryGroups: { nodes: [] },
    cost: {
      checkoutChargeAmount: money(`${count * 10}.0`),
      totalAmount: money(`${count * 10}.0`),
      subtotalAmount: money(`${count * 10}.0`),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines: {
      pageInfo: { hasNextPage: options.hasNextPage ?? false, endCursor: options.hasNextPage ? 'cursor-1' : null },
      nodes: Array.from({ length: count }, (_, i) => rawLine(i + 1)),
    },
  };
}

export const payload = (field: string, cart: unknown, extra: { userErrors?: unknown[]; warnings?: unknown[] } = {}) => ({
  data: { [field]: { cart, userErrors: extra.userErrors ?? [], warnings: extra.warnings ?? [] } },
});

export function rawProduct(handle: string, options: { images?: number; variants?: number; imagesNext?: boolean; variantsNext?: boolean } = {}) {
  const image = (i: number) => ({
    id: `gid://shopify/ProductImage/${i}`,
    url: `https://cdn.test/${handle}-${i}.png`,
    altText: null,
    width: 800,
    height: 800,
  });
  const variant = (i: number) => ({
    id: `gid://shopify/ProductVariant/${handle}-${i}`,
    title: `V${i}`,
    sku: null,
    availableForSale: true,
    weight: null,
    weightUnit: 'KILOGRAMS',
    price: money('20.0'),
    compareAtPrice: null,
    unitPrice: null,
    unitPriceMeasurement: null,
    image: null,
    selectedOptions: [{ name: 'Size', value: `S${i}` }],
  });
  return {
    id: `gid://shopify/Product/${handle}`,
    handle,
    title: handle.toUpperCase(),
    vendor: 'Demo',
    productType: 'Tee',
    description: 'A tee',
    descriptionHtml: '<p>A tee</p>',
    availableForSale: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    publishedAt: '2026-01-01T00:00:00Z',
    onlineStoreUrl: null,
    tags: [],
    options: [{ id: 'gid://shopify/ProductOption/1', name: 'Size', optionValues: [{ name: 'S1', swatch: null }] }],
    images: {
      pageInfo: { hasNextPage: options.imagesNext ?? false, endCursor: 'img-cursor' },
      nodes: Array.from({ length: options.images ?? 1 }, (_, i) => image(i)),
    },
    variants: {
      pageInfo: { hasNextPage: options.variantsNext ?? false, endCursor: 'var-cursor' },
      nodes: Array.from({ length: options.variants ?? 1 }, (_, i) => variant(i)),
    },
  };
}
