import { useContext, useEffect, useRef, useState } from 'react';
import { useDomId } from '../use-dom-id';
import type { ShownProduct as Product } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import { AddToCart } from './AddToCart';
import { Carousel } from './Carousel';
import { Description } from './Description';
import { Price } from './Price';
import { usePlanChooser } from '../use-plan-chooser';
import type { ChosenPlan, LinePropertiesGate } from './card-types';
import { useVariantSelection } from '../use-variant-selection';
import { VariantPicker } from './VariantPicker';
import { useWidgetConfig } from '../config';
import { fieldRows } from '../fields-reserve';
import { loadCardExtras, useCardExtras } from '../use-card-extras';
import type { HeadingLevel } from '../heading';
import { productHref } from '../product-url';
import { useStrings } from '../use-strings';
import { priceUnder, sellsPlans, shownVariant, startingPlan, stockNote } from './card-model';
import { drawFields } from '../fields-chunk';
import type { ShownField } from './card-types';
import { rh } from './react-h';
import { viewCard } from './view-card';
import { PaintedContext } from '../painted';

export type { LineProperty, LinePropertiesGate } from './card-types';

export interface ProductDetailsProps {
  /**
   * A card's product also says whether it has selling plans (then the plan chooser chunk is asked for), and brings those
   * of the variant it shows first (drawn with no read).
   */
  product: Product & Partial<Pick<CardProduct, 'requiresSellingPlan' | 'sellingPlanGroups' | 'firstVariantPlans'>> & { shopFields?: ShownField[] };
  description: 'none' | 'text' | 'html';
  /** The title's level: h2 by default (a card standing alone), any of 1–6 (`data-shop-heading-level`). */
  headingLevel?: HeadingLevel | undefined;
  /** Line properties to ask for before the add, as JSON (a list of `LineProperty`). */
  lineProperties?: string | undefined;
  /** Buy now, as the card's `buyNow` (see ProductCard). */
  buyNow?: boolean | 'also' | undefined;
}

/** A loaded product: carousel, vendor, title, price, variant picker, description and add to cart. */
export function ProductDetails({ product, description, headingLevel, lineProperties, buyNow }: ProductDetailsProps) {
  const { selection, variant, select, images, image, setImage } = useVariantSelection(product);
  const titleId = useDomId();
  // A card taken over from the first paint keeps the purchase option chosen on it.
  const painted = useContext(PaintedContext);
  const [plan, setPlan] = useState<ChosenPlan | null>(() => startingPlan(product, painted?.plan));
  const PlanChooser = usePlanChooser(sellsPlans(product))?.PlanChooser;
  const { strings, productUrl, describe, locale } = useWidgetConfig();
  const t = useStrings();
  const stock = stockNote(t, variant);
  const href = productHref(productUrl, product.handle);
  const extras = useCardExtras();
  const gate: LinePropertiesGate = useRef(null);
  // The fields come with the card extras chunk: a card that has them asks for it now (until it arrives, the add waits).
  useEffect(() => void (lineProperties && loadCardExtras()), [lineProperties]);
  // The product as search engines read it (its prices in the market it was read in): once shown, and again when re-read.
  useEffect(() => describe?.({ product }), [describe, product]);
  const shown = shownVariant(product, selection, variant);
  return viewCard(rh, {
    product,
    titleId,
    headingLevel,
    href,
    media: <Carousel images={images} title={product.title} index={image} onIndexChange={setImage} />,
    // Under a plan the card's price is the plan's (the shop's allocation), against the one-time price it saves on.
    price: shown && <Price {...priceUnder(shown, plan)} />,
    stock,
    options: <VariantPicker product={product} selection={selection} onSelect={select} />,
    // The purchase options: drawn once the plan chooser chunk is here (a card painted with them is handed it: in the first render).
    plans: PlanChooser && variant && <PlanChooser variant={variant} product={product} value={plan} name={`${titleId}-plan`} onChange={setPlan} />,
    fields: lineProperties && extras ? <extras.LineFields declared={lineProperties} strings={strings} gate={gate} /> : undefined,
    reserve: lineProperties ? fieldRows(lineProperties) : undefined,
    purchase: (
      <AddToCart
        product={product}
        variant={variant}
        plan={plan}
        planRequired={product.requiresSellingPlan}
        attributes={lineProperties ? gate : undefined}
        buyNow={buyNow}
      />
    ),
    shopFields: product.shopFields && drawFields(product.shopFields, locale),
    description: <Description product={product} mode={description} />,
  });
}
