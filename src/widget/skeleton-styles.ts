import { radius, v } from './style-tokens';

// What a widget occupies while it loads, in one place: the skeletons in the shadow roots and the page stylesheet that
// reserves the same boxes before the script runs (src/mount/host/host-styles.ts) are built from these, so nothing moves when
// the script arrives. A skeleton is one element drawn with backgrounds: cheap to create fifty of. The grids' skeleton rules
// are built from them in grid-styles.ts, which the catalog chunk brings.

/** Below a card's image: carousel dots, vendor, title, price, two option rows, add to cart, two lines of description. */
export const CARD_BODY = v('card-body-height', '24.5em');
/** Below a tile's image: title, price and button with their gaps. */
export const TILE_BODY = v('tile-body-height', '7em');
/** A grid's heading: one line of `--shop-embed-heading-size` at the widgets' line height. */
export const HEADING = `calc(${v('heading-size', '1.5em')}*1.5)`;
export const GRID_MIN = v('grid-min', '220px');
export const RATIO = v('image-ratio', '1');
/** The gaps of `.grid` (`--shop-embed-grid-gap`, default `24px 16px`): a reservation has to assume the default. */
export const GAP_ROW = '24px';
export const GAP_COLUMN = '16px';
export const SPACE = v('spacing', '16px');
/** One line of the widgets' text (the policy links). */
export const LINE = `calc(${v('font-size', '16px')}*1.5)`;

const pad = v('card-padding', '0px');
/** The bones' colour: a translucent grey, as visible on a light page as on a dark one (drawn before the widget's own background). */
const bones = v('color-surface', '#8080802e');

// A skeleton box: the image is the content box (`--shop-embed-image-ratio`), the body below it the bottom padding (`--_b`),
// and the bones are `surface` bars (`--_g`) painted as backgrounds, placed from the bottom edge where the body ends:
// `bottom calc(var(--_b) - <top + height>)/<width> <height>`, top measured from the image's bottom edge.
export const box = (body: string, p: string) =>
  `display:block;box-sizing:content-box;aspect-ratio:${RATIO};--_g:linear-gradient(${bones} 0 0);--_p:${p};--_b:calc(${p} + ${body});` +
  'padding:var(--_p) var(--_p) var(--_b);background:var(--_g) content-box';
export const bone = 'var(--_g) left var(--_p) bottom calc(var(--_b) - ';

/** The box of a card skeleton, for `.skeleton-card` and the page's `[data-shop-product]::before`. */
export const cardBox =
  box(CARD_BODY, pad) +
  `,${bone}5.5em)/70% 1.5em,${bone}7.5em)/25% 1em,${bone}11.5em)/55% 2.5em,${bone}18.75em)/calc(100% - 2*var(--_p)) 2.75em,${bone}21em)/90% 1em;` +
  `background-repeat:no-repeat;max-width:calc(${v('card-max-width', '420px')} - 2*${pad});border-radius:${radius}`;

/** A grid heading's placeholder bar, in the middle of the heading's line (the line's box, or the top of a taller one). */
export const headingBar = `background:linear-gradient(${bones} 0 0) 0 calc((${HEADING} - 1.5em)/2)/min(12em,60%) 1.5em no-repeat`;

/**
 * Skeletons pulse after their first second (opacity only), not with reduced motion (styles.ts). Pulsing from the start
 * cost the page's main thread while it was loading: Chromium leaves some of the skeletons' animations to it (22 of the
 * bench's 50 placeholders were not composited), so every frame between the cards' slices had more to do. Still for the
 * first second, the bench's fifty-card page had every card priced 590 → 556 ms (medians of 30 alternating visits each,
 * only shop-embed.css differing: bench/quick A/B); a page that loads within a second shows no motion, and a slower one
 * shows that it is loading.
 */
export const pulse = 'animation:shop-embed-pulse 1.4s ease-in-out 1s infinite';

/** A card's skeleton (the components draw it for a card the first script did not paint). */
export const skeletonStyles = `.skeleton{${pulse}}.skeleton-card{${cardBox}}`;
