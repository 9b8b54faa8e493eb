import { useEffect } from 'react';
import type { ProductCollectionSortKeys } from '../cart-client/storefront.generated';
import { useCatalog, useCatalogRead } from '../store';
import { TileList, useTilePages } from './TilePages';
import { readCollection } from './catalog-reads';
import { headingTag, type HeadingLevel } from './heading';
import { isSetupError } from './setup-error';
import { GridSkeleton } from './catalog-skeleton';
import { useStrings } from './use-strings';
import { useWidgetConfig } from './config';

export interface CollectionGridProps {
  handle: string;
  /** Products per page (SPEC §9: 20). */
  limit?: number | undefined;
  /** The order of the products (SPEC §9: `ID`). */
  sortKey?: ProductCollectionSortKeys | undefined;
  reverse?: boolean | undefined;
  /** Default true; false leaves the title to the page's own heading (the grid is still named by it, for assistive technology). */
  heading?: boolean | undefined;
  /** The heading's level, 1–6 (default 2); the tiles' titles are one below. */
  headingLevel?: HeadingLevel | undefined;
  /** `data-shop-filters="false"`: the grid has no filters, and reads what the first paint read for it. */
  filters?: boolean | undefined;
}

/**
 * A collection's heading and a responsive grid of product tiles, a page at a time; "Load more" asks for the next page
 * after the last one's `endCursor`.
 *
 * @example
 * <CollectionGrid handle="coffee" limit={8} heading={false} />
 */
export function CollectionGrid({ handle, limit = 20, sortKey = 'ID', reverse = false, heading = true, headingLevel, filters }: CollectionGridProps) {
  const t = useStrings();
  const Heading = headingTag(headingLevel, 2);
  const catalog = useCatalog();
  const key = `collection:${handle}:${limit}:${sortKey}:${reverse}`;
  const read = useCatalogRead(key, (c) => readCollection(c, { handle, limit, sortKey, reverse, filters }));
  const { describe } = useWidgetConfig();
  const first = read.status === 'ready' ? read.data : null;
  const pages = useTilePages(key, first, (after) => catalog.collection(handle, { first: limit, sortKey, reverse, after }));
  // The first page as search engines read it (an `ItemList`), once it is shown.
  useEffect(() => (first ? describe?.({ collection: first, products: first.products }) : undefined), [describe, first]);

  if (read.status === 'loading') return <GridSkeleton kind="collection" limit={limit} heading={heading} />;
  // Past loading, no first page: the read failed, or the shop has no such collection.
  if (!first) {
    return (
      <p className="shop-embed fallback" part="fallback">
        {read.status === 'error' && isSetupError(read.error) ? t('shopNotSetUp') : t('collectionUnavailable')}
      </p>
    );
  }

  const collection = first;
  return (
    <section
      className="shop-embed collection"
      part="collection"
      aria-label={collection.title} // the heading's words, also when the page brings its own heading
    >
      {heading && (
        <Heading className="heading" part="heading">
          {collection.title}
        </Heading>
      )}
      <TileList pages={pages} headingLevel={headingLevel} empty={<p className="empty">{t('collectionEmpty')}</p>} />
    </section>
  );
}
