import type { Image, ShownProduct as Product, Variant } from '../cart-client';
import { combinationsOf, positionsOf, selectionAt, selectionOf, type Selection } from './combinations';

export type { Selection } from './combinations';

/**
 * How a value looks next to the current choice of the other options: `available`; `soldout` (that combination exists
 * but cannot be bought); `unavailable` (no such combination, but the value exists with other options: choosing it moves
 * the other options); `missing` (no variant has it at all).
 */
export type ValueState = 'available' | 'soldout' | 'unavailable' | 'missing';

/** The options a shopper chooses: all but Shopify's lone "Default Title" of a product without options. */
export const shownOptions = <O extends { optionValues: readonly { name: string }[] }>(product: { options: readonly O[] }): O[] =>
  product.options.filter((option) => !(option.optionValues.length === 1 && option.optionValues[0]?.name === 'Default Title'));

/** The first variant the shopper can buy (else the first one) as the initial choice; a card's first known variant is that one. */
export function initialSelection(product: Product): Selection {
  const variant = product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  return variant ? selectionOf(variant) : {};
}

/** The variant with exactly this combination of options, among those known. */
export function variantFor(product: Product, selection: Selection): Variant | undefined {
  return product.variants.find((variant) => variant.selectedOptions.every((option) => selection[option.name] === option.value));
}

/** The combinations that carry `value` for option `name`, the one with the rest of `selection` among them, and whether one can be bought. */
function withValue(product: Product, selection: Selection, name: string, value: string) {
  const { exists, available } = combinationsOf(product);
  const wanted = positionsOf(product, { ...selection, [name]: value });
  const k = product.options.findIndex((option) => option.name === name);
  const others = exists.filter((tuple) => tuple[k] === wanted[k]);
  return { others, exact: others.find((tuple) => String(tuple) === String(wanted)), buyable: (tuple: number[]) => available.has(String(tuple)) };
}

/** Whether this combination exists (then a card that does not know its variant yet asks for it): no option is named '', so every combination carries its "value". */
export const exists = (product: Product, selection: Selection) => !!withValue(product, selection, '', '').exact;

export function valueState(product: Product, selection: Selection, name: string, value: string): ValueState {
  const { others, exact, buyable } = withValue(product, selection, name, value);
  if (exact) return buyable(exact) ? 'available' : 'soldout';
  if (others.length === 0) return 'missing';
  return others.some(buyable) ? 'unavailable' : 'soldout';
}

/**
 * The choice after picking `value` for `name`. When that combination does not exist, the other options move to the closest
 * combination that has the value (available ones first, then most options kept), so the shopper always lands on a real one.
 */
export function selectValue(product: Product, selection: Selection, name: string, value: string): Selection {
  const next = { ...selection, [name]: value };
  const { others, exact, buyable } = withValue(product, selection, name, value);
  if (exact) return next;
  const now = positionsOf(product, selection);
  const kept = (tuple: number[]) => tuple.filter((j, i) => j === now[i]).length;
  const best = others.sort((a, b) => Number(buyable(b)) - Number(buyable(a)) || kept(b) - kept(a))[0];
  return best ? selectionAt(product, best) : next;
}

/** The position of a variant's image among the product's images (by id, else URL without its query); -1 when absent. */
export function imageIndex(images: readonly Image[], image: Image | null | undefined): number {
  if (!image) return -1;
  const bare = (url: string) => url.split('?')[0];
  return images.findIndex((candidate) => (image.id && candidate.id === image.id) || bare(candidate.url) === bare(image.url));
}
