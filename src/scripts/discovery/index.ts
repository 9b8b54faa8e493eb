// The discovery chunk (`dist/shop-embed.discovery.min.js`; in ESM a dynamic `import()` chunk): the search box with its
// suggestions and results, and a collection's filters, loaded only where a page shows `data-shop-search` or a collection
// with `data-shop-filters` (the catalog chunk, whose tiles both show, comes first: see discovery-slot.tsx). Their state
// lives in the address (url-state.ts), in Shopify's own form.
export { discoveryStyles } from '../../widget/discovery-styles';
import { discoveryStrings } from '../../widget/discovery-strings';
import { strings as catalogStrings } from '../catalog';

/** The chunk's sentences, with the catalog chunk's (its tiles and Load more speak those): its widgets draw under them (see chunk-part.tsx). */
export const strings = { ...catalogStrings, ...discoveryStrings };
export { SearchWidget, FilteredCollection } from './discovery-widgets';
// This chunk imports from the catalog chunk (loaded first): the tile, and with it everything the grid shows, stays in that
// one file rather than becoming a third chunk both would need.
export { catalogTile } from '../catalog';
