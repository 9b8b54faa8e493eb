// The first paint builds its elements with the DOM, not from HTML strings: shop text is only ever text (nothing to escape),
// and a page that enforces Trusted Types (`require-trusted-types-for 'script'`) allows it, as it allows preact, which
// builds the same way. Props follow preact's rules, so the two draw identical elements (test/widget/card/parity.test.tsx).

export type Prop = string | number | boolean | null | undefined | Record<string, string>;
export type Child = Node | string | number | null | undefined | false;

const SVG = 'http://www.w3.org/2000/svg';

/** An element with its attributes and children (`bind(document)`). */
export type H = (tag: string, props: Record<string, Prop> | null, ...children: (Child | Child[])[]) => Element;

/**
 * The page's element maker: an element with its attributes and children, set as preact sets them: a prop the element has as that property
 * (`checked` and `value` do not show as attributes; `disabled: true` is the empty attribute), `style` as custom
 * properties through CSSOM (a strict CSP refuses inline `style` attributes), anything else as an attribute: false left
 * out but for `aria-*` (`aria-busy="false"`), null and undefined left out.
 *
 * @example
 * bind(document)('button', { type: 'button', 'aria-busy': false }, 'Add to cart');
 */
export const bind =
  (doc: Document): H =>
  (tag, props, ...children) => {
    const svg = tag == 'svg' || tag == 'path';
    const el = svg ? doc.createElementNS(SVG, tag) : doc.createElement(tag);
    for (const child of children.flat()) if (child != null && child !== false) el.append(child as Node | string);
    for (const [name, value] of Object.entries(props ?? {}))
      if (value == null) continue;
      else if (typeof value == 'object') for (const key in value) (el as HTMLElement).style.setProperty(key, value[key]!);
      // As preact: a property the element has (`checked`, `value`, `disabled`, `hidden`…), else an attribute.
      else if (!svg && name in el) (el as unknown as Record<string, unknown>)[name] = value;
      else if (value !== false || name[4] == '-') el.setAttribute(name, String(value));
    return el;
  };
