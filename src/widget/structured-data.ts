// schema.org structured data for what the widgets show, as search engines read it from a page: a `Product` with one `Offer`
// per variant the card knows, and an `ItemList` for a collection. Built from the card's own read (no request of its own),
// so it says the prices, currency and availability of the market the card was read in. The mount layer puts it in the page
// (src/scripts/structured-data, a chunk); the server renderer writes the same into the first HTML (src/server).
//
// Fields follow Google's product structured data: merchant listings require `name`, `image` and `offers` with `price` and
// `priceCurrency`; `description`, `brand`, `sku`, `availability` and a sale's strikethrough price are recommended
// (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing, and product snippets:
// https://developers.google.com/search/docs/appearance/structured-data/product-snippet).
import type { CardProduct } from '../cart-client/card';
import type { Money, ShownProduct, Variant } from '../cart-client/types';
import { plainJson } from '../cart-client/json';
import { htmlToText } from './html-text';
import { productHref } from './product-url';

/** Where the data is shown: the page's address (relative URLs resolve against it) and the owner's product page template. */
export interface StructuredDataContext {
  pageUrl: string;
  /** `data-shop-product-url` (checked already): the product's own page on the site. */
  productUrl?: string | undefined;
  /** The market's country (`data-shop-country`), said as each offer's `eligibleRegion`. */
  country?: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A variant's availability in schema.org's words. A variant that sells while out of stock is one the shop takes orders for
 * before it has it: Shopify's `currentlyNotInStock` is true when "continue selling when out of stock" is on and none is
 * left (https://shopify.dev/docs/api/storefront/latest/objects/ProductVariant#field-currentlyNotInStock), which is how a
 * Shopify shop sells pre-orders.
 */
export function availability(variant: Pick<Variant, 'availableForSale' | 'currentlyNotInStock'>): string {
  const word = !variant.availableForSale ? 'OutOfStock' : variant.currentlyNotInStock ? 'PreOrder' : 'InStock';
  return `https://schema.org/${word}`;
}

const absolute = (url: string, base: string) => {
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
};

/**
 * The product's page: the owner's template (resolved against the page, kept as written where the page's address is not
 * known: the server renderer's without `url`), else the shop's own product page, else the page that shows the card.
 */
export function productPageUrl(product: Pick<ShownProduct, 'handle' | 'onlineStoreUrl'>, c: StructuredDataContext): string | undefined {
  const href = productHref(c.productUrl, product.handle);
  return href ? (absolute(href, c.pageUrl) ?? href) : product.onlineStoreUrl || c.pageUrl || undefined;
}

/** A variant's own address: Shopify's product pages select a variant by `?variant=<id>`; other pages are the product's. */
function offerUrl(url: string | undefined, product: Pick<ShownProduct, 'onlineStoreUrl'>, variant: Variant): string | undefined {
  if (!url || url !== product.onlineStoreUrl) return url;
  const id = /\d+$/.exec(variant.id)?.[0];
  if (!id) return url;
  const address = new URL(url);
  address.searchParams.set('variant', id);
  return address.href;
}

/** The price the variant was, when it is on sale (as the card shows a compare-at price). */
function wasPrice({ price, compareAtPrice }: Variant): Money | null {
  return compareAtPrice && compareAtPrice.currencyCode === price.currencyCode && Number(compareAtPrice.amount) > Number(price.amount)
    ? compareAtPrice
    : null;
}

function offer(product: ShownProduct, variant: Variant, url: string | undefined, c: StructuredDataContext): Json {
  const was = wasPrice(variant);
  const at = offerUrl(url, product, variant);
  return {
    '@type': 'Offer',
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.title && variant.title !== 'Default Title' ? { name: variant.title } : {}),
    price: variant.price.amount,
    priceCurrency: variant.price.currencyCode,
    availability: availability(variant),
    itemCondition: 'https://schema.org/NewCondition',
    ...(at && { url: at }),
    ...(c.country ? { eligibleRegion: c.country } : {}),
    // A sale: the price it was, as Google reads a strikethrough price.
    ...(was && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: was.amount,
        priceCurrency: was.currencyCode,
      },
    }),
  };
}

/**
 * The `Product` of a card: name, description (text), images, sku and brand, its page, and an offer for every variant the
 * card knows (the one shown first first).
 *
 * @example
 * productJsonLd(product, { pageUrl: location.href, productUrl: '/products/:handle', country: 'CA' });
 */
export function productJsonLd(product: CardProduct | ShownProduct, c: StructuredDataContext): Json {
  const url = productPageUrl(product, c);
  const description = htmlToText(product.descriptionHtml);
  const [first] = product.variants;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(description ? { description } : {}),
    ...(product.images.length ? { image: product.images.map((image) => image.url) } : {}),
    ...(first?.sku ? { sku: first.sku } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(url && { url }),
    offers: product.variants.map((variant) => offer(product, variant, url, c)),
  };
}

/** A collection as Google's list of items: each product's position and page (its name where it has no page of its own). */
export function itemListJsonLd(name: string, products: readonly ShownProduct[], c: StructuredDataContext): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: product.title,
      ...(productPageUrl(product, c) && { url: productPageUrl(product, c) }),
    })),
  };
}

/**
 * The JSON of a `<script type="application/ld+json">`: `<` written as `\u003c` so no text of the shop's can close the
 * element early (`</script>` in a description) in HTML written by the server. Written by `plainJson`, not `JSON.stringify`:
 * a page's `Array.prototype.toJSON` (Prototype.js 1.6) would make `offers` and `image` strings, and search engines would
 * read no Product.
 */
export const jsonLdText = (data: Json | Json[]) => plainJson(data).replace(/</g, '\\u003c');
