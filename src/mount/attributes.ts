import type { AttributeSpec, PropValue, WidgetDefinition } from './registry';
import { elementAttribute } from './registry';

export type Props = Record<string, PropValue>;
/** `warnings`: a prop that was left out, the widget working without it (a bad line-properties declaration). */
export type ParsedProps = { ok: true; props: Props; warnings?: string[] } | { ok: false; problems: string[] };

type Parsed = { value: PropValue | undefined; warning?: string } | { problem: string };

/** The kinds of input a product card asks for before its add (`data-shop-line-properties`). */
const LINE_PROPERTY_TYPES = ['text', 'checkbox', 'select', 'date', 'hidden'];

/** Why a declared line property cannot be drawn, or '' when it can. */
function propertyProblem(p: Record<string, unknown> | null, i: number, list: ({ name?: unknown } | null)[]): string {
  const { name, type = 'text', options, maxLength } = p ?? {};
  const it = `"${name}"`;
  if (typeof name !== 'string' || !name.trim()) return `property ${i + 1} has no name`;
  if (!LINE_PROPERTY_TYPES.includes(type as string)) return `${it} has type "${type}" (not ${LINE_PROPERTY_TYPES.join(', ')})`;
  if (list.findIndex((q) => q?.name === name) < i) return `${it} is declared twice`;
  if (type === 'select' && !(Array.isArray(options) && options.length && options.every((o) => typeof o === 'string'))) return `${it} has no options`;
  if (maxLength !== undefined && !(Number.isInteger(maxLength) && (maxLength as number) > 0)) return `${it} has maxLength ${maxLength}`;
  return type === 'hidden' && typeof p!.value !== 'string' ? `${it} is hidden without a value` : '';
}

/** A line-properties declaration (a JSON list): passed on as JSON when every property can be drawn, else left out with a warning. */
function lineProperties(name: string, text: string): Parsed {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    // not JSON: said below
  }
  const problem = Array.isArray(list) ? list.map(propertyProblem).find(Boolean) : 'is not a JSON list';
  return problem ? { value: undefined, warning: `${name}: ${problem}; the card shows no properties` } : { value: JSON.stringify(list) };
}

/** Numbers by `Number`, booleans by presence (`"false"` also reads as false), the rest strings. */
export function parseValue(spec: AttributeSpec, name: string, raw: string | null): Parsed {
  if (spec.type === 'boolean') return { value: raw === null ? spec.default : raw.trim().toLowerCase() !== 'false' };
  if (raw === null || raw.trim() === '') {
    if (spec.required) return { problem: raw === null ? `${name} is missing` : `${name} is empty` };
    return { value: spec.default };
  }
  const text = raw.trim();
  if (spec.type === 'properties') return lineProperties(name, text);
  if (spec.type === 'number') {
    const value = Number(text);
    if (!Number.isFinite(value)) return { problem: `${name}="${text}" is not a number` };
    if (spec.integer && !Number.isInteger(value)) return { problem: `${name}="${text}" is not a whole number` };
    if (spec.min !== undefined && value < spec.min) return { problem: `${name}="${text}" is less than ${spec.min}` };
    if (spec.max !== undefined && value > spec.max) return { problem: `${name}="${text}" is more than ${spec.max}` };
    return { value };
  }
  if (spec.type === 'url') {
    // Only http(s) links, resolved against the page: a `javascript:` URL in a CMS block must never become a link.
    let url: URL | null = null;
    try {
      url = new URL(text, globalThis.document?.baseURI);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { problem: `${name}="${text}" is not an http(s) URL` };
    return { value: url.href };
  }
  if (spec.values) {
    const match = spec.values.find((allowed) => allowed.toLowerCase() === text.toLowerCase());
    if (match === undefined) return { problem: `${name}="${text}" is not one of ${spec.values.join(', ')}` };
    return { value: match };
  }
  return { value: text };
}

/** Reads each prop by its name in the source (`nameOf`), then parses it as the spec says. */
function collect(
  entry: WidgetDefinition,
  nameOf: (prop: string, spec: AttributeSpec) => string,
  read: (name: string, spec: AttributeSpec) => string | null,
): ParsedProps {
  const props: Props = {};
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const [prop, spec] of Object.entries(entry.attributes)) {
    const name = nameOf(prop, spec);
    const parsed = parseValue(spec, name, read(name, spec));
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (parsed.value !== undefined) props[prop] = parsed.value;
    else if (parsed.warning) warnings.push(parsed.warning);
  }
  return problems.length ? { ok: false, problems } : warnings.length ? { ok: true, props, warnings } : { ok: true, props };
}

/** Props of a plain host (`<div data-shop-collection="sale" data-shop-limit="8">`). */
export function propsFromDataAttributes(entry: WidgetDefinition, el: Element): ParsedProps {
  return collect(
    entry,
    (_prop, spec) => spec.attribute,
    (name) => el.getAttribute(name),
  );
}

/** Props of a custom element (`<shop-collection handle="sale" limit="8">`). */
export function propsFromElementAttributes(entry: WidgetDefinition, el: Element): ParsedProps {
  return collect(
    entry,
    (prop) => elementAttribute(entry, prop),
    (name) => el.getAttribute(name),
  );
}

/** Props given to `mount(el, name, props)`: the same checks, with JS values written as they would be in HTML. */
export function propsFromObject(entry: WidgetDefinition, given: Record<string, unknown>): ParsedProps {
  return collect(
    entry,
    (prop) => prop,
    (prop, spec) => {
      const value = given[prop];
      if (value === undefined || value === null) return null;
      // Line properties given as a list (`lineProperties: [{ name: 'Engraving' }]`) read as their JSON.
      if (spec.type === 'properties' && typeof value === 'object') return JSON.stringify(value);
      return spec.type !== 'boolean' ? String(value) : value === false ? 'false' : '';
    },
  );
}
