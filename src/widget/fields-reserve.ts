// The room a card's line-property fields take, reserved before they come: the fields are drawn by the card extras chunk
// (line-fields.tsx), which arrives after the first paint and after the components, and the card must not grow then. The
// first paint (mount/first-paint/card.ts) and ProductDetails draw these rows in its place, with the fields' own classes
// (`.options`, `.option-legend`, `.select`), so each row is as tall as the field that replaces it.

/** One visible field: `check` (a box on its label's line) or `field` (a label over a text, date or select box). */
export type FieldRow = 'check' | 'field';

/**
 * The rows of a `data-shop-line-properties` declaration, read loosely (hidden properties take no room); a declaration
 * that cannot be read reserves nothing (the chunk then draws one line that says so).
 *
 * @example
 * fieldRows('[{"name":"Engraving"},{"name":"Gift wrap","type":"checkbox"}]'); // ['field', 'check']
 */
export function fieldRows(declaration: string | undefined): FieldRow[] {
  try {
    const declared: unknown = JSON.parse(declaration!);
    return Array.isArray(declared)
      ? declared.flatMap((p: { type?: unknown } | null) => (!p || p.type === 'hidden' ? [] : [p.type === 'checkbox' ? 'check' : 'field']))
      : [];
  } catch {
    return [];
  }
}
