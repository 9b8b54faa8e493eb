import type { ShownProduct as Product } from '../cart-client';

/** Option name → chosen value. */
export type Selection = Record<string, string>;

/**
 * Which option-value combinations exist and which can be bought, as tuples of value positions in option order. A card's
 * product brings them encoded (`encodedVariantExistence` / `encodedVariantAvailability`); a product with every variant
 * (the API's full reads) gives them from its variants.
 */
export interface Combinations {
  exists: number[][];
  available: Set<string>;
}

/**
 * Shopify's encoding (Storefront API 2025-01, Product.encodedVariantExistence; written by the emulator in
 * emulator/storefront/resolvers/variants.mjs): a `v1_` prefix, then a trie of value positions where `:` steps to the
 * next option, `,` closes a level, spaces separate the last option's positions and `a-b` is a range of them.
 * `v1_0:0-1,1:0,` → [[0,0], [0,1], [1,0]].
 */
export function decodeCombinations(encoded: string): number[][] {
  const found: number[][] = [];
  const prefix: number[] = [];
  // Items and the separators after them, alternating: `0:0-1,` → '0', ':', '0-1', ',', ''.
  const parts = encoded.replace(/^v1_/, '').split(/([:, ])/);
  for (let i = 0; i < parts.length; i += 2) {
    const [from, to = from] = parts[i]!.split('-');
    if (parts[i + 1] === ':') prefix.push(+from!);
    else if (from) for (let k = +from; k <= +to!; k++) found.push([...prefix, k]);
    if (parts[i + 1] === ',') prefix.pop();
  }
  return found;
}

type Encoded = Partial<{ encodedVariantExistence: string | null; encodedVariantAvailability: string | null }>;
const known = new WeakMap<Product, Combinations>();

/** The product's combinations (worked out once per product). */
export function combinationsOf(product: Product & Encoded): Combinations {
  let found = known.get(product);
  if (!found) {
    const { encodedVariantExistence: exists, encodedVariantAvailability: available, variants } = product;
    const tuple = (variant: Product['variants'][number]) => positionsOf(product, selectionOf(variant));
    const [all, buyable] =
      exists != null
        ? [decodeCombinations(exists), decodeCombinations(available ?? '')]
        : [variants.map(tuple), variants.filter((v) => v.availableForSale).map(tuple)];
    known.set(product, (found = { exists: all, available: new Set(buyable.map(String)) }));
  }
  return found;
}

/** The chosen value's position in each option (-1 where none is chosen). */
export const positionsOf = (product: Product, selection: Selection) =>
  product.options.map((option) => option.optionValues.findIndex((value) => value.name === selection[option.name]));

/** The selection a tuple of positions names. */
export const selectionAt = (product: Product, tuple: readonly number[]): Selection =>
  Object.fromEntries(product.options.map((option, k) => [option.name, option.optionValues[tuple[k]!]?.name ?? '']));

export const selectionOf = (variant: Product['variants'][number]): Selection =>
  Object.fromEntries(variant.selectedOptions.map((option) => [option.name, option.value]));
