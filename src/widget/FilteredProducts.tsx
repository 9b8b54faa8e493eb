import { useEffect, useRef } from 'react';
import { filteredCollectionRead, searchRead, suggestionsRead, type FilteredPage, type PageQuery, type ProductFilter } from '../cart-client/discovery';
import { fetchRead, useCatalog, useCatalogRead, type Catalog } from '../store';
import { readCollection } from './catalog-reads';
import { GridSkeleton } from './catalog-skeleton';
import { ActiveFilters, FilterSheet, SortSelect } from './FilterBar';
import { Facets } from './Facets';
import { headingTag, type HeadingLevel } from './heading';
import { TileList, useTilePages } from './TilePages';
import { SORTS } from './discovery-url';
import { isSetupError } from './setup-error';
import { useStrings, type Translate } from './use-strings';

/** What the shopper chose: filters and a `sort_by` value ('' for the widget's own order). */
export interface DiscoveryView {
  filters: ProductFilter[];
  sort: string;
}

export type ProductSource =
  { kind: 'search'; query: string } | { kind: 'collection'; handle: string; sortKey?: string | undefined; reverse?: boolean | undefined };

export interface FilteredProductsProps {
  source: ProductSource;
  /** Products per page. */
  limit: number;
  view: DiscoveryView;
  onView: (view: DiscoveryView) => void;
  /** Show the facets (a search always does; a collection with `data-shop-filters`). */
  facets?: boolean | undefined;
  heading?: boolean | undefined;
  headingLevel?: HeadingLevel | undefined;
  /** "No results": the shopper took the suggested words. */
  onSearch?: ((query: string) => void) | undefined;
  /** Each first page shown, in words for a live region ("12 products", "No results for “mug”."). */
  onOutcome?: ((sentence: string) => void) | undefined;
}

/**
 * The first page. A collection shown as it is (no filter, its own order) is the read the first paint made with the page's
 * other reads, facets included, so showing it asks nothing more.
 */
function firstPage(catalog: Catalog, key: string, source: ProductSource, view: DiscoveryView, limit: number): Promise<FilteredPage | null> {
  if (source.kind === 'collection' && !view.filters.length && !SORTS[view.sort]) {
    return readCollection(catalog, { ...source, limit, filters: true }).then(
      (c) => c && { title: c.title, products: c.products, pageInfo: c.pageInfo, filters: c.filters ?? [] },
    );
  }
  return catalog.read(key, pageRead(source, view, limit));
}

/** The read of one page of `source` under `view`. */
function pageRead(source: ProductSource, view: DiscoveryView, first: number, after?: string | null) {
  const sort = SORTS[view.sort];
  const page: PageQuery = { first, after, filters: view.filters, sortKey: sort?.sortKey, reverse: sort?.reverse };
  if (source.kind === 'search') return searchRead(source.query, page);
  return filteredCollectionRead(source.handle, sort ? page : { ...page, sortKey: source.sortKey, reverse: source.reverse });
}

/** "1 product", "12 products": the count of a search (the shop gives a total) or of a page without a next one. */
const countOf = (t: Translate, count: number) => (count === 1 ? t('resultsOne') : t('resultsCount', { count }));

/** What a first page shows, said to a screen reader after a change: "No results for …", the count ("0 products"), or how many are shown of more. */
function outcomeOf(t: Translate, source: ProductSource, page: FilteredPage): string {
  const shown = page.products.length;
  if (source.kind === 'search' && !shown) return t('noResults', { query: source.query });
  return page.totalCount === undefined && page.pageInfo.hasNextPage ? t('resultsMore', { count: shown }) : countOf(t, page.totalCount ?? shown);
}

/**
 * Product tiles (price, add to cart) with the shop's facets, active filters as chips, a sort select and "Load more": a
 * search's results or a collection narrowed by filters. Each change is one request; the products shown stay (busy) until
 * the answer comes, so the control the shopper used keeps its place and focus.
 */
