import type { Money, ShownProduct as Product } from '../cart-client';
import { AddToCart } from './card/AddToCart';
import { LazyImage } from './LazyImage';
import { Price } from './card/Price';
import { useWidgetConfig } from './config';
import { headingTag, type HeadingLevel } from './heading';
import { productHref } from './product-url';
import { useDomId } from './use-dom-id';
import { useStrings } from './use-strings';
import { useVariantSelection } from './use-variant-selection';
import { combinationsOf } from './combinations';
import { VariantPicker } from './card/VariantPicker';
import { useEffect, useRef, useState } from 'react';

export interface ProductTileProps {
  product: Product;
  /** Move focus to the title (its link, if any) when the tile appears: the first of a page "Load more" brought. */
  focusTitle?: boolean;
  /** The title's level (default 3: under a grid's h2). */
  headingLevel?: HeadingLevel | undefined;
}

const TILE_SIZES = '(min-width: 960px) 260px, (min-width: 600px) 30vw, 45vw';

/**
 * A compact product in a grid: image, title (linked to the site's product page when `productUrl` is set), lowest price, and either a quick
 * add (one variant) or a "Choose options" disclosure that opens the variant picker and add button in place.
 */
export function ProductTile({ product, focusTitle, headingLevel }: ProductTileProps) {
  const t = useStrings();
  const { productUrl } = useWidgetConfig();
  const Heading = headingTag(headingLevel, 3);
  const { selection, variant, select, images, image } = useVariantSelection(product);
  const [open, setOpen] = useState(false);
  const panelId = useDomId();
  const titleId = useDomId();
  // One combination needs no picker: the tile adds it at once.
  const single = combinationsOf(product).exists.length <= 1;
  // The cheapest known variant, the first of those at its price; none without variants (the reduce starts from the first).
  const cheapest = product.variants.reduce((min, v) => (Number(v.price.amount) < Number(min!.price.amount) ? v : min), product.variants[0]);
  // A card's product knows a few variants, and the price range of all of them.
  const range = (product as { priceRange?: { minVariantPrice: Money; maxVariantPrice: Money } }).priceRange;
  // The price shown: the range's lowest when no known variant has it (then with no compare-at price), else the cheapest's.
  const lowest =
    cheapest && range && Number(range.minVariantPrice.amount) < Number(cheapest.price.amount)
      ? { price: range.minVariantPrice, compareAtPrice: null }
      : cheapest;
  const varies = range
    ? range.minVariantPrice.amount !== range.maxVariantPrice.amount
    : product.variants.some((v) => v.price.amount !== lowest?.price.amount);
  const shown = open ? variant : lowest;
  const picture = images[open ? image : 0];
  const href = productHref(productUrl, product.handle);
  const title = useRef<HTMLHeadingElement & HTMLAnchorElement>(null);
  // Once, as the tile appears: a later change of `focusTitle` must not pull focus back.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (focusTitle && title.current?.focus()), []);

  // A grid's product (the card document) says whether it sells only under a plan: then the add says to choose one, rather
  // than being drawn and refused by the shop.
  const plansOnly = (product as { requiresSellingPlan?: boolean }).requiresSellingPlan === true;
  return (
    <article className="tile" part="tile" aria-labelledby={titleId}>
      <div className="media">
        {picture ? <LazyImage image={picture} alt={product.title} sizes={TILE_SIZES} /> : <span className="placeholder" aria-hidden="true" />}
      </div>
      <Heading className="title" part="title" id={titleId} dir="auto" ref={href ? null : title} tabIndex={href || !focusTitle ? undefined : -1}>
        {href ? (
          <a href={href} ref={title}>
            {product.title}
          </a>
        ) : (
          product.title
        )}
      </Heading>
      {shown && <Price price={shown.price} compareAtPrice={shown.compareAtPrice} from={!open && varies} />}
      <div className="actions">
        {single ? (
          <AddToCart product={product} variant={product.variants[0]} planRequired={plansOnly} compact />
        ) : (
          <>
            <button
              type="button"
              className="button secondary"
              part="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {open ? t('hideOptions') : t('chooseOptions')}
            </button>
            <div id={panelId} className="options-panel" hidden={!open}>
              {open && (
                <>
                  <VariantPicker product={product} selection={selection} onSelect={select} />
                  <AddToCart product={product} variant={variant} planRequired={plansOnly} compact />
                </>
              )}
            </div>
          </>
        )}
      </div>
    </article>
  );
}
