/**
 * The search box's and the filters' words: they come with the discovery chunk, under the page's strings, so a site owner
 * overrides them like every other sentence (`init({ strings: { searchPlaceholder: 'Rechercher' } })`).
 */
export const discoveryStrings = {
  // Search box
  searchLabel: 'Search the shop',
  searchPlaceholder: 'Search products',
  suggestionsLabel: 'Suggestions',
  suggestionsNone: 'No suggestions',
  suggestionsOne: '1 suggestion, use the arrow keys to choose',
  suggestionsMany: '{count} suggestions, use the arrow keys to choose',
  seeAllResults: 'See all results for “{query}”',
  suggestionsUnavailable: 'No suggestions. Press Enter to search.',
  // Results
  resultsFor: 'Results for “{query}”',
  resultsOne: '1 product',
  resultsCount: '{count} products',
  noResults: 'No results for “{query}”.',
  noResultsHint: 'Check the spelling, or try a shorter word.',
  tryQuery: 'Search for “{query}” instead',
  // Said (to screen readers) after a change that shows a first page with more to load
  resultsMore: '{count} shown, more to load',
  // Filters
  filters: 'Filters',
  filtersCount: 'Filters ({count})',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter: {label}',
  clearAll: 'Clear all',
  priceMin: 'From',
  priceMax: 'To',
  applyPrice: 'Apply',
  showResults: 'Show {count} products',
  showOne: 'Show 1 product',
  showProducts: 'Show products',
  close: 'Close',
  sortBy: 'Sort by',
  sortFeatured: 'Featured',
  sortRelevance: 'Relevance',
  sortBestSelling: 'Best selling',
  sortPriceAscending: 'Price, low to high',
  sortPriceDescending: 'Price, high to low',
  sortTitle: 'Alphabetically, A–Z',
  sortNewest: 'Newest',
};
