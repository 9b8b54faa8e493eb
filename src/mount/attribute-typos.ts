// A `data-shop-*` attribute on a host that is none of its widget's, but two edits or fewer from one of them
// (`data-shop-descripton`): a typo that would otherwise do nothing, silently. The components say so once (mounts.ts);
// an attribute far from all of them (the page's own, or ours set on the host) is left alone.
import type { WidgetDefinition } from './registry';

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
function edits(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Each mistyped attribute of a plain host (`<div data-shop-product>`) with the widget's attribute it is closest to. */
export function attributeTypos(entry: WidgetDefinition, el: Element): Array<{ typed: string; meant: string }> {
  if (el.localName.includes('-')) return []; // a custom element's attributes have no prefix
  const known = Object.values(entry.attributes).map((spec) => spec.attribute);
  return el.getAttributeNames().flatMap((typed) => {
    if (!typed.startsWith('data-shop-') || known.includes(typed)) return [];
    const [meant] =
      known
        .map((name) => [name, edits(typed, name)] as const)
        .filter(([, d]) => d <= 2)
        .sort((a, b) => a[1] - b[1])[0] ?? [];
    return meant ? [{ typed, meant }] : [];
  });
}
