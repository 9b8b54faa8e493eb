/** The part of `BroadcastChannel` the store uses (injectable for tests). */
export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

/**
 * What a tab posts: that the cart changed, and its id (`CHANGED` alone: the cart was forgotten). The id travels in the
 * message because a browser may deliver it before the other tab's storage shows the id that tab wrote.
 */
const CHANGED = 'shop-embed:cart';

/**
 * Tells the other tabs of this shop that the cart changed, and listens for them, so two tabs never fork the cart.
 * (The mount layer also forwards `storage` events, for browsers without BroadcastChannel.)
 */
export function createTabSync(channel: CartChannel | null | undefined, name: string, onChange: (cartId: string | undefined) => void) {
  let own = false;
  let port = channel;
  if (port === undefined && typeof BroadcastChannel !== 'undefined') {
    port = new BroadcastChannel(name);
    own = true;
  }
  const listener = (event: MessageEvent) => {
    const [kind, id] = String(event.data).split(' ');
    if (kind === CHANGED) onChange(id);
  };
  port?.addEventListener('message', listener);
  return {
    announce: (cartId?: string) => port?.postMessage(cartId ? `${CHANGED} ${cartId}` : CHANGED),
    close() {
      port?.removeEventListener('message', listener);
      if (own) port?.close?.();
    },
  };
}
