import type { ComponentType } from 'preact';
import type { Catalog } from '../store';
import { kebab } from '../widget/kebab';

export type AttributeType = 'string' | 'number' | 'boolean' | 'url';
export type PropValue = string | number | boolean;

/** How one prop of a widget is read from the page. */
export interface AttributeSpec {
  type: AttributeType;
  /** The data attribute on a plain element (`data-shop-limit`). A custom element reads the same name without `data-shop-`. */
  attribute: string;
  default?: PropValue;
  required?: boolean;
  /** Allowed values of a string (matched case-insensitively, passed on as written here); of a boolean, the words it may also be. */
  values?: readonly string[];
  /** Smallest allowed number. */
  min?: number;
  /** Largest allowed number. */
  max?: number;
  /** Numbers must be whole. */
  integer?: boolean;
  /**
   * A bad value warns once and the default is used, the widget still drawn (a presentational setting such as a heading
   * level); without it a bad value gives the widget its fallback.
   */
  lenient?: boolean;
}

/**
 * One widget the page can ask for. The same entry drives the data-attribute scan (`<div data-shop-product="tee">`), the
 * custom element (`<shop-product handle="tee">`) and `ShopEmbed.mount(el, 'product', { handle: 'tee' })`.
 */
export interface WidgetDefinition {
  name: string;
  tag: string;
  /** The data attribute that marks a host; its value feeds the prop whose `attribute` is this same name. */
  attribute: string;
  // Components take different props; the schema below is what checks them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  attributes: Readonly<Record<string, AttributeSpec>>;
  /**
   * A widget this one does nothing without (the cart toggle opens the cart drawer). While one of these is mounted and no
   * widget of that name that `serves` is, the mount layer adds one of its own: one per page, however many of these.
   */
  companion?: { name: string; serves: (props: Readonly<Record<string, PropValue>>) => boolean };
  /**
   * A widget the shopper reaches the cart through (a product card's add, the cart toggle): the pointer over it (mouse,
   * pen or finger: a press always comes after it) or focus in it asks for the cart chunk, so the add or the drawer does
   * not wait for the chunk, and a shopper who never reaches for one does not load it (mounts.ts).
   */
  leadsToCart?: boolean;
  /** Starts the read the widget makes first, so every widget of a pass shares the page's product request however it mounts. */
  prefetch?: (catalog: Catalog, props: Readonly<Record<string, PropValue>>) => Promise<unknown>;
}

export type Registry = readonly WidgetDefinition[];

/** The attribute a custom element uses for a prop: the main one is the prop's own name, the others drop `data-shop-`. */
export function elementAttribute(entry: WidgetDefinition, prop: string): string {
  const spec = entry.attributes[prop]!;
  if (spec.attribute === entry.attribute) return kebab(prop);
  // One named after the entry's own drops that too: `data-shop-content-type` is `<shop-content type>`.
  return spec.attribute.replace(`${entry.attribute}-`, '').replace(/^data-shop-/, '');
}

export function entryByName(registry: Registry, name: string): WidgetDefinition | undefined {
  return registry.find((entry) => entry.name === name);
}

/** The entry whose marking attribute the element carries (the first in registry order). */
export function entryForElement(registry: Registry, el: Element): WidgetDefinition | undefined {
  return registry.find((entry) => el.hasAttribute(entry.attribute));
}

/** `[data-shop-product],[data-shop-collection],…` */
export function hostSelector(registry: Registry): string {
  return registry.map((entry) => `[${entry.attribute}]`).join(',');
}

/** Every data attribute any widget reads (what the MutationObserver watches for changes). */
export function watchedAttributes(registry: Registry): string[] {
  return [...new Set(registry.flatMap((entry) => [entry.attribute, ...Object.values(entry.attributes).map((spec) => spec.attribute)]))];
}
