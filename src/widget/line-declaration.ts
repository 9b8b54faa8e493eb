// A card's line-properties declaration, as the site owner wrote it (an attribute or the mount() option), checked in the card
// extras chunk rather than in the first script: a mistake is said once in the console and the card adds without properties.
import { formatMessage } from '../cart-client';
import type { LineProperty } from './ProductDetails';

/** The kinds of input a card asks for before its add. */
const TYPES = ['text', 'checkbox', 'select', 'date', 'hidden'];

/** Why a declared property cannot be drawn, or '' when it can. */
function propertyProblem(p: Record<string, unknown> | null, i: number, list: ({ name?: unknown } | null)[]): string {
  const { name, type = 'text', options, maxLength } = p ?? {};
  const it = `"${name}"`;
  if (typeof name !== 'string' || !name.trim()) return `property ${i + 1} has no name`;
  if (!TYPES.includes(type as string)) return `${it} has type "${type}" (not ${TYPES.join(', ')})`;
  if (list.findIndex((q) => q?.name === name) < i) return `${it} is declared twice`;
  if (type === 'select' && !(Array.isArray(options) && options.length && options.every((o) => typeof o === 'string'))) return `${it} has no options`;
  if (maxLength !== undefined && !(Number.isInteger(maxLength) && (maxLength as number) > 0)) return `${it} has maxLength ${maxLength}`;
  return type === 'hidden' && typeof p!.value !== 'string' ? `${it} is hidden without a value` : '';
}

/** A declaration read: the properties, or why none can be drawn (the site owner's mistake, said in the console). */
export function readDeclaration(text: string): { list: LineProperty[]; problem: string } {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    // not JSON: said below
  }
  const problem = Array.isArray(list) ? (list.map(propertyProblem).find(Boolean) ?? '') : 'is not a JSON list';
  return { list: problem ? [] : (list as LineProperty[]), problem };
}

/** Problems already printed: each once per page, however many cards repeat it. */
const warned = new Set<string>();

/**
 * Prints a bad declaration's problem the way the mount layer names a host (`<div data-shop-product="mug">`) and the
 * attribute it came from, read off the card's host element (none when the card is rendered outside ShopEmbed's hosts).
 */
export function warnOnce(el: Element, problem: string) {
  const root = el.getRootNode() as ShadowRoot;
  const host = root.host && (root.host.closest('[data-shop-product]') ?? root.host);
  const attribute = ['data-shop-line-properties', 'line-properties'].find((a) => host?.hasAttribute(a)) ?? 'lineProperties';
  const key = `${attribute}: ${problem}`;
  if (warned.has(key)) return;
  warned.add(key);
  const custom = host?.localName.includes('-');
  const name = custom ? 'handle' : 'data-shop-product';
  const value = host?.getAttribute(name);
  const where = host ? `<${host.localName}${value || !custom ? ` ${name}${value ? `="${value}"` : ''}` : ''}>: ` : '';
  console.warn(formatMessage(`${where}${key}; the card shows no properties`));
}
