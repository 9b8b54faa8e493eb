// The first paint builds its elements with the DOM, not from HTML strings: shop text is only ever text (nothing to escape),
// and a page that enforces Trusted Types (`require-trusted-types-for 'script'`) allows it, as it allows preact, which
// builds the same way. Props follow preact's rules, so the two draw identical elements (test/mount/first-paint-parity).

export type Prop = string | number | boolean | null | undefined | Record<string, string>;
export type Child = Node | string | number | null | undefined | false;

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An element with its attributes and children. `checked` and `value` are set as properties (preact sets them so; they do
 * not show as attributes), `style` as custom properties through CSSOM (a strict CSP refuses inline `style` attributes),
 * `aria-*` booleans as words; any other false, null or undefined is left out and true is the empty attribute.
 *
 * @example
 * h(document, 'button', { type: 'button', 'aria-busy': false }, 'Add to cart');
 */
export function h(doc: Document, tag: string, props: Record<string, Prop> | null, ...children: (Child | Child[])[]): Element {
  const el = tag === 'svg' || tag === 'path' ? doc.createElementNS(SVG, tag) : doc.createElement(tag);
  for (const child of children.flat()) if (child != null && child !== false) el.append(child as Node | string);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === 'checked' || name === 'value') (el as unknown as Record<string, unknown>)[name] = value;
    else if (typeof value === 'object' && value) for (const key in value) (el as HTMLElement).style.setProperty(key, value[key]!);
    else if (typeof value === 'boolean' && name.startsWith('aria-')) el.setAttribute(name, String(value));
    else if (value != null && value !== false) el.setAttribute(name, value === true ? '' : String(value));
  }
  return el;
}
