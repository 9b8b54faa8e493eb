// `shop-embed/react/styles.css` (rollup.config.mjs writes `reactStyles` to a file): the shadow roots' rules for the
// page's own DOM, nested under the class of the `<div>` around every component, so they reach nothing else on the page
// (`.card`, `.title` or `:focus-visible` would otherwise restyle the site). Keyframes cannot be nested: they stay outside.
import { FRAME_CLASS } from './scope';
import { shadowStyles } from './shadow-styles';

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

export const reactStyles = `${LOWERED_SCHEME_DEFAULT}\n${scopeStyles(shadowStyles, FRAME_CLASS)}`;
