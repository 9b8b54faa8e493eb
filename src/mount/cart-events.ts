// Comes with the cart chunk: what the real store needs from the page. Its confirmed changes and refusals become the page's
// DOM events (`shop-embed:cart:change`, `shop-embed:cart:error`, which `ShopEmbed.on()` also hears; before the chunk there
// is no cart to tell about, and a chunk that cannot be loaded is told by the first script, runtime.ts), and the tab
// gets a name.
import type { CartStore } from '../store';
import { fire } from './events';

/** Fires the store's events on `doc` until the returned function is called. */
export function cartEvents(doc: Document, store: CartStore): () => void {
  return store.on((event) =>
    event.type === 'change'
      ? fire(doc, 'cart:change', { cart: event.cart })
      : fire(doc, 'cart:error', { messages: event.messages, operation: event.operation }),
  );
}

/**
 * Names this tab across reloads (sessionStorage lives as long as the tab), so a reloaded page takes back the adds it had
 * not sent yet; another live tab never does. Without sessionStorage each page load is a new tab.
 */
export function tabId(view: Window): string | undefined {
  try {
    const id = view.sessionStorage.getItem('shop-embed:tab') ?? Math.random().toString(36).slice(2);
    view.sessionStorage.setItem('shop-embed:tab', id);
    return id;
  } catch {
    return undefined;
  }
}
