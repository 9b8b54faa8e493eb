// The typos chunk (`dist/shop-embed.typos.min.js`), loaded by the diagnose chunk when the scanner (src/mount/scanner.ts)
// found a `data-shop-*` attribute no widget reads: which name it was meant to be.

/** How many letters to insert, delete or change to make `a` into `b` (Levenshtein). */
function edits(a: string, b: string): number {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + +(a[i - 1] !== b[j - 1]));
    row = next;
  }
  return row[b.length]!;
}

/**
 * What to say of `name`, an attribute of `host` no widget reads: the name in `known` closest to it, when that is near
 * enough to be what was meant (two letters off, or a third of the name after `data-shop-` for a long one). A page's own
 * attribute far from all of them is no typo: nothing is said ('').
 */
export function typo(name: string, host: string, known: readonly string[]): string {
  const meant = known.reduce((best, next) => (edits(name, next) < edits(name, best) ? next : best));
  return edits(name, meant) > Math.max(2, (name.length - 'data-shop-'.length) / 3)
    ? ''
    : `${host}: "${name}" is not an attribute ShopEmbed reads, so it does nothing: did you mean "${meant}"?`;
}
