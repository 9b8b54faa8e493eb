/** The part of `BroadcastChannel` the store uses (injectable for tests). */
export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

/** What a tab posts: only that the cart changed (the others read the id it stored, which the last writer wins). */
const CHANGED = 'shop-embed:cart';

/**
 * Tells the other tabs of this shop that the cart changed, and listens for them, so two tabs never fork the cart.
 * (The mount layer also forwards `storage` events, for browsers without BroadcastChannel.)
 */
export function createTabSync(channel: CartChannel | null | undefined, name: string, onChange: () => void) {
  let own = false;
  let port = channel;
  if (port === undefined && typeof BroadcastChannel !== 'undefined') {
    port = new BroadcastChannel(name);
    own = true;
  }
  const listener = (event: MessageEvent) => event.data === CHANGED && onChange();
  port?.addEventListener('message', listener);
  return {
    announce: () => port?.postMessage(CHANGED),
    close() {
      port?.removeEventListener('message', listener);
      if (own) port?.close?.();
    },
  };
}
