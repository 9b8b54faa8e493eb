// A card's line-properties declaration, as the site owner wrote it (an attribute or the mount() option), checked in the card
// extras chunk rather than in the first script. A mistake is said once in the console (src/scripts/declaration-notes, loaded only
// then) and the card refuses its add with a sentence: a product declared personalised never sells without its fields.
import { formatMessage } from '../cart-client';
import type { LineProperty } from './card/card-types';

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

/** The problem of text that is not JSON; where it goes wrong is said by the declaration notes chunk (src/scripts/declaration-notes). */
const NOT_JSON = 'is not JSON';

/** A declaration read: the properties, or why none can be drawn (the site owner's mistake, said in the console). */
export function readDeclaration(text: string): { list: LineProperty[]; problem: string } {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return { list: [], problem: NOT_JSON };
  }
  const problem = Array.isArray(list) ? (list.map(propertyProblem).find(Boolean) ?? '') : 'is not a JSON list';
  return { list: problem ? [] : (list as LineProperty[]), problem };
}

/**
 * Says a bad declaration's problem once in the console, in the words of the declaration notes chunk (the host and the
 * attribute it came from, and where text that is not JSON goes wrong), loaded only then; without it, in short.
 */
export function warnOnce(el: Element, problem: string, text: string) {
  void import('../scripts/declaration-notes').then(
    (notes) => notes.warnOnce(el, problem === NOT_JSON ? notes.syntaxProblem(text) : problem),
    () => console.warn(formatMessage(`data-shop-line-properties: ${problem}`)),
  );
}
