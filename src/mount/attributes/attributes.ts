import type { AttributeSpec, PropValue, WidgetDefinition } from '../registry';
import { kebab } from '../../widget/kebab';

export type Props = Record<string, PropValue>;
/** `warnings`: values of lenient props that were bad, replaced by their default. */
export type ParsedProps = { ok: true; props: Props; warnings?: string[] } | { ok: false; problems: string[] };

type Parsed = { value: PropValue | undefined } | { problem: string };

/**
 * Numbers by `Number`, booleans by presence (`"false"` also reads as false; a value a boolean lists in `values` is passed
 * on as written: `data-shop-buy-now="also"`), the rest strings.
 */
export function parseValue(spec: AttributeSpec, name: string, raw: string | null): Parsed {
  const text = raw?.trim();
  if (spec.type === 'boolean') {
    const word = text?.toLowerCase();
    return { value: raw === null ? spec.default : spec.values?.includes(word!) ? word : word !== 'false' };
  }
  if (!text) {
    if (spec.required) return { problem: `${name} is ${raw === null ? 'missing' : 'empty'}` };
    return { value: spec.default };
  }
  // Every problem with a value names it the same way: `data-shop-limit="lots" is not a number`.
  const bad = (why: string) => ({ problem: `${name}="${text}" is ${why}` });
  if (spec.type === 'number') {
    const value = Number(text);
    if (!Number.isFinite(value)) return bad('not a number');
    if (spec.integer && !Number.isInteger(value)) return bad('not a whole number');
    if (spec.min !== undefined && value < spec.min) return bad(`less than ${spec.min}`);
    if (spec.max !== undefined && value > spec.max) return bad(`more than ${spec.max}`);
    return { value };
  }
  if (spec.type === 'url') {
    // Only http(s) links, resolved against the page: a `javascript:` URL in a CMS block must never become a link.
    let url: URL | null = null;
    try {
      url = new URL(text, globalThis.document?.baseURI);
    } catch {
      // not a URL: stays null
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return bad('not an http(s) URL');
    return { value: url.href };
  }
  if (spec.values) {
    const match = spec.values.find((allowed) => allowed.toLowerCase() === text.toLowerCase());
    if (match === undefined) return bad(`not one of ${spec.values.join(', ')}`);
    return { value: match };
  }
  return { value: text };
}

/** The attribute a custom element uses for a prop: the main one is the prop's own name, the others drop `data-shop-`. */
export function elementAttribute(entry: WidgetDefinition, prop: string): string {
  const spec = entry.attributes[prop]!;
  if (spec.attribute === entry.attribute) return kebab(prop);
  // One named after the entry's own drops that too: `data-shop-content-type` is `<shop-content type>`.
  return spec.attribute.replace(`${entry.attribute}-`, '').replace(/^data-shop-/, '');
}

/** Reads each prop by its name in the source (`nameOf`; by default an attribute of `el`), then parses it as the spec says. */
export function collect(
  entry: WidgetDefinition,
  nameOf: (prop: string, spec: AttributeSpec) => string,
  read: (name: string, spec: AttributeSpec) => string | null,
): ParsedProps {
  const props: Props = {};
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const [prop, spec] of Object.entries(entry.attributes)) {
    const name = nameOf(prop, spec);
    let parsed = parseValue(spec, name, read(name, spec));
    if ('problem' in parsed && spec.lenient) {
      warnings.push(parsed.problem);
      parsed = { value: spec.default };
    }
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (parsed.value !== undefined) props[prop] = parsed.value;
  }
  if (problems.length) return { ok: false, problems };
  return warnings.length ? { ok: true, props, warnings } : { ok: true, props };
}

/** Props of a plain host (`<div data-shop-collection="sale" data-shop-limit="8">`). */
export const propsFromDataAttributes = (entry: WidgetDefinition, el: Element): ParsedProps =>
  collect(
    entry,
    (_prop, spec) => spec.attribute,
    (name) => el.getAttribute(name),
  );

/** Props of a custom element (`<shop-collection handle="sale" limit="8">`). */
export const propsFromElementAttributes = (entry: WidgetDefinition, el: Element): ParsedProps =>
  collect(
    entry,
    (prop) => elementAttribute(entry, prop),
    (name) => el.getAttribute(name),
  );
