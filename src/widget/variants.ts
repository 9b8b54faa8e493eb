import type { Image, Product, Variant } from '../cart-client';

/** Option name → chosen value. */
export type Selection = Record<string, string>;

/**
 * How a value looks next to the current choice of the other options: `available`; `soldout` (that combination exists
 * but cannot be bought); `unavailable` (no such combination, but the value exists with other options: choosing it moves
 * the other options); `missing` (no variant has it at all).
 */
export type ValueState = 'available' | 'soldout' | 'unavailable' | 'missing';

const matches = (variant: Variant, selection: Selection) =>
  variant.selectedOptions.every((option) => selection[option.name] === undefined || selection[option.name] === option.value);

const selectionOf = (variant: Variant): Selection => Object.fromEntries(variant.selectedOptions.map((option) => [option.name, option.value]));

/** The first variant the shopper can buy (else the first one) as the initial choice. */
export function initialSelection(product: Product): Selection {
  const variant = product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  return variant ? selectionOf(variant) : {};
}

/** The variant with exactly this combination of options. */
export function variantFor(product: Product, selection: Selection): Variant | undefined {
  return product.variants.find((variant) => variant.selectedOptions.every((option) => selection[option.name] === option.value));
}

export function valueState(product: Product, selection: Selection, name: string, value: string): ValueState {
  const exact = variantFor(product, { ...selection, [name]: value });
  if (exact) return exact.availableForSale ? 'available' : 'soldout';
  const others = product.variants.filter((variant) => matches(variant, { [name]: value }));
  if (others.length === 0) return 'missing';
  return others.some((variant) => variant.availableForSale) ? 'unavailable' : 'soldout';
}

/**
 * The choice after picking `value` for `name`. When that combination does not exist, the other options move to the closest
 * variant that has the value (most options kept, available ones first), so the shopper always lands on a real variant.
 */
export function selectValue(product: Product, selection: Selection, name: string, value: string): Selection {
  const next = { ...selection, [name]: value };
  if (variantFor(product, next)) return next;
  const kept = (variant: Variant) => variant.selectedOptions.filter((option) => selection[option.name] === option.value).length;
  const candidates = product.variants
    .filter((variant) => matches(variant, { [name]: value }))
    .sort((a, b) => Number(b.availableForSale) - Number(a.availableForSale) || kept(b) - kept(a));
  return candidates[0] ? selectionOf(candidates[0]) : next;
}

/** The position of a variant's image among the product's images (by id, else URL without its query); -1 when absent. */
export function imageIndex(images: readonly Image[], image: Image | null | undefined): number {
  if (!image) return -1;
  const bare = (url: string) => url.split('?')[0];
  return images.findIndex((candidate) => (image.id && candidate.id === image.id) || bare(candidate.url) === bare(image.url));
}

/** A product with one variant needs no picker: a tile can add it at once. */
export const hasSingleVariant = (product: Product) => product.variants.length <= 1;
