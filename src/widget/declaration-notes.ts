// The declaration notes chunk (`dist/shop-embed.declaration-notes.min.js`; in ESM a dynamic `import()` chunk), loaded only
// when a card's line-properties declaration cannot be read: the console line a site owner reads, with the host and the
// attribute, and for text that is not JSON where it goes wrong, in the words they find it by in their markup. Browsers'
// `JSON.parse` say where only in their own words (some not at all), so this reads the grammar itself.
import { formatMessage } from '../cart-client';

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
  console.warn(formatMessage(`${where}${key}; the card refuses its add until this is fixed`));
}
