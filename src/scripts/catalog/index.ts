// The catalog chunk (`dist/shop-embed.catalog.min.js`; in ESM a dynamic `import()` chunk): what the first script loads
// as soon as the page shows a collection grid, recommendations or policies, in the same frame as their first read. It
// holds those widgets and the tile, their skeletons, their stylesheet and sentences; the reads themselves
// (src/widget/catalog-reads.ts), preact and the card's parts (price, add to cart, variant picker, image) come from the
// first script and the components, which stand in the room the page stylesheet reserved until this chunk is here.
import { catalogStyles as tileStyles } from '../../widget/catalog-styles';
import { gridStyles } from '../../widget/grid-styles';

/**
 * The chunk's rules, added to every shadow root's sheet as it arrives (catalog-slot.tsx): the grids' frame and skeletons
 * (they draw them while they read), then the tiles', headings and policy links. The discovery chunk, loaded after this
 * one, draws its grids with them too.
 */
export const catalogStyles = gridStyles + tileStyles;
/** The chunk's sentences: its widgets draw under them (see chunk-part.tsx). */
export { catalogStrings as strings } from '../../widget/catalog-strings';
export { CollectionGrid } from '../../widget/CollectionGrid';
export { ProductRecommendations } from '../../widget/ProductRecommendations';
export { ShopPolicies } from '../../widget/ShopPolicies';
/**
 * The discovery chunk (search, filtered collections) shows this chunk's tiles, so this chunk loads it: the build then
 * knows this one is on the page first, and the discovery chunk imports the tile, the grid and their styles from here
 * rather than from a third chunk both would need.
 */
export const loadDiscovery = () => import('../discovery');
/**
 * …whose hash this chunk carries, not the components (`{}` where nothing loads chunks as files: ESM, tests): only a page
 * that has this chunk can ask for it. The loader takes it in as this chunk arrives.
 */
export const integrity = JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>;
