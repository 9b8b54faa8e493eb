/** The part of `BroadcastChannel` the store uses (injectable for tests). */
export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

interface CartChangeMessage {
  type: 'shop-embed:cart';
  cartId: string | null;
  updatedAt: string | null;
}

/**
 * Tells the other tabs of this shop that the cart changed, and listens for them, so two tabs never fork the cart.
 * (The mount layer also forwards `storage` events, for browsers without BroadcastChannel.)
 */
export function createTabSync(channel: CartChannel | null | undefined, name: string, onChange: (cartId: string | null) => void) {
  let own = false;
  let port = channel;
  if (port === undefined && typeof BroadcastChannel !== 'undefined') {
    port = new BroadcastChannel(name);
    own = true;
  }
  const listener = (event: MessageEvent) => {
    const data = event.data as CartChangeMessage | undefined;
    if (data && data.type === 'shop-embed:cart') onChange(data.cartId);
  };
  port?.addEventListener('message', listener);
  return {
    announce(cartId: string | null, updatedAt: string | null) {
      const message: CartChangeMessage = { type: 'shop-embed:cart', cartId, updatedAt };
      port?.postMessage(message);
    },
    close() {
      port?.removeEventListener('message', listener);
      if (own) port?.close?.();
    },
  };
}
