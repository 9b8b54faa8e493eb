// The React entry's catalog chunk (`dist/react/catalog-*.mjs`), as the script tag's (src/scripts/catalog): the collection
// grid, the recommendations and the policies with their tiles, sentences and shadow roots' rules, loaded as the first
// of them renders in the browser (lazy-catalog.ts). An app that shows cards and a cart only never loads it.
export { CollectionGrid } from '../widget/CollectionGrid';
export { ProductRecommendations } from '../widget/ProductRecommendations';
export { ShopPolicies } from '../widget/ShopPolicies';
/** The chunk's rules, for its components' shadow roots (frame.tsx); an app without shadow roots links them itself. */
export { catalogStyles as styles } from '../widget/catalog-styles';
/** The chunk's sentences: its widgets draw under them (lazy-catalog.ts). */
export { catalogStrings as strings } from '../widget/catalog-strings';
