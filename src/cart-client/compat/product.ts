// `client.product`: products in the `shopify-buy` 3.x shape (images with `src`, variants with `available` and `priceV2`,
// options with `values`), every image and variant page fetched, 250 at a time.
import type { StorefrontClient } from '../client';
import { fetchProductByHandle, fetchProductRecommendations, fetchProducts, fetchProductsByIds } from '../products';
import type { Image, Product, Variant } from '../types';
import type { LegacyImage } from './checkout-view';
import { legacyMoney, type LegacyMoney } from './money';
import { legacyRead } from './query';

export interface LegacyVariant extends Omit<Variant, 'availableForSale' | 'weightUnit' | 'image' | 'price' | 'compareAtPrice' | 'unitPrice'> {
  available: boolean;
  image: LegacyImage | null;
  price: LegacyMoney;
  priceV2: LegacyMoney;
  compareAtPrice: LegacyMoney | null;
  compareAtPriceV2: LegacyMoney | null;
  unitPrice: LegacyMoney | null;
}
export interface LegacyProduct extends Omit<Product, 'options' | 'images' | 'variants' | 'tags'> {
  options: Array<{ name: string; values: string[] }>;
  images: LegacyImage[];
  variants: LegacyVariant[];
}

/** An image with `src` (the SDK's alias of `url`). */
export function legacyImage(image: Image): LegacyImage {
  return { id: image.id, src: image.url, altText: image.altText, width: image.width, height: image.height };
}

function legacyVariant(variant: Variant): LegacyVariant {
  const { availableForSale, weightUnit: _w, image, price, compareAtPrice, unitPrice, ...rest } = variant;
  const p = legacyMoney(price);
  const c = legacyMoney(compareAtPrice);
  return {
    ...rest,
    available: availableForSale,
    image: image && legacyImage(image),
    price: p,
    priceV2: p,
    compareAtPrice: c,
    compareAtPriceV2: c,
    unitPrice: legacyMoney(unitPrice),
  };
}

/** A product in the SDK's shape. */
export function legacyProduct(product: Product): LegacyProduct {
  const { options, images, variants, tags: _t, ...rest } = product;
  return {
    ...rest,
    options: options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    images: images.map(legacyImage),
    variants: variants.map(legacyVariant),
  };
}

const mapOrNull = (product: Product | null) => (product ? legacyProduct(product) : null);

/** Builds `client.product` over a Storefront client. */
export function productResource(client: StorefrontClient) {
  const fetchQuery = async ({
    first = 20,
    sortKey = 'ID',
    query,
    reverse,
  }: { first?: number; sortKey?: string; query?: string; reverse?: boolean } = {}) => {
    const page = await legacyRead(
      fetchProducts(client, { first, sortKey, ...(query !== undefined ? { query } : {}), ...(reverse !== undefined ? { reverse } : {}) }),
    );
    return page.products.map(legacyProduct);
  };
  return {
    /** The first `first` products (default 20). */
    fetchAll: (first = 20) => fetchQuery({ first }),
    /** A product by id, or `null`. */
    fetch: async (id: string) => mapOrNull((await legacyRead(fetchProductsByIds(client, [id])))[0] ?? null),
    /** Products by id, in the order asked; `null` where there is none. */
    fetchMultiple: async (ids: string[]) => (await legacyRead(fetchProductsByIds(client, ids))).map(mapOrNull),
    fetchByHandle: async (handle: string) => mapOrNull(await legacyRead(fetchProductByHandle(client, handle))),
    /** Products matching `{ first = 20, sortKey = 'ID', query, reverse }`. */
    fetchQuery,
    fetchRecommendations: async (productId: string) => (await legacyRead(fetchProductRecommendations(client, productId))).map(legacyProduct),
    helpers: {
      /**
       * The variant whose selected options all equal `options` (`{ Size: 'M', Color: 'Red' }`), or undefined.
       *
       * @example
       * const variant = client.product.helpers.variantForOptions(product, { Size: 'M' });
       */
      variantForOptions<V extends { selectedOptions: Array<{ name: string; value: string }> }>(
        product: { variants: V[] },
        options: Record<string, string>,
      ): V | undefined {
        return product.variants.find((variant) => variant.selectedOptions.every((selected) => options[selected.name] === selected.value));
      },
    },
  };
}

export type ProductResource = ReturnType<typeof productResource>;
