import { useDomId } from './use-dom-id';
import type { Product } from '../cart-client';
import { AddToCart } from './AddToCart';
import { Carousel } from './Carousel';
import { Description } from './Description';
import { Price } from './Price';
import { useVariantSelection } from './use-variant-selection';
import { VariantPicker } from './VariantPicker';

export interface ProductDetailsProps {
  product: Product;
  description: 'none' | 'text' | 'html';
  /** h2 for a card standing alone, h3 under a grid's heading. */
  headingLevel?: 2 | 3;
}

/** A loaded product: carousel, vendor, title, price, variant picker, description and add to cart. */
export function ProductDetails({ product, description, headingLevel = 2 }: ProductDetailsProps) {
  const { selection, variant, select, images, image, setImage } = useVariantSelection(product);
  const titleId = useDomId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        <AddToCart product={product} variant={variant} />
        <Description product={product} mode={description} />
      </div>
    </article>
  );
}
