// The room a card's line-property fields take, reserved before they come: the fields are drawn by the card extras chunk
// (line-fields.tsx), which arrives after the first paint and after the components, and the card must not grow then. The
// first paint and ProductDetails (one view: card/view-card.ts) draw an empty row in each field's place, as tall as the field
// (`.reserve-field`, `.reserve-check` in styles.ts: a label's line over a 2.5rem box, or a label's line beside a 1.5rem box).

/** One visible field: `check` (a box on its label's line) or `field` (a label over a text, date or select box). */
export type FieldRow = 'check' | 'field';

/**
 * The rows of a `data-shop-line-properties` declaration, read loosely (hidden properties take no room); a declaration
 * that cannot be read (not a JSON array of objects) reserves nothing (the chunk then draws one line that says so).
 *
 * @example
 * fieldRows('[{"name":"Engraving"},{"name":"Gift wrap","type":"checkbox"}]'); // ['field', 'check']
 */
export function fieldRows(declaration: string | undefined): FieldRow[] {
  try {
    // Anything but an array has no flatMap, and a null item no type: both throw.
    return (JSON.parse(declaration!) as Array<{ type?: unknown }>).flatMap((p) =>
      p.type === 'hidden' ? [] : [p.type === 'checkbox' ? 'check' : 'field'],
    );
  } catch {
    return [];
  }
}
