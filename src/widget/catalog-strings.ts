/**
 * The catalog widgets' words (collection grid, recommendations, policies, tiles): they come with the catalog chunk, which
 * puts them under the page's strings, so a site owner overrides them the same way as every other sentence.
 */
export const catalogStrings = {
  // Tiles
  chooseOptions: 'Choose options',
  hideOptions: 'Hide options',
  quickAdd: 'Add to cart: {title}',
  fromPrice: 'From {price}',
  // Collection and recommendations
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  // Said with a count: English reads right in one form; a pack may add plural forms (`moreLoaded_one`…).
  moreLoaded: 'More products loaded: {count}',
  collectionEmpty: 'No products in this collection yet.',
  collectionUnavailable: 'This collection is unavailable.',
  recommendations: 'You may also like',
  // Policies
  policies: 'Shop policies',
};
