import { radiusSmall, space, v } from './style-tokens';
import { HEADING, LINE, TILE_BODY, bone, box, headingBar } from './skeleton-styles';

// The grids' rules (a collection, recommendations, a filtered collection, and the policies' line), apart from the rules
// every widget's sheet has (widget-styles.ts): the catalog chunk brings them (src/scripts/catalog/index.ts) and adds them
// to the shared sheet as it arrives, so the components a page of cards and a cart loads carry none of them (issue 45).

/** The box of a grid tile's skeleton: the image and the title, price and button below it. */
const tileBox =
  box(TILE_BODY, '0px') +
  `,${bone}1.75em)/70% 1.25em,${bone}3.25em)/35% 1em,${bone}7em)/100% 2.75em;background-repeat:no-repeat;border-radius:${radiusSmall}`;

/**
 * The skeletons of a grid's tiles and heading, and of the policies' line. The heading's bar is a `<span>` that the
 * grid's column (`.collection`, `.recommendations`: a flex container) lays out as a block.
 */
const gridSkeletonStyles = `.skeleton-tile{${tileBox}}.skeleton-heading{height:${HEADING};${headingBar}}.skeleton-policies{height:${LINE}}`;

/** What a grid and the policies draw around their tiles, and their skeletons, which they draw while they read. */
export const gridStyles = `
${gridSkeletonStyles}
.collection,.recommendations{display:flex;flex-direction:column;gap:${space}}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,${v('grid-min', '220px')}),1fr));gap:${v('grid-gap', '24px 16px')};padding:0;margin:0;list-style:none}
`;