export function FilteredProducts({
  source,
  limit,
  view,
  onView,
  facets = true,
  heading = true,
  headingLevel,
  onSearch,
  onOutcome,
}: FilteredProductsProps) {
  const t = useStrings();
  const catalog = useCatalog();
  const Heading = headingTag(headingLevel, 2);
  const key = `discovery:${JSON.stringify([source, limit, view])}`;
  const read = useCatalogRead(key, (c) => firstPage(c, key, source, view, limit));
  const last = useRef<FilteredPage | null>(null);
  if (read.status === 'ready' && read.data) last.current = read.data;
  const page = read.status === 'ready' ? read.data : last.current;
  const pages = useTilePages(key, page, (after) => fetchRead(catalog, pageRead(source, view, limit, after)));
  const outcome = read.status === 'ready' && read.data ? outcomeOf(t, source, read.data) : '';
  useEffect(() => {
    if (outcome) onOutcome?.(outcome);
  }, [key, outcome]); // eslint-disable-line react-hooks/exhaustive-deps -- once per page shown, whoever re-renders
  // The last chip or "Clear all" went away with the shopper's focus: it moves to the results' heading.
  const titled = useRef<HTMLHeadingElement>(null);
  if (!page) {
    if (read.status === 'loading') return <GridSkeleton kind="collection" limit={limit} heading={heading} />;
    return (
      <p className="shop-embed fallback" part="fallback">
        {read.status === 'error' && isSetupError(read.error)
          ? t('shopNotSetUp')
          : t(source.kind === 'search' ? 'genericError' : 'collectionUnavailable')}
      </p>
    );
  }
  const busy = read.status === 'loading';
  const title = source.kind === 'search' ? t('resultsFor', { query: source.query }) : (page.title ?? '');
  const setFilters = (filters: ProductFilter[]) => onView({ ...view, filters });

  const panel = facets && page.filters.length > 0 && <Facets filters={page.filters} chosen={view.filters} onChange={setFilters} />;
  return (
    <section className="shop-embed collection discovery" part="results" aria-label={title} aria-busy={busy}>
      {heading && (
        <Heading ref={titled} className="heading" part="heading" tabIndex={-1}>
          {title}
        </Heading>
      )}
      <div className="toolbar" part="toolbar">
        {panel && (
          <FilterSheet count={view.filters.length} total={page.totalCount}>
            {panel}
          </FilterSheet>
        )}
        {page.totalCount !== undefined && <p className="count">{countOf(t, page.totalCount)}</p>}
        <SortSelect kind={source.kind} value={view.sort} onChange={(sort) => onView({ ...view, sort })} />
      </div>
      <ActiveFilters filters={page.filters} chosen={view.filters} onChange={setFilters} onEmptied={() => titled.current?.focus()} />
      <div className={panel ? 'layout with-facets' : 'layout'}>
        {panel && <aside className="facets">{panel}</aside>}
        <div className="results">
          <TileList
            pages={pages}
            headingLevel={headingLevel}
            empty={<NoResults source={source} onSearch={onSearch} filtered={view.filters.length > 0} />}
          />
        </div>
      </div>
    </section>
  );
}

/** "No results for …", with words that would find something (the shop's own suggestion for the first letters typed). */
function NoResults({ source, onSearch, filtered }: { source: ProductSource; onSearch?: ((q: string) => void) | undefined; filtered: boolean }) {
  const t = useStrings();
  const query = source.kind === 'search' ? source.query : '';
  const start = query.trim().split(/\s+/)[0]?.slice(0, 3) ?? '';
  const key = `suggest:${start}`;
  const read = useCatalogRead(key, (c) => (start && !filtered ? c.read(key, suggestionsRead(start, 3)) : Promise.resolve(null)));
  if (source.kind === 'collection') return <p className="empty">{t('collectionEmpty')}</p>;
  const better = read.status === 'ready' ? read.data?.queries.find((q) => q.text.toLowerCase() !== query.toLowerCase())?.text : undefined;
  return (
    <div className="empty no-results">
      <p>{t('noResults', { query })}</p>
      <p>{t('noResultsHint')}</p>
      {better && onSearch && (
        <button type="button" className="button secondary" onClick={() => onSearch(better)}>
          {t('tryQuery', { query: better })}
        </button>
      )}
    </div>
  );
}
