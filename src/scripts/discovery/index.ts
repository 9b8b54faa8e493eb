// The discovery chunk (`dist/shop-embed.discovery.min.js`; in ESM a dynamic `import()` chunk): the search box with its
// suggestions and results, and a collection's filters, loaded only where a page shows `data-shop-search` or a collection
// with `data-shop-filters`. The catalog chunk, whose tiles both show, loads it (`loadDiscovery`), so it imports them from
// there. Their state lives in the address (url-state.ts), in Shopify's own form.
export { discoveryStyles } from '../../widget/discovery-styles';
import { catalogStrings } from '../../widget/catalog-strings';
import { discoveryStrings } from '../../widget/discovery-strings';

/** The chunk's sentences, with the catalog chunk's (its tiles and Load more speak those): its widgets draw under them (see chunk-part.tsx). */
export const strings = { ...catalogStrings, ...discoveryStrings };
export { SearchWidget, FilteredCollection } from './discovery-widgets';
