// The catalog chunk (`dist/shop-embed.catalog.min.js`; in ESM a dynamic `import()` chunk): what the first script loads
// as soon as the page shows a collection grid, recommendations or policies, in the same frame as their first read. It
// holds those widgets and the tile, their stylesheet and sentences; the reads themselves (src/widget/catalog-reads.ts),
// the skeletons, preact and the card's parts (price, add to cart, variant picker, image) come from the first script.
import { CollectionGrid as Grid } from '../widget/CollectionGrid';
import { ProductRecommendations as Recommendations } from '../widget/ProductRecommendations';
import { ShopPolicies as Policies } from '../widget/ShopPolicies';
import { catalogStrings } from '../widget/catalog-strings';
import { withStrings } from './chunk-part';

export { catalogStyles } from '../widget/catalog-styles';

export const CollectionGrid = withStrings(catalogStrings, Grid);
export const ProductRecommendations = withStrings(catalogStrings, Recommendations);
export const ShopPolicies = withStrings(catalogStrings, Policies);
