import { useCatalogRead } from '../store';
import { readRecommendations } from './catalog-reads';
import { below, headingTag, type HeadingLevel } from './heading';
import { ProductTile } from './ProductTile';
import { GridSkeleton } from './catalog-skeleton';
import { useStrings } from './use-strings';

export interface ProductRecommendationsProps {
  /** The product the recommendations are for. */
  handle: string;
  /** Default 4. */
  limit?: number | undefined;
  /** Default true; false leaves "You may also like" to the page's own heading (the list is still named by it). */
  heading?: boolean | undefined;
  /** The heading's level, 1–6 (default 2); the tiles' titles are one below. */
  headingLevel?: HeadingLevel | undefined;
}

/**
 * "You may also like": the shop's recommendations for a product, as tiles. The product itself comes through the batched
 * catalog (it shares the page's one product request); nothing is rendered when there are none.
 *
 * @example
 * <ProductRecommendations handle="stoneware-mug" limit={4} />
 */
export function ProductRecommendations({ handle, limit = 4, heading = true, headingLevel }: ProductRecommendationsProps) {
  const t = useStrings();
  const Heading = headingTag(headingLevel, 2);
  const read = useCatalogRead(`recommendations:${handle}:${limit}`, (catalog) => readRecommendations(catalog, handle, limit));

  if (read.status === 'loading') return <GridSkeleton kind="recommendations" limit={limit} heading={heading} />;
  if (read.status === 'error' || read.data.length === 0) return null;
  return (
    <section
      className="shop-embed recommendations"
      part="recommendations"
      aria-label={t('recommendations')} // the heading's words, also when the page brings its own heading
    >
      {heading && (
        <Heading className="heading" part="heading">
          {t('recommendations')}
        </Heading>
      )}
      <ul className="grid" part="grid">
        {read.data.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} headingLevel={below(headingLevel, 2)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
