/** The DOM events ShopEmbed fires on `document`, and the short names `ShopEmbed.on()` accepts for them. */
export const EVENTS = {
  ready: 'shop-embed:ready',
  'cart:change': 'shop-embed:cart:change',
  'cart:error': 'shop-embed:cart:error',
  checkout: 'shop-embed:checkout',
} as const;

export type EventName = keyof typeof EVENTS;

export function eventType(name: string): string {
  return name in EVENTS ? EVENTS[name as EventName] : name;
}

/** Fires a `CustomEvent` on the document; returns false when a listener called `preventDefault()`. */
export function fire(doc: Document, name: EventName, detail: unknown, cancelable = false): boolean {
  // The document's own window's class (a test's window, a frame's).
  return doc.dispatchEvent(new (doc.defaultView ?? globalThis).CustomEvent(EVENTS[name], { detail, cancelable }));
}
