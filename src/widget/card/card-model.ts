// The card's decisions, once: which variant it shows, whether that is on sale, how each option value reads, what the add
// button says and whether it can be used: pure functions, no preact, no DOM. The markup is the views'
// (view-*.ts), which the components and the first paint (first-paint.ts) both draw. The first script carries this file;
// the components import it from there.
import type { Money, ShownProduct as Product, ProductOption, UnitPriceMeasurement, Variant } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import type { SellingPlanAllocation } from '../../cart-client/selling-plans';
import { unitReference } from '../money';
import type { ChosenPlan } from './card-types';
import type { Translate } from '../use-strings';
import { valueState, variantFor, type Selection } from '../variants';

/** More images than this get a counter ("3 / 12") instead of dots. */
export const MAX_DOTS = 10;
/** More values than this become a `<select>` instead of buttons. */
export const MAX_BUTTONS = 8;

/**
 * The variant whose price the card shows: the chosen one, else (a combination that does not exist) one that shares a
 * chosen value, else the first known.
 *
 * @example
 * const shown = shownVariant(product, selection);
 */
export const shownVariant = (product: Product, selection: Selection, chosen = variantFor(product, selection)): Variant | undefined =>
  chosen ?? product.variants.find((v) => v.selectedOptions.some((o) => selection[o.name] === o.value)) ?? product.variants[0];

/** A plan of the variant as a card holds it chosen: its id and name, and the shop's price for the variant under it. */
export const chosenPlan = (a: SellingPlanAllocation): ChosenPlan => ({ ...a.sellingPlan, price: a.priceAdjustments[0]!.price });

/**
 * The plan `id` of the variant a card shows first (its allocations in the card's read: `firstVariantPlans`; '' or an id
 * it does not have: none, one-time purchase), or without an id the plan a card starts under: none, or for a product sold
 * only under a plan its first plan, as the plan chooser chooses it. The first paint's Add goes under it until the plan
 * chooser chunk comes.
 */
export const startingPlan = (product: Partial<Pick<CardProduct, 'requiresSellingPlan' | 'firstVariantPlans'>>, id?: string): ChosenPlan | null => {
  const nodes = product.firstVariantPlans?.sellingPlanAllocations.nodes;
  const a = id == null ? product.requiresSellingPlan && nodes?.[0] : nodes?.find((n) => n.sellingPlan.id == id);
  return a ? chosenPlan(a) : null;
};

/**
 * The price a card shows for `shown`: under a plan the plan's (the shop's allocation), against the one-time price it
 * saves on, and no unit price.
 */
export const priceUnder = (shown: Variant, plan: { price: Money } | false | null | undefined) =>
  plan
    ? { price: plan.price, compareAtPrice: shown.compareAtPrice ?? shown.price, unitPrice: null, unitPriceMeasurement: shown.unitPriceMeasurement }
    : shown;

/**
 * A product with selling plans (none: a product the shop did not give): its purchase options come with the plan chooser
 * chunk (view-plans.ts), which the first paint waits for before it paints such a card (up to PLANS_WAIT, start.ts) and hands
 * to the components; the components, unless they take a painted card over, wait for the chunk in its skeleton, so nothing
 * in the card moves.
 */
export const sellsPlans = (product: { sellingPlanGroups?: { nodes: readonly unknown[] } | undefined } | null | undefined) =>
  !!product?.sellingPlanGroups?.nodes.length;

/** A compare-at price above the price, in the same currency: struck through beside it. */
export const onSale = (price: Money, compareAtPrice: Money | null | undefined): compareAtPrice is Money =>
  !!compareAtPrice && compareAtPrice.currencyCode === price.currencyCode && Number(compareAtPrice.amount) > Number(price.amount);

/** "$4.50 / 100 g". */
export const unitPriceText = (t: Translate, money: (money: Money) => string, unitPrice: Money, measurement: UnitPriceMeasurement) =>
  t('unitPricePer', { price: money(unitPrice), unit: unitReference(measurement) });

/**
 * A swatch colour as it goes into a style, or '' for anything else: `#` and 3 to 8 hex digits, the form of Shopify's
 * `Color` scalar ("A string containing a hexadecimal representation of a color. For example, "#6A8D48"": the Storefront
 * API schema). So `red;position:fixed` or `url(…)` from a proxy, a mock or an old prerendered page draws no colour (an
 * option with no colour left is drawn as words).
 */
export const swatchColour = (color: string | null | undefined) => (color && /^#[\da-f]{3,8}$/i.test(color) ? color : '');

/** One value of an option as the picker draws it: its state next to the rest of the choice, its name for screen readers. */
export interface ValueView {
  name: string;
  /** No variant has it: the only value that cannot be chosen. */
  missing: boolean;
  /** "XS", or "XS, sold out" / "XS, unavailable". */
  label: string;
  /** The swatch's colour as its label's style, when the value has one that is a colour. */
  style: { '--shop-embed-swatch-color': string } | undefined;
  /** The label's classes: a swatch, struck through unless available. */
  className: string;
}

/**
 * An option as the picker draws it: the chosen value, a `<select>` or buttons, swatches or words, and each value.
 *
 * @example
 * const { chosen, select, values } = optionView(t, product, selection, product.options[0]);
 */
export function optionView(t: Translate, product: Product, selection: Selection, option: Pick<ProductOption, 'name' | 'optionValues'>) {
  const swatches = option.optionValues.some((value) => swatchColour(value.swatch?.color));
  const values = option.optionValues.map((value): ValueView => {
    const state = valueState(product, selection, option.name, value.name);
    const color = swatchColour(value.swatch?.color);
    return {
      name: value.name,
      missing: state === 'missing',
      label: state === 'available' ? value.name : t(state === 'soldout' ? 'optionSoldOut' : 'optionUnavailable', { value: value.name }),
      style: color ? { '--shop-embed-swatch-color': color } : undefined,
      className: `option ${swatches ? 'swatch ' : ''}${state === 'available' ? '' : 'soldout'}`,
    };
  });
  return { chosen: selection[option.name] ?? '', select: values.length > MAX_BUTTONS, swatches, values };
}

/**
 * The add button: usable for a variant that can be bought; it says "Unavailable" (no such combination), "Sold out",
 * "Adding…" while an add is on its way, else "Add to cart".
 */
export function addButton(t: Translate, variant: Variant | undefined, busy: boolean) {
  const usable = !!variant && variant.availableForSale;
  return { usable, label: t(!variant ? 'unavailable' : !usable ? 'soldOut' : busy ? 'adding' : 'addToCart') };
}

/** At or below this many left, a card says how many. */
export const LOW_STOCK = 5;

/**
 * What the card says about the shown variant's stock: "Pre-order" when it is out of stock and still sold, "Only 3 left"
 * when the shop tells how many (a token with inventory access) and few are, else nothing.
 *
 * @example
 * stockNote(t, { availableForSale: true, currentlyNotInStock: false, quantityAvailable: 3 }); // 'Only 3 left'
 */
export function stockNote(t: Translate, variant: Pick<Variant, 'availableForSale' | 'currentlyNotInStock' | 'quantityAvailable'> | undefined) {
  const left = variant?.quantityAvailable;
  return !variant?.availableForSale
    ? ''
    : variant.currentlyNotInStock
      ? t('preorder')
      : left && left <= LOW_STOCK
        ? t('onlyLeft', { count: left })
        : '';
}

/** A carousel of `count` images: the one shown (kept within them), and dots or else a counter. */
export const carouselView = (index: number, count: number) => ({ current: Math.min(Math.max(index, 0), count - 1), dots: count <= MAX_DOTS });
