// A `data-shop-*` attribute on a host that is none of its widget's (`data-shop-descripton`) may be a typo that would
// otherwise do nothing, silently. The components only notice such an attribute; the diagnose chunk, loaded then, finds
// the widget's attribute two edits or fewer from it and says so once (mounts.ts). One far from all of them (the page's
// own, or ours set on the host) is left alone.
import type { WidgetDefinition } from './registry';

/** The attributes a widget reads, and those of a plain host (`<div data-shop-product>`) that are none of them. */
export function unknownAttributes(entry: WidgetDefinition, el: Element): { known: string[]; unknown: string[] } {
  const known = Object.values(entry.attributes).map((spec) => spec.attribute);
  // A custom element's attributes have no prefix.
  const unknown = el.localName.includes('-') ? [] : el.getAttributeNames().filter((typed) => typed.startsWith('data-shop-') && !known.includes(typed));
  return { known, unknown };
}
