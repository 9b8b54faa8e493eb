import { GAP_COLUMN, GAP_ROW, GRID_MIN, HEADING, LINE, RATIO, SPACE, TILE_BODY, cardBox, headingBar, pulse } from '../../widget/skeleton-styles';
import { CONTENT_MIN } from '../../widget/content/content-styles';
import { CART_EMPTY } from '../../widget/widget-styles';
import { LOCALIZATION_HEIGHT } from '../../widget/localization-styles';
import { FONT_SIZE } from '../../widget/style-tokens';

// `dist/shop-embed.css` (built from this module, not part of the script): the page's own stylesheet, linked in <head>
// before the script. It gives every widget host the box its skeleton will have (a `::before` placeholder), so the page
// paints at its final size and the script's arrival moves nothing. Each shadow root hides the placeholder (HOST_RESET in
// styles.ts) in the frame it shows the skeleton, which is built from the same numbers (src/widget/skeleton-styles.ts).

/** `[data-shop-product],shop-product` */
const hosts = (...names: string[]) => names.flatMap((name) => [`[data-shop-${name}]`, `shop-${name}`]).join(',');

/**
 * A grid's first page: heading, ⌈n / columns⌉ rows of tiles and what follows the grid (`--_shop-embed-extra`), the columns
 * counted as `.grid`'s `auto-fill` counts them (container units of the host, typed arithmetic); n is the widget's limit.
 */
/** The grid's own heading and the gap below it; none where the page has its own (`data-shop-heading="false"`). */
const head = `var(--_shop-embed-head,${HEADING} + ${SPACE})`;
const cols = `max(1,round(down,(100cqi + ${GAP_COLUMN})/(min(100cqi,${GRID_MIN}) + ${GAP_COLUMN})))`;
const tile = `((100cqi - (var(--_se-c) - 1)*${GAP_COLUMN})/var(--_se-c)/(${RATIO}) + ${TILE_BODY})`;
const rows = `round(up,var(--_se-n)/var(--_se-c))`;
const grid =
  `--_se-c:${cols};--_se-r:${rows};` + `height:calc(${head} + var(--_se-r)*${tile} + (var(--_se-r) - 1)*${GAP_ROW} + var(--_shop-embed-extra,0px))`;
const limit = (attribute: string, fallback: number) => `--_se-n:attr(${attribute} type(<integer>),${fallback})`;

/** Where typed arithmetic or typed attr() is missing, a grid reserves its heading and one row of tiles `--shop-embed-grid-min` wide. */
const oneRow = `calc(${head} + ${GRID_MIN}/(${RATIO}) + ${TILE_BODY})`;
const typed = '(width:calc(1px / 1px * 1px)) and (width:attr(x type(<length>),1px))';

export const hostStyles = [
  // Custom elements are inline until defined; their shadow roots make them blocks (`:host`), so they are blocks from the start.
  `${hosts('product', 'collection', 'recommendations', 'policies', 'cart', 'checkout')}{display:block}`,
  // Sizes are the widgets' own ems, never the page's rem (a theme's `html { font-size: 62.5% }` would shrink every
  // reservation): each placeholder takes the widgets' font size (`--shop-embed-font-size`), as their shadow roots do.
  `${hosts('content', 'localization')},:is(${hosts('product', 'collection', 'recommendations', 'policies', 'cart', 'cart-toggle')})::before{font-size:${FONT_SIZE}}`,
  // A content block's size is its document's: it keeps at least the documented minimum from the first paint on.
  `${hosts('content')}{display:block;min-height:${CONTENT_MIN}}`,
  `[data-shop-cart][data-shop-variant=inline]::before,shop-cart[variant=inline]::before{content:"";display:block;height:${CART_EMPTY}}`,
  'shop-cart-toggle{display:inline-block}',
  // The country and language selector is one row of two selects, whatever its width.
  `${hosts('localization')}{display:block;min-height:${LOCALIZATION_HEIGHT}}`,
  `:is(${hosts('product')})::before{content:"";${cardBox};${pulse}}`,
  `:is(${hosts('collection', 'recommendations')}){container-type:inline-size}`,
  `:is(${hosts('collection', 'recommendations')})::before{content:"";display:block;${headingBar};height:${oneRow}}`,
  `@supports ${typed}{`,
  `:is(${hosts('collection', 'recommendations')})::before{${grid}}`,
  `:is(${hosts('collection')})::before{--_shop-embed-extra:${SPACE}}`,
  `[data-shop-collection]::before{${limit('data-shop-limit', 20)}}shop-collection::before{${limit('limit', 20)}}`,
  `[data-shop-recommendations]::before{${limit('data-shop-limit', 4)}}shop-recommendations::before{${limit('limit', 4)}}}`,
  ':is([data-shop-heading=false],shop-collection[heading=false],shop-recommendations[heading=false])::before{--_shop-embed-head:0px;background:none}',
  `:is(${hosts('cart-toggle')}):not(a,button)::before{content:"";display:block;width:8em;height:2.75em}`,
  ':is([data-shop-cart-toggle][data-shop-label=false],shop-cart-toggle[label=false])::before{width:5.125em}',
  `:is(${hosts('policies')})::before{content:"";display:block;height:${LINE}}`,
  // A host that cannot hold a shadow root (an `<li>`) gets the widget in a `<span>` inside it: its placeholder goes then.
  `:is(${hosts('product', 'collection', 'recommendations', 'policies', 'cart-toggle')}):has(>[data-shop-embed-host])::before{content:none}`,
  '@keyframes shop-embed-pulse{50%{opacity:.5}}',
  `@media (prefers-reduced-motion:reduce){:is(${hosts('product')})::before{animation:none}}`,
].join('\n');
