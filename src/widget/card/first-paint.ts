// The first paint's cards and cart toggles: the views the components draw (view-*.ts), given the first script's state and
// its small `h` (dom.ts), so preact takes each over in the same boxes. No markup here: test/widget/card/parity.test.tsx
// holds the two drawings to the same tree.
import type { CardProduct } from '../../cart-client/card';
import type { Money } from '../../cart-client/types';
import type { FieldRow } from '../fields-reserve';
import { htmlToText } from '../html-text';
import { productHref } from '../product-url';
import type { Translate } from '../use-strings';
import { imageIndex, variantFor, type Selection } from '../variants';
import { addButton, priceUnder, shownVariant, startingPlan, stockNote } from './card-model';
import type { H } from './dom';
import type { PlanChooserModule } from '../use-plan-chooser';
import { viewCard, viewDescription, viewImage, viewMedia } from './view-card';
import { viewOptions } from './view-options';
import { viewPrice } from './view-price';
import { viewPurchase, viewStepper } from './view-purchase';
import { viewToggle } from './view-toggle';

/** What the painter needs besides the product: words, prices, ids, as the components' configuration gives them. */
export interface PaintContext {
  /** The elements' maker, bound to the page's document (`bind(document)`, dom.ts). */
  h: H<Element>;
  t: Translate;
  money: (money: Money) => string;
  /** A page-unique id (for the title and each option's name). */
  id: () => string;
  description: 'none' | 'text' | 'html';
  /** The title's level (the card's `data-shop-heading-level`; default 2). */
  headingLevel?: number | undefined;
  /** The site's product page template (checked already): the title links there. */
  productUrl?: string | undefined;
  /** The rows its line-property fields will take (the card extras chunk draws them later): reserved now. */
  fields?: FieldRow[] | undefined;
  /** The plan chooser chunk, where it came in time (start.ts): a card that sells plans is drawn with their options. */
  plans?: PlanChooserModule | undefined;
}

/** A painted card's state: what the shopper chose on it before the components took it over. */
export interface PaintedState {
  selection: Selection;
  quantity: number;
  /** An add was clicked: the button says "Adding…" until the cart has it. */
  busy: boolean;
  messages: { kind: 'error' | 'success'; text: string }[];
  /** The id of the plan chosen ('': one-time purchase); unset, the plan the card starts under (card-model.ts, `startingPlan`). */
  plan?: string | undefined;
}

/**
 * The card of a loaded product in `state`, as `<ProductDetails product description />` first draws it (no line property
 * fields: they arrive later with their chunk; the purchase options of the variant shown first, which came with the read,
 * where the plan chooser chunk came in time: `c.plans`; another variant's wait for the components). The image as LazyImage first
 * draws it: its box, no source yet (the components load it when it is within 300 px of the screen).
 *
 * @example
 * root.append(paintCard(context, product, { selection: initialSelection(product), quantity: 1, busy: false, messages: [] }));
 */
export function paintCard(c: PaintContext, product: CardProduct, state: PaintedState): Element {
  const { h, t, money } = c;
  const { selection, quantity } = state;
  const variant = variantFor(product, selection);
  const shown = shownVariant(product, selection, variant);
  const { usable, label } = addButton(t, variant, state.busy);
  const titleId = c.id();
  // The plan the card is sold under prices the variant shown first (its allocations came with the read), chunk or not.
  const plan = product.firstVariantPlans?.id == shown?.id && startingPlan(product, state.plan);
  return viewCard(h, {
    product,
    titleId,
    headingLevel: c.headingLevel,
    href: productHref(c.productUrl, product.handle),
    media: viewMedia(h, {
      images: product.images,
      index: imageIndex(product.images, variant?.image),
      img: (image) => viewImage(h, { image, alt: product.title }),
    }),
    // Under a plan the card's price is the plan's, which the shop priced for the variant shown first.
    price: shown && viewPrice(h, { t, money, ...priceUnder(shown, plan) }),
    stock: stockNote(t, variant),
    options: viewOptions(h, { t, product, selection, id: c.id }),
    plans: c.plans?.viewPlans(h, {
      t,
      money,
      variant: shown!,
      plans: c.plans.firstPlans(product, shown),
      value: plan ? plan.id : null,
      name: c.id(),
    }),
    reserve: c.fields,
    purchase: viewPurchase(h, {
      usable,
      busy: state.busy,
      label,
      stepper: viewStepper(h, { t, value: quantity }),
      messages: state.messages,
    }),
    description: c.description !== 'none' && viewDescription(h, htmlToText(product.descriptionHtml)),
  });
}

/** The cart toggle before the cart exists: its count the adds clicked on painted cards, which pulse until the components come. */
export const paintToggle = (c: Pick<PaintContext, 'h' | 't'>, count: number, label = true): Element =>
  viewToggle(c.h, { t: c.t, count, label, open: false, pending: count > 0 });
