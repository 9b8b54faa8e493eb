import { useEffect, useState } from 'react';
import type { PageInfo, ShownProduct as Product } from '../cart-client';
import type { ProductCollectionSortKeys } from '../cart-client/storefront.generated';
import { useCatalog, useCatalogRead } from '../store';
import { ProductTile } from './ProductTile';
import { readCollection } from './catalog-reads';
import { below, headingTag, type HeadingLevel } from './heading';
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

/** The pages after the first, all keyed by collection, sort and limit: nothing of one grid leaks into the next. */
interface More {
  key: string;
  products: Product[];
  /** The last loaded page's (absent before one has arrived). */
  pageInfo?: PageInfo;
  /** A load in flight, the last one failed, or how many products it added (announced; focus goes to the first). */
  state?: 'loading' | 'failed' | number;
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
  const [more, setMore] = useState<More | null>(null);
  // Another grid starts afresh: coming back must not refocus or re-announce an old page.
  useEffect(() => setMore(null), [key]);
  const { describe } = useWidgetConfig();
  const first = read.status === 'ready' ? read.data : null;
  // The first page as search engines read it (an `ItemList`), once it is shown.
  useEffect(() => void (first && describe?.({ collection: first, products: first.products })), [describe, first]);

  if (read.status === 'loading') return <GridSkeleton kind="collection" limit={limit} heading={heading} />;
  if (read.status === 'error' || !read.data) {
    return (
      <p className="shop-embed fallback" part="fallback">
        {read.status === 'error' && isSetupError(read.error) ? t('shopNotSetUp') : t('collectionUnavailable')}
      </p>
    );
  }

  const collection = read.data;
  const extra = more?.key === key ? more : null;
  const products = extra ? [...collection.products, ...extra.products] : collection.products;
  const pageInfo = extra?.pageInfo ?? collection.pageInfo;
  const loading = extra?.state === 'loading';
  const added = typeof extra?.state === 'number' ? extra.state : 0;

  async function loadMore() {
    if (loading || !pageInfo.endCursor) return;
    const base: More = { ...extra, key, products: extra?.products ?? [] };
    setMore({ ...base, state: 'loading' });
    let next: More;
    try {
      const page = await catalog.collection(handle, { first: limit, sortKey, reverse, after: pageInfo.endCursor });
      const added = page?.products ?? [];
      next = {
        key,
        products: [...base.products, ...added],
        pageInfo: page?.pageInfo ?? { hasNextPage: false, endCursor: null },
        state: added.length,
      };
    } catch {
      next = { ...base, state: 'failed' };
    }
    // An answer for a grid that has since changed (handle, sort, limit) is dropped.
    setMore((now) => (now?.key === key ? next : now));
  }

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
      {products.length === 0 ? (
        <p className="empty">{t('collectionEmpty')}</p>
      ) : (
        <ul className="grid" part="grid">
          {products.map((product, i) => (
            <li key={product.id}>
              {/* The button may be gone (last page): focus goes on to what was loaded rather than to the page's body. */}
              <ProductTile product={product} focusTitle={added > 0 && i === products.length - added} headingLevel={below(headingLevel, 2)} />
            </li>
          ))}
        </ul>
      )}
      <div className="more" role="status">
        {extra?.state === 'failed' && <p className="message error">{t('genericError')}</p>}
        {added > 0 && <p className="sr-only">{t('moreLoaded', { count: added })}</p>}
      </div>
      {pageInfo.hasNextPage && (
        <div className="more">
          <button type="button" className="button secondary" part="button load-more" aria-busy={loading} onClick={loadMore}>
            {loading ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
