// Apart from attributes.ts, which the first script carries to read the hosts it paints: `mount()`'s props are read only by
// the components (placement.ts) and the cart chunk (companions.ts).
import type { WidgetDefinition } from '../registry';
import { collect, type ParsedProps } from './attributes';

/** Props given to `mount(el, name, props)`: the same checks, with JS values written as they would be in HTML. */
export function propsFromObject(entry: WidgetDefinition, given: Record<string, unknown>): ParsedProps {
  return collect(
    entry,
    (prop) => prop,
    (prop) => {
      const value = given[prop];
      if (value === undefined || value === null) return null;
      // `true` and `false` read as their words do in HTML, a boolean's other word (`buyNow: 'also'`) as itself.
      // A list of objects (`lineProperties: [{ name: 'Engraving' }]`) reads as its JSON; a list of strings stays comma-separated.
      return Array.isArray(value) && typeof value[0] === 'object' ? JSON.stringify(value) : String(value);
    },
  );
}
