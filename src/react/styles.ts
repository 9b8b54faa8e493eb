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

export const reactStyles = scopeStyles(shadowStyles, FRAME_CLASS);
