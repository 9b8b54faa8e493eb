/**
 * `JSON.stringify` as the spec writes it, whatever the page added to the built-ins. `JSON.stringify` asks every object
 * for a `toJSON`, inherited ones too: an old page's `Array.prototype.toJSON` (Prototype.js 1.6, still on many shops'
 * themes) made every array in a request body a string, and the shop refused the cart's lines; one that recursed or threw
 * would stop the request. So the value is copied with no prototypes (an array stays an array), and no `toJSON` is found.
 * Our bodies hold plain objects, arrays, strings, numbers and booleans (no `Date`, which would read `{}`).
 */
const bare = (value: unknown): unknown =>
  value && typeof value == 'object'
    ? Object.setPrototypeOf(
        Array.isArray(value) ? value.map(bare) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bare(item)])),
        null,
      )
    : value;

export const plainJson = (value: unknown): string => JSON.stringify(bare(value));
