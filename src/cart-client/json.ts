/**
 * `JSON.stringify` as the spec writes it, whatever the page added to the built-ins: an old page's
 * `Array.prototype.toJSON = function () { return JSON.stringify(this) }` (Prototype.js 1.6, still on many shops' themes)
 * made every array in a request body a string, and the shop refused the cart's lines. `JSON.stringify` asks each object for
 * its `toJSON` before the replacer sees it; the replacer answers with the holder's own value (`this[key]`), so what is
 * written is the value itself. Our bodies hold only plain objects, arrays, strings, numbers and booleans (no `Date`).
 */
export const plainJson = (value: unknown): string =>
  JSON.stringify(value, function (this: Record<string, unknown>, key: string) {
    return this[key];
  });
