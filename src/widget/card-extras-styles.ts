import { accent, bg, pill, radius, speed, surface, text, v } from './style-tokens';

// The rules of the carousel's controls and the line properties' fields, which only the card extras chunk draws: they come
// with it instead of riding in the first script's sheet. Appended after the shared sheet, so a reduced-motion or
// forced-colors rule there still wins. The arrows are the widget's own background with its text colour's chevron, so they
// stand out on a light and a dark page alike (test/widget/style-tokens.test.ts checks the pair, test/e2e/dark.test.ts the arrow).
// Their chevron is two borders of a turned square in the text colour (an svg would be two more nodes an arrow).
export const carouselStyles = `
.carousel:focus-visible{border-radius:${radius}}
.arrow{position:absolute;top:50%;transform:translateY(-50%);display:grid;place-items:center;width:2.5em;height:2.5em;border:0;font:inherit;border-radius:${pill};background:${v('arrow-background', bg)};color:${text};box-shadow:0 1px 4px rgba(0,0,0,.2);cursor:pointer;transition:background ${speed}}
.slide[hidden]{display:none}
.arrow:hover{background:${surface}}.arrow.prev{left:.5em}.arrow.next{right:.5em}
.arrow:before{content:"";width:.45em;height:.45em;border:solid;border-width:0 0 .1em .1em;transform:translateX(.16em) rotate(45deg)}.arrow.next:before{transform:translateX(-.16em) rotate(-135deg)}
.option-legend input{width:1.875em;height:1.875em;margin:0;margin-inline-end:.625em;vertical-align:middle;accent-color:${accent}}
`;

const roots = new WeakSet<Node>();
let sheet: CSSStyleSheet | undefined;

/**
 * Gives the root a carousel or line-property fields are drawn in (a widget's shadow root, or the page for ESM users) the controls' rules, once: one
 * constructable sheet shared by every root (allowed by a strict `style-src`), or a `<style>` where those are missing.
 */
export function adoptCarouselStyles(element: Element | null): void {
  const root = element?.getRootNode() as ShadowRoot | Document | undefined;
  // Not yet in a page or shadow root (nodeType 9: document, 11: shadow root), or given the rules already.
  if (!root || roots.has(root) || (root.nodeType !== 9 && root.nodeType !== 11)) return;
  roots.add(root);
  try {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(carouselStyles);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = element!.ownerDocument.createElement('style');
    style.textContent = carouselStyles;
    ('head' in root ? root.head : root).append(style);
  }
}
