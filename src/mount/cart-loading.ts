// When and how a page gets its cart chunk: once, on idle (a stored cart, a cart widget on the page) or at once (the
// shopper's first cart action, through the intent store). On arrival the chunk's rules join the shared stylesheet, the
// real store is created and started, and the intent store hands it what the shopper did meanwhile.
import { createCartIntents, type CartIntents, type CartMessage, type CartStore } from '../store';
import type { CartChunkModule, CartSlot } from './cart-slot';
import { createChunkSlot } from './chunk-part';
import { reason } from './warn';

export interface CartLoadingSetup {
  view: Window;
  /** Imports the cart chunk (the script tag: a `<script src>` beside it; ESM: `import()`). */
  loadCart: () => Promise<CartChunkModule>;
  /** Adds the chunk's rules to the shared stylesheet. */
  addStyles: (cssText: string) => void;
  /** A failed load refused what the shopper asked for (the page hears it as `shop-embed:cart:error`). */
  refused: (message: CartMessage) => void;
}

export interface CartLoading extends CartSlot {
  /** The store widgets read: intents until the chunk arrives, then a mirror of the real store. */
  intents: CartIntents;
  stop(): void;
}

/**
 * A failed load refuses the waiting intents with the `CART_UNAVAILABLE` sentence and is forgotten, so the next cart
 * action, or a cart widget's retry, loads again.
 */
export function createCartLoading(setup: CartLoadingSetup, realStore: (chunk: CartChunkModule) => CartStore): CartLoading {
  const { view } = setup;
  let idle = false;
  let stopped = false;
  const slot = createChunkSlot(
    setup.loadCart,
    (chunk) => {
      if (stopped) return;
      setup.addStyles(chunk.cartStyles);
      const real = realStore(chunk);
      void real.getState().start();
      intents.attach(real);
    },
    (error) => {
      if (stopped) return;
      const refusal: CartMessage = { kind: 'error', code: 'CART_UNAVAILABLE', message: reason(error), field: null, target: null, operation: 'fetch' };
      if (intents.fail(refusal)) setup.refused(refusal);
    },
  );
  const intents = createCartIntents(slot.load);

  return Object.assign(slot, {
    intents,
    preload() {
      if (idle) return;
      idle = true;
      if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(slot.load, { timeout: 3000 });
      else view.setTimeout(slot.load, 200);
    },
    stop() {
      stopped = true;
      intents.destroy();
    },
  });
}
