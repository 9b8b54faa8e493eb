// The catalog chunk (`dist/shop-embed.catalog.min.js`; in ESM a dynamic `import()` chunk): what the first script loads
// as soon as the page shows a collection grid, recommendations or policies, in the same frame as their first read. It
// holds those widgets and the tile, their stylesheet and sentences; the reads themselves (src/widget/catalog-reads.ts),
// the skeletons, preact and the card's parts (price, add to cart, variant picker, image) come from the first script.
export { catalogStyles } from '../../widget/catalog-styles';
/** The chunk's sentences: its widgets draw under them (see chunk-part.tsx). */
export { catalogStrings as strings } from '../../widget/catalog-strings';
export { CollectionGrid } from '../../widget/CollectionGrid';
export { ProductRecommendations } from '../../widget/ProductRecommendations';
export { ShopPolicies } from '../../widget/ShopPolicies';
import { ProductTile } from '../../widget/ProductTile';
/**
 * The tile the discovery chunk shows too. A binding of this module (a re-export would be traced past it): the discovery
 * chunk imports it, so the build sees that chunk depend on this one and keeps the tile, the grid and their styles here
 * rather than in a third chunk both would need.
 */
export const catalogTile = ProductTile;
