import { accent, bg, border, muted, radius, space, text, v } from './style-tokens';
import { gridStyles } from './grid-styles';
import { skeletonStyles } from './skeleton-styles';
import { paintStyles } from './styles';

// The sizes of what only the components draw, here rather than in skeleton-styles.ts (a module the first script carries);
// the page stylesheet (src/mount/host/host-styles.ts) reserves the same.
/** An inline cart while it loads and when empty: its heading, the "empty" line and the continue button, with their gaps. */
export const CART_EMPTY = `calc(${v('heading-size', '1.5em')}*1.5 + 4*${space} + ${v('font-size', '16px')}*1.5 + 2.8125em)`;

// One stylesheet for every shadow root (the mount layer adopts it as a single constructable sheet; the catalog and cart
// chunks add theirs to it when they arrive): the rules of what the first script paints (styles.ts, in the first script),
// then what only the components draw: skeletons (the first script paints a card once its answer is here, never its
// skeleton; they pulse but with reduced motion), fallbacks, secondary buttons. Last, forced colours (Windows' high
// contrast), where every background becomes the theme's Canvas: a swatch keeps its colour, and a carousel dot its grey,
// inside a ring of the theme's text colour (test/e2e/forced-colors.test.ts); a painted card goes without it for the moment
// until the components take it over (its 20 B were the first script's last over its ceiling).
// The grids' frame and skeletons are not in it (`gridStyles`, grid-styles.ts: the catalog chunk brings them), nor an inline
// cart's stand-in (its own style: slots/cart-slot.tsx): on a page of cards the browser parses none of them.
export const cardWidgetStyles = `${paintStyles}
${skeletonStyles}
@media (prefers-reduced-motion:reduce){.skeleton{animation:none}}
.button.secondary{background:${bg};color:${text};border-color:${border}}
.button.secondary:hover:not(:disabled){border-color:${accent};opacity:1}
.fallback{min-height:var(--_shop-embed-reserved,auto);margin:0;padding:${space};border:1px dashed ${border};border-radius:${radius};color:${muted};font-size:.9375em}
@media (forced-colors:active){.option input:checked+.option-label,.dot[aria-current=true]:before{outline:2px solid CanvasText}.swatch .option-label,.dot:before{forced-color-adjust:none;border:1px solid CanvasText}}
`;

/** Every widget's rules but the chunks' (the React builds and shop-embed/server draw with it). */
export const widgetStyles = cardWidgetStyles + gridStyles;
