import { useContext, useState } from 'react';
import { productKey, useCatalogRead } from '../../store';
import { useWidgetConfig } from '../config';
import { ProductDetails } from './ProductDetails';
import type { HeadingLevel } from '../heading';
import { isSetupError } from '../setup-error';
import { Skeleton } from '../Skeleton';
import { useStrings } from '../use-strings';
import { usePlanChooser } from '../use-plan-chooser';
import { sellsPlans } from './card-model';
import { readCardProduct } from '../fields-chunk';
import { PaintedContext } from '../painted';

export interface ProductCardProps {
  handle: string;
  /** Default: the configured `descriptions` (plain text). `html` is sanitised through the on-demand sanitiser. */
  description?: 'none' | 'text' | 'html' | undefined;
  /** Inputs asked for before the add, their values sent as the line's attributes: a JSON list (see `LineProperty`). */
  lineProperties?: string | undefined;
  /** The title's heading level, 1–6 (default 2: a card standing alone under the page's h1). */
  headingLevel?: HeadingLevel | undefined;
  /** The product's custom fields to show: metafields as `namespace.key`, each with an optional `:Label` (`custom.material, custom.care:Care`). */
  fields?: string | undefined;
  /** Buy now: true, the card's button goes straight to checkout with its one line (the cart left as it is); `also`, a second button beside Add to cart does. */
  buyNow?: boolean | 'also' | undefined;
}

/**
 * A product by handle: a skeleton of the same size while it loads (every card asked for in the same frame shares one
 * request; a product with selling plans, until its purchase options can be drawn too), the product with variant picker and add to cart, or a short fallback when the shop has no such product.
 *
 * @example
 * <ProductCard handle="classic-cotton-tee" />
 */
export function ProductCard({ handle, description, lineProperties, headingLevel, fields, buyNow }: ProductCardProps) {
  const config = useWidgetConfig();
  const t = useStrings();
  const [attempt, setAttempt] = useState(0);
  // A card with fields reads them with its product (the fields chunk): drawn whole once both are here.
  const key = productKey(handle) + (fields ? `|${fields}` : '');
  const read = useCatalogRead(attempt ? `${key}#${attempt}` : key, (catalog) => readCardProduct(catalog, handle, fields));

  // A product with selling plans is drawn with its purchase options at once: its skeleton stays until their chunk is here,
  // unless the first script painted it (then it stays as painted: its purchase options are drawn from its read meanwhile).
  const chooser = usePlanChooser(read.status === 'ready' && !!read.data && sellsPlans(read.data));
  const painted = useContext(PaintedContext);
  if (read.status === 'loading' || (chooser === undefined && !painted)) return <Skeleton kind="card" />;
  if (read.status === 'error') {
    if (isSetupError(read.error))
      return (
        <p className="shop-embed fallback" part="fallback">
          {t('shopNotSetUp')}
        </p>
      );
    return (
      <div className="shop-embed fallback" part="fallback" role="alert">
        <p>{t('productLoadError')}</p>
        <button type="button" className="button secondary" part="button" onClick={() => setAttempt(attempt + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!read.data) {
    return (
      <p className="shop-embed fallback" part="fallback">
        {t('productUnavailable')}
      </p>
    );
  }
  return (
    <ProductDetails
      key={read.data.id}
      product={read.data}
      description={description ?? config.descriptions}
      lineProperties={lineProperties}
      headingLevel={headingLevel}
      buyNow={buyNow}
    />
  );
}
