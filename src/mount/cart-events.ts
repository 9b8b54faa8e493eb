// Comes with the cart chunk: the real store's confirmed changes and refusals as the page's DOM events
// (`shop-embed:cart:change`, `shop-embed:cart:error`, which `ShopEmbed.on()` also hears). Before the chunk there is no
// cart to tell about; a chunk that cannot be loaded is told by the first script (cart-loading.ts).
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
