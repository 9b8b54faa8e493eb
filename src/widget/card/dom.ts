// The card's markup is written once, as view functions `(h, model) → tree` (view-*.ts): the components call them
// with React's `createElement` (preact's in the script build), the first paint with the small `h` below, which builds the
// same elements with the DOM, not from HTML strings: shop text is only ever text (nothing to escape), and a page that
// enforces Trusted Types (`require-trusted-types-for 'script'`) allows it, as it allows preact, which builds the same way.
import { kebab } from '../kebab';

/** A child of an element: an element, text, nothing, or a list of them. */
export type Kid<T> = T | string | number | null | undefined | false | Kid<T>[];
/**
 * An element factory, `createElement`'s shape: a tag (never a component), props as React names them (`className`,
 * `htmlFor`, handlers `onX`), children. Lists pass a `key` on each item, which the first paint ignores.
 */
export type H<T> = (tag: string, props: Record<string, unknown> | null, ...children: Kid<T>[]) => T;

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The first paint's `h`, bound once to the page's document: props follow preact's rules, so the two draw identical elements (test/widget/card/parity.test.tsx).
 * A prop the element has (`className`, `htmlFor`, `inputMode`, `checked`, `value`, `disabled`…) is set as that property,
 * `style` through CSSOM (a strict CSP refuses inline `style` attributes; React's camelCase names), anything else as an
 * attribute (false left out, but for `aria-*` and `data-*`: "false"); null, undefined (the first paint passes no handler)
 * and `key` are left out.
 *
 * @example
 * bind(document)('button', { type: 'button', 'aria-busy': false }, 'Add to cart');
 */
export const bind =
  (doc: Document): H<Element> =>
  (tag, props, ...children) => {
    const svg = tag == 'svg' || tag == 'path';
    const el = svg ? doc.createElementNS(SVG, tag) : doc.createElement(tag);
    for (const child of children.flat(9)) if (child != null && child !== false) el.append(child as Node | string);
    for (const [name, value] of Object.entries(props ?? {}))
      if (value == null || name == 'key') continue;
      // `minWidth` as `min-width`; a custom property (`--shop-embed-swatch-color`) as it is.
      else if (typeof value == 'object')
        for (const key in value) (el as HTMLElement).style.setProperty(kebab(key), (value as Record<string, string>)[key]!);
      else if (!svg && name in el) (el as unknown as Record<string, unknown>)[name] = value;
      else if (value !== false || name[4] == '-') el.setAttribute(name, String(value));
    return el;
  };
