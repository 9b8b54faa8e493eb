import { useState } from 'react';
import { useDomId } from './use-dom-id';
import type { Product } from '../cart-client';
import { AddToCart } from './AddToCart';
import { Carousel } from './Carousel';
import { Description } from './Description';
import { Price } from './Price';
import { usePlanChooser, type ChosenPlan } from './use-plan-chooser';
import { useVariantSelection } from './use-variant-selection';
import { VariantPicker } from './VariantPicker';

export interface ProductDetailsProps {
  /** A card's product also says whether it has selling plans (then the plan chooser chunk is asked for). */
  product: Product & { requiresSellingPlan?: boolean; sellingPlanGroups?: { nodes: readonly unknown[] } };
  description: 'none' | 'text' | 'html';
  /** h2 for a card standing alone, h3 under a grid's heading. */
  headingLevel?: 2 | 3;
}

/** A loaded product: carousel, vendor, title, price, variant picker, description and add to cart. */
export function ProductDetails({ product, description, headingLevel = 2 }: ProductDetailsProps) {
  const { selection, variant, select, images, image, setImage } = useVariantSelection(product);
  const titleId = useDomId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [plan, setPlan] = useState<ChosenPlan | null>(null);
  const plans = usePlanChooser(!!product.sellingPlanGroups?.nodes.length);
  const shown = variant ?? product.variants.find((v) => v.selectedOptions.some((o) => selection[o.name] === o.value)) ?? product.variants[0];
  return (
    <article className="shop-embed card" part="card" aria-labelledby={titleId}>
      <Carousel images={images} title={product.title} index={image} onIndexChange={setImage} />
      <div className="card-body">
        <div>
          {product.vendor && (
            <p className="vendor" part="vendor">
              {product.vendor}
            </p>
          )}
          <Heading className="title" part="title" id={titleId}>
            {product.title}
          </Heading>
        </div>
        {shown && (
          <Price
            price={shown.price}
            compareAtPrice={shown.compareAtPrice}
            unitPrice={shown.unitPrice}
            unitPriceMeasurement={shown.unitPriceMeasurement}
          />
        )}
        <VariantPicker product={product} selection={selection} onSelect={select} />
        {plans && variant && <plans.PlanChooser variant={variant} value={plan} onChange={setPlan} />}
        <AddToCart product={product} variant={variant} plan={plan} planRequired={product.requiresSellingPlan} />
        <Description product={product} mode={description} />
      </div>
    </article>
  );
}
