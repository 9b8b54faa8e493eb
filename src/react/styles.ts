// `shop-embed/react/styles.css` (rollup.config.mjs writes `reactStyles` to a file): the shadow roots' rules for the
// page's own DOM, nested under the class of the `<div>` around every component, so they reach nothing else on the page
// (`.card`, `.title` or `:focus-visible` would otherwise restyle the site). Keyframes cannot be nested: they stay outside.
// The same rules split with their components, for an app that shows only some: `shop-embed/react/card.css` (what every
// component draws with, the card, the toggle), `shop-embed/react/cart.css` (the drawer and the inline cart, with the forms under its lines) and
// `shop-embed/react/catalog.css` (grids, recommendations, policies).
import { cartFormStyles } from '../widget/cart/form-styles';
import { cartStyles } from '../widget/cart/styles';
import { catalogStyles } from '../widget/catalog-styles';
import { widgetStyles } from '../widget/widget-styles';
import { FRAME_CLASS } from './scope';

const KEYFRAMES = /@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/** `css` nested under `.scope`, its keyframes left at the top. */
export function scopeStyles(css: string, scope: string): string {
  const keyframes = css.match(KEYFRAMES) ?? [];
  const rules = css.replace(KEYFRAMES, '');
  return `${keyframes.join('')}\n.${scope}{display:contents}\n.${scope}{\n${rules}}`;
}

/**
 * The page's default colour scheme for a build that lowers `light-dark()`: Lightning CSS (Vite 8's CSS minifier, for
 * browsers before `light-dark()`) writes each as `var(--lightningcss-light,a)var(--lightningcss-dark,b)` and sets the two
 * only where a stylesheet it read declares `color-scheme`; on a page that declares none, every colour of ours was invalid
 * (Add to cart lost its fill, test/e2e/vite.test.ts). Light, as `normal` is, at no specificity: a `color-scheme` the page
 * declares still wins. Where a browser reads `light-dark()` itself, nothing reads the two.
 */
const LOWERED_SCHEME_DEFAULT = ':where(:root){--lightningcss-light:initial;--lightningcss-dark: }';

/** `shop-embed/react/card.css`: the rules every component draws with, the card's and the toggle's. */
export const reactCardStyles = `${LOWERED_SCHEME_DEFAULT}\n${scopeStyles(widgetStyles, FRAME_CLASS)}`;
/** `shop-embed/react/cart.css`: the drawer's and the inline cart's (with the card's). */
export const reactCartStyles = scopeStyles(cartStyles + cartFormStyles, FRAME_CLASS);
/** `shop-embed/react/catalog.css`: the grid's, the recommendations' and the policies' (with the card's). */
export const reactCatalogStyles = scopeStyles(catalogStyles, FRAME_CLASS);
/** `shop-embed/react/styles.css`: every component's (the three above in one, as shadow-styles.ts orders them). */
export const reactStyles = `${LOWERED_SCHEME_DEFAULT}\n${scopeStyles(widgetStyles + catalogStyles + cartStyles + cartFormStyles, FRAME_CLASS)}`;
