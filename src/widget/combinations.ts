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
  let pending: number | null = null;
  let from: number | null = null;
  const leaf = () => pending !== null && found.push([...prefix, pending]);
  for (const token of encoded.replace(/^v1_/, '').match(/\d+|[:, -]/g) ?? []) {
    if (/\d/.test(token)) {
      if (from === null) pending = Number(token);
      else for (let k = from; k <= Number(token); k++) found.push([...prefix, k]);
      from = null;
      continue;
    }
    if (token === ':') prefix.push(pending!);
    else if (token === '-') from = pending;
    else {
      leaf();
      if (token === ',') prefix.pop();
    }
    pending = null;
  }
  leaf();
  return found;
}

type Encoded = Partial<{ encodedVariantExistence: string | null; encodedVariantAvailability: string | null }>;
const known = new WeakMap<Product, Combinations>();

/** The product's combinations (worked out once per product). */
export function combinationsOf(product: Product & Encoded): Combinations {
  let found = known.get(product);
  if (!found) {
    const { encodedVariantExistence: exists, encodedVariantAvailability: available } = product;
    const tuple = (selection: Selection) => positionsOf(product, selection);
    found =
      exists != null
        ? { exists: decodeCombinations(exists), available: new Set(decodeCombinations(available ?? '').map(String)) }
        : {
            exists: product.variants.map((v) => tuple(selectionOf(v))),
            available: new Set(product.variants.filter((v) => v.availableForSale).map((v) => String(tuple(selectionOf(v))))),
          };
    known.set(product, found);
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
