// The discovery widgets as the registry mounts them: the widget components (src/widget) bound to the page's address.
import type { CollectionGridProps } from '../../widget/CollectionGrid';
import { FilteredProducts, type DiscoveryView } from '../../widget/FilteredProducts';
import { SearchBox } from '../../widget/SearchBox';
import { filtersFromParams, withFilters } from '../../widget/discovery-url';
import type { HeadingLevel } from '../../widget/heading';
import { useAddress } from './url-state';

/** The address's filters and sort, and how a change of them becomes a new address. */
function useView(): [URLSearchParams, DiscoveryView, (view: DiscoveryView) => void, (next: URLSearchParams) => void] {
  const [params, go] = useAddress();
  const view = { filters: filtersFromParams(params), sort: params.get('sort_by') ?? '' };
  return [params, view, (next) => go(withFilters(params, next.filters, next.sort)), go];
}

export interface SearchWidgetProps {
  /** Results per page (default 20). */
  limit?: number;
  placeholder?: string;
  headingLevel?: HeadingLevel;
}

/** `<div data-shop-search>`: the box, and the results of the search in the address (`?q=`). */
export function SearchWidget({ limit = 20, placeholder, headingLevel }: SearchWidgetProps) {
  const [params, view, setView, go] = useView();
  const query = params.get('q')?.trim() ?? '';
  // A new search starts without the last one's filters and sort; the page's other parameters stay.
  const search = (q: string) => {
    const next = withFilters(params, [], '');
    next.set('q', q.trim());
    go(next);
  };
  return (
    <div className="shop-embed search" part="search">
      <SearchBox query={query} placeholder={placeholder} onSearch={search} onOpen={(href) => window.location.assign(href)} />
      {query && (
        <FilteredProducts
          source={{ kind: 'search', query }}
          limit={limit}
          view={view}
          onView={setView}
          onSearch={search}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}

/** `<div data-shop-collection="…" data-shop-filters>`: the grid with the shop's facets, its state in the address. */
export function FilteredCollection({ handle, limit = 20, sortKey = 'ID', reverse, heading = true, headingLevel }: CollectionGridProps) {
  const [, view, setView] = useView();
  return (
    <FilteredProducts
      source={{ kind: 'collection', handle, sortKey, reverse }}
      limit={limit}
      view={view}
      onView={setView}
      heading={heading}
      headingLevel={headingLevel}
    />
  );
}
