// The discovery widgets as the registry mounts them: the widget components (src/widget) bound to the page's address.
import type { CollectionGridProps } from '../../widget/CollectionGrid';
import { FilteredProducts, type DiscoveryView } from '../../widget/FilteredProducts';
import { SearchBox } from '../../widget/SearchBox';
import { filtersFromParams, MAX_FILTERS, withFilters } from '../../widget/discovery-url';
import type { HeadingLevel } from '../../widget/heading';
import { useRef, useState, type ReactNode } from 'react';
import { useAddress } from './url-state';

/**
 * A polite live region, in the page before any change (a region born with its words is often not read), and the
 * function that says what a change shows there ("12 products", "No results for “mug”."). The view the page opened
 * with is no change of the shopper's: with `opened`, the first sentence is not said.
 */
function useOutcomes(opened: boolean): [ReactNode, (sentence: string) => void] {
  const [said, say] = useState('');
  const quiet = useRef(opened);
  const announce = (sentence: string) => {
    if (quiet.current) quiet.current = false;
    else say(sentence);
  };
  return [
    <p className="sr-only" role="status">
      {said}
    </p>,
    announce,
  ];
}

let told = 0;

/** The widget's filters and sort in the address (behind its key), and how a change of them becomes a new address. */
function useView(
  stateKey: string | undefined,
  handle?: string,
): [URLSearchParams, DiscoveryView, (view: DiscoveryView) => void, (next: URLSearchParams) => void] {
  const [params, go] = useAddress(stateKey, handle);
  const filters = filtersFromParams(params);
  // A link with more than a request may carry still shows the widget: the first ones, and one console line a page.
  if (filters.length > MAX_FILTERS && !told++) console.warn(`[shop-embed] ${filters.length} filters: the first ${MAX_FILTERS} used`);
  const view = { filters: filters.slice(0, MAX_FILTERS), sort: params.get('sort_by') ?? '' };
  return [params, view, (next) => go(withFilters(params, next.filters, next.sort)), go];
}

export interface SearchWidgetProps {
  /** Results per page (default 20). */
  limit?: number;
  placeholder?: string;
  headingLevel?: HeadingLevel;
  /** The name its parameters go behind in the address (`data-shop-state-key`), for a page with several. */
  stateKey?: string;
}

/** `<div data-shop-search>`: the box, and the results of the search in the address (`?q=`). */
export function SearchWidget({ limit = 20, placeholder, headingLevel, stateKey }: SearchWidgetProps) {
  const [params, view, setView, go] = useView(stateKey);
  const query = params.get('q')?.trim() ?? '';
  const [outcomes, announce] = useOutcomes(!!query);
  // A new search starts without the last one's filters and sort; the page's (and other widgets') parameters stay.
  const search = (q: string) => {
    const next = withFilters(params, [], '');
    next.set('q', q.trim());
    go(next);
  };
  return (
    <div className="shop-embed search" part="search">
      <SearchBox query={query} placeholder={placeholder} onSearch={search} onOpen={(href) => window.location.assign(href)} />
      {outcomes}
      {query && (
        <FilteredProducts
          source={{ kind: 'search', query }}
          limit={limit}
          view={view}
          onView={setView}
          onSearch={search}
          onOutcome={announce}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}

/** `<div data-shop-collection="…" data-shop-filters>`: the grid with the shop's facets, its state in the address. */
export function FilteredCollection({
  handle,
  limit = 20,
  sortKey = 'ID',
  reverse,
  heading = true,
  headingLevel,
  stateKey,
}: CollectionGridProps & { stateKey?: string }) {
  const [, view, setView] = useView(stateKey, handle);
  const [outcomes, announce] = useOutcomes(true);
  return (
    <>
      {outcomes}
      <FilteredProducts
        source={{ kind: 'collection', handle, sortKey, reverse }}
        limit={limit}
        view={view}
        onView={setView}
        onOutcome={announce}
        heading={heading}
        headingLevel={headingLevel}
      />
    </>
  );
}
