import { useEffect, useState, type ReactNode } from 'react';
import type { PageInfo } from '../cart-client';
import type { CardProduct } from '../cart-client/card';
import { ProductTile } from './ProductTile';
import { below, type HeadingLevel } from './heading';
import { useStrings } from './use-strings';

/** One page of products and where the next starts. */
export interface ProductPage {
  products: CardProduct[];
  pageInfo: PageInfo;
}

/** The pages after the first, keyed by what the list shows (source, sort, filters, limit): nothing leaks into the next. */
interface More {
  key: string;
  products: CardProduct[];
  /** The last loaded page's (absent before one has arrived). */
  pageInfo?: PageInfo;
  /** A load in flight, the last one failed, or how many products it added (announced; focus goes to the first). */
  state?: 'loading' | 'failed' | number;
}

export interface TilePages extends ProductPage {
  loading: boolean;
  failed: boolean;
  /** How many products the last "Load more" added. */
  added: number;
  loadMore: () => Promise<void>;
}

/**
 * The first page followed by those "Load more" fetched, each asked for after the last one's `endCursor`. A new `key`
 * starts afresh: coming back must not refocus or re-announce an old page.
 *
 * @example
 * const pages = useTilePages(key, read.data, (after) => catalog.collection(handle, { first: 20, after }));
 */
export function useTilePages(key: string, first: ProductPage | null, fetchPage: (after: string) => Promise<ProductPage | null>): TilePages {
  const [more, setMore] = useState<More | null>(null);
  useEffect(() => setMore(null), [key]);
  const extra = more?.key === key ? more : null;
  const products = first ? [...first.products, ...(extra?.products ?? [])] : [];
  const pageInfo = extra?.pageInfo ?? first?.pageInfo ?? { hasNextPage: false, endCursor: null };
  const loading = extra?.state === 'loading';

  async function loadMore() {
    if (loading || !pageInfo.endCursor) return;
    const base: More = extra ?? { key, products: [] };
    setMore({ ...base, state: 'loading' });
    const next = await fetchPage(pageInfo.endCursor).then(
      (page): More => ({
        key,
        products: [...base.products, ...(page?.products ?? [])],
        pageInfo: page?.pageInfo ?? { hasNextPage: false, endCursor: null },
        state: page?.products.length ?? 0,
      }),
      (): More => ({ ...base, state: 'failed' }),
    );
    // An answer for a list that has since changed is dropped.
    setMore((now) => (now?.key === key ? next : now));
  }

  const added = typeof extra?.state === 'number' ? extra.state : 0;
  return { products, pageInfo, loading, failed: extra?.state === 'failed', added, loadMore };
}

/**
 * A grid of product tiles (or `empty` when there is none), what "Load more" did said to assistive technology, and the
 * button while the shop has more.
 */
export function TileList({ pages, headingLevel, empty }: { pages: TilePages; headingLevel?: HeadingLevel | undefined; empty: ReactNode }) {
  const t = useStrings();
  const { products, added, loading } = pages;
  return (
    <>
      {products.length === 0 ? (
        empty
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
        {pages.failed && <p className="message error">{t('genericError')}</p>}
        {added > 0 && <p className="sr-only">{t('moreLoaded', { count: added })}</p>}
      </div>
      {pages.pageInfo.hasNextPage && (
        <div className="more">
          <button type="button" className="button secondary" part="button load-more" aria-busy={loading} onClick={pages.loadMore}>
            {loading ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
