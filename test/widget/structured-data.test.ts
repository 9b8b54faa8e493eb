// @vitest-environment happy-dom
// The schema.org Product a card gives search engines, from the card's own read of the demo shop: Google's required fields
// for merchant listings and product snippets (name, image, offers with price and priceCurrency), the recommended ones
// (description, brand, sku, availability, a sale's strikethrough price), and the market the card was read in.
import { describe, expect, it } from 'vitest';
import type { CardProduct } from '../../src/cart-client/card';
import { createCatalog } from '../../src/store';
import { availability, itemListJsonLd, jsonLdText, productJsonLd } from '../../src/widget/structured-data';
import { useEmulator } from '../support/emulator';

const shop = useEmulator();
const PAGE = 'https://blog.example/gift-guide';

async function read(handle: string, country?: string): Promise<CardProduct> {
  return (await createCatalog({ client: shop.client(country ? { country } : {}) }).product(handle))!;
}

type Json = Record<string, unknown>;
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/PreOrder'];

/**
 * What Google requires of a merchant listing's Product (name, image, offers) and of each Offer (price > 0 as a number's
 * text, an ISO 4217 priceCurrency), with availability one of schema.org's words and absolute URLs: the problems, if any.
 * https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#structured-data-type-definitions
 */
function googleProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org' || data['@type'] !== 'Product') problems.push('not a schema.org Product');
  if (typeof data.name !== 'string' || !data.name) problems.push('name');
  const images = data.image as unknown;
  if (!Array.isArray(images) || !images.length || images.some((url) => !/^https?:\/\//.test(String(url)))) problems.push('image');
  const offers = data.offers as Json[] | undefined;
  if (!Array.isArray(offers) || !offers.length) problems.push('offers');
  for (const offer of offers ?? []) {
    if (offer['@type'] !== 'Offer') problems.push('offer @type');
    if (typeof offer.price !== 'string' || !(Number(offer.price) > 0)) problems.push(`price ${String(offer.price)}`);
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push('priceCurrency');
    if (!AVAILABILITY.includes(String(offer.availability))) problems.push('availability');
    if (!/^https?:\/\//.test(String(offer.url))) problems.push('offer url');
  }
  if (!/^https?:\/\//.test(String(data.url))) problems.push('url');
  return problems;
}

describe('a card’s Product structured data', () => {
  it('a product with variants: one offer per variant the card knows, each with its sku, price, currency and availability', async () => {
    const tee = await read('classic-cotton-tee');
    const data = productJsonLd(tee, { pageUrl: PAGE, productUrl: '/products/:handle' });
    expect(googleProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Classic Cotton Tee',
      brand: { '@type': 'Brand', name: tee.vendor },
      sku: tee.variants[0]!.sku,
      url: 'https://blog.example/products/classic-cotton-tee',
    });
    // The description as the card's text: the shop's HTML without its markup.
    expect(data.description).toMatch(/^A midweight tee in 100% organic cotton/);
    expect(String(data.description)).not.toMatch(/[<>]/);
    const offers = data.offers as Json[];
    expect(offers.map((offer) => offer.sku)).toEqual(tee.variants.map((variant) => variant.sku));
    expect(offers.map((offer) => offer.price)).toEqual(tee.variants.map((variant) => variant.price.amount));
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['USD']));
    expect(offers.length).toBeGreaterThan(1);
    // The owner's page has no variant parameter of its own: each offer points at the product's page.
    expect(new Set(offers.map((offer) => offer.url))).toEqual(new Set(['https://blog.example/products/classic-cotton-tee']));
  });

  it('sold out: the sold-out variant’s offer says OutOfStock, the others InStock', async () => {
    const tee = await read('classic-cotton-tee');
    const soldOut = tee.variants.find((variant) => !variant.availableForSale)!;
    expect(soldOut).toBeDefined();
    const offers = productJsonLd(tee, { pageUrl: PAGE }).offers as Json[];
    const bySku = new Map(offers.map((offer) => [offer.sku, offer.availability]));
    expect(bySku.get(soldOut.sku)).toBe('https://schema.org/OutOfStock');
    expect(bySku.get(tee.variants.find((variant) => variant.availableForSale)!.sku)).toBe('https://schema.org/InStock');
  });

  it('on sale: the sale price is the offer’s price, the compare-at price its strikethrough price', async () => {
    const reads = await Promise.all(['classic-cotton-tee', 'merino-crew-sweater', 'canvas-tote', 'house-blend-whole-bean'].map((h) => read(h)));
    const product = reads.find((p) => p.variants.some((v) => v.compareAtPrice && Number(v.compareAtPrice.amount) > Number(v.price.amount)))!;
    expect(product).toBeDefined();
    const variant = product.variants.find((v) => v.compareAtPrice && Number(v.compareAtPrice.amount) > Number(v.price.amount))!;
    const data = productJsonLd(product, { pageUrl: PAGE });
    expect(googleProblems(data)).toEqual([]);
    const offer = (data.offers as Json[]).find((o) => o.sku === variant.sku)!;
    expect(offer).toMatchObject({
      price: variant.price.amount,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: variant.compareAtPrice!.amount,
        priceCurrency: variant.price.currencyCode,
      },
    });
    // Not on sale: no strikethrough price.
    const regular = await read('stoneware-mug');
    expect((productJsonLd(regular, { pageUrl: PAGE }).offers as Json[])[0]).not.toHaveProperty('priceSpecification');
  });

  it('pre-order: a variant the shop sells while it has none (continue selling when out of stock) says PreOrder', async () => {
    expect(availability({ availableForSale: true, currentlyNotInStock: true })).toBe('https://schema.org/PreOrder');
    expect(availability({ availableForSale: true, currentlyNotInStock: false })).toBe('https://schema.org/InStock');
    expect(availability({ availableForSale: false, currentlyNotInStock: false })).toBe('https://schema.org/OutOfStock');
    const mug = await read('stoneware-mug');
    const preorder = { ...mug, variants: mug.variants.map((v) => ({ ...v, availableForSale: true, currentlyNotInStock: true })) };
    const data = productJsonLd(preorder, { pageUrl: PAGE });
    expect(googleProblems(data)).toEqual([]);
    expect((data.offers as Json[]).map((offer) => offer.availability)).toEqual(preorder.variants.map(() => 'https://schema.org/PreOrder'));
  });

  it('another market: the prices and currency the card was read in, the country as the offers’ eligible region', async () => {
    const us = await read('stoneware-mug');
    const ca = await read('stoneware-mug', 'CA');
    expect(ca.variants[0]!.price.currencyCode).toBe('CAD');
    const data = productJsonLd(ca, { pageUrl: PAGE, country: 'CA' });
    expect(googleProblems(data)).toEqual([]);
    const [offer] = data.offers as Json[];
    expect(offer).toMatchObject({ priceCurrency: 'CAD', price: ca.variants[0]!.price.amount, eligibleRegion: 'CA' });
    expect(offer!.price).not.toBe(us.variants[0]!.price.amount);
    expect((productJsonLd(us, { pageUrl: PAGE }).offers as Json[])[0]).not.toHaveProperty('eligibleRegion');
  });

  it('without a template: the shop’s own product page, each offer with its ?variant=; without either: the page that shows it', async () => {
    const mug = await read('stoneware-mug');
    const online = { ...mug, onlineStoreUrl: 'https://shop.example/products/stoneware-mug' };
    const data = productJsonLd(online, { pageUrl: PAGE });
    expect(data.url).toBe('https://shop.example/products/stoneware-mug');
    expect((data.offers as Json[])[0]!.url).toBe(`https://shop.example/products/stoneware-mug?variant=${/\d+$/.exec(mug.variants[0]!.id)![0]}`);
    const unpublished = productJsonLd({ ...mug, onlineStoreUrl: null }, { pageUrl: PAGE });
    expect(unpublished.url).toBe(PAGE);
    expect(googleProblems(unpublished)).toEqual([]);
  });

  it('a collection as an ItemList: each product’s position, name and page', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const coffee = (await catalog.collection('coffee', { first: 4 }))!;
    const list = itemListJsonLd(coffee.title, coffee.products, { pageUrl: PAGE, productUrl: '/p/:handle' });
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: coffee.title });
    expect(list.itemListElement).toEqual(
      coffee.products.map((p, i) => ({ '@type': 'ListItem', position: i + 1, name: p.title, url: `https://blog.example/p/${p.handle}` })),
    );
  });

  it('shop text cannot close the script element it is written in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('is the same JSON on a page with Prototype.js 1.6 (Array.prototype.toJSON): offers and images stay arrays', () => {
    const proto = Array.prototype as unknown as { toJSON?: () => string };
    // Prototype 1.6's Array#toJSON, as such a page has it: JSON.stringify then writes every array as a string.
    proto.toJSON = function (this: unknown[]) {
      return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
    };
    try {
      const data = { '@type': 'Product', image: ['a.png', 'b.png'], offers: [{ '@type': 'Offer', price: '24.00' }] };
      expect(JSON.parse(jsonLdText(data))).toEqual(data);
      expect(JSON.parse(jsonLdText([data, data]))).toEqual([data, data]);
    } finally {
      delete proto.toJSON;
    }
  });
});
