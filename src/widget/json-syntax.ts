// Where text that is not JSON goes wrong, in the words a site owner finds it by in their markup (the declaration notes
// chunk's). Browsers' `JSON.parse` say where only in their own words (some not at all), so this reads the grammar itself.
// `shop-embed/react` swaps in src/react/json-syntax.ts (the browser's own words), which keeps its bundle within budget.

/** A JSON string's opening quote and its characters, up to where its closing quote should be (no control characters: RFC 8259 §7). */
// eslint-disable-next-line no-control-regex
const CHARS = /^"(?:[^"\\\0-\x1f]|\\(?:["\\/bfnrt]|u[\da-fA-F]{4}))*/;

/**
 * Where JSON text stops being JSON: the offset of the first character a JSON parser refuses (`text.length` when it ends
 * too soon), or -1 for valid JSON. `JSON.parse` says where only in some browsers' words, so this reads the grammar itself.
 */
export function jsonErrorAt(text: string): number {
  let i = 0;
  /** Steps over what `pattern` finds here (a pattern ending in `|` may find ''); throws where it finds nothing. */
  const take = (pattern: RegExp) => {
    const found = pattern.exec(text.slice(i))?.[0];
    if (found === undefined) throw i;
    i += found.length;
    return found;
  };
  /** The same, after any whitespace. */
  const match = (pattern: RegExp) => (take(/^[ \t\n\r]*/), take(pattern));
  const value = (): void => {
    const open = match(/^[[{]|/);
    if (open) {
      const close = open === '[' ? ']' : '}';
      if (match(new RegExp(`^\\${close}|`))) return;
      do {
        if (open === '{') {
          string();
          match(/^:/);
        }
        value();
      } while (match(new RegExp(`^[,\\${close}]`)) === ',');
    } else if (text[i] === '"') string();
    else if ('tfn'.includes(text[i] || '.')) {
      // A word, refused at its first wrong letter.
      for (const letter of ['true', 'false', 'null'].find((word) => word[0] === text[i])!) take(new RegExp(`^${letter}`));
    } else {
      // A number, refused at the first character that cannot continue it.
      take(/^-?/);
      take(/^(?:0|[1-9]\d*)/);
      if (take(/^\.|/)) take(/^\d+/);
      if (take(/^[eE]|/)) {
        take(/^[+-]?/);
        take(/^\d+/);
      }
    }
  };
  /** A string, refused at the character that ends it wrongly (a line break, a bad escape's first wrong letter, the end). */
  const string = () => {
    match(CHARS);
    if (text[i] === '\\') throw i + 1 + (text[i + 1] === 'u' ? 1 + /^[\da-fA-F]*/.exec(text.slice(i + 2, i + 5))![0].length : 0);
    take(/^"/);
  };
  try {
    value();
    match(/^$/);
    return -1;
  } catch (at) {
    return at as number;
  }
}

/** Where text that is not JSON goes wrong, as a site owner finds it in their markup: `is not JSON: unexpected "}" at line 2, column 68 (after …true,)`. */
export function syntaxProblem(text: string): string {
  const at = jsonErrorAt(text);
  const before = text.slice(0, at).split('\n');
  const near = text.slice(Math.max(0, at - 24), at).replace(/\s+/g, ' ');
  const found = at < text.length ? `unexpected ${JSON.stringify(text[at])}` : 'it ends too soon';
  return `is not JSON: ${found} at line ${before.length}, column ${before.at(-1)!.length + 1}${near.trim() ? ` (after ${at > 24 ? '…' : ''}${near})` : ''}`;
}
