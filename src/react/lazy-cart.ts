// The provider's cart before its chunk (./cart-store.ts) is there, as the script tag's components hold it: the intent store
// (store/cart-intents.ts) that widgets read and act on, and the chunk loaded on need. At once where this shop has a cart
// or unsent adds stored (the shopper sees the count without touching anything); else as the shopper reaches for a card
// or the toggle (frame.tsx), or at the first cart action; never in a server render. An app whose shopper only reads the
// page loads no cart code.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StorefrontClientOptions } from '../cart-client/config';
import { cartStorageKey, createCartIntents, shopKeyFromDomain, type CartIntents } from '../store';

export type CartChunk = typeof import('./cart-store');

interface LazyCart {
  domain: string;
  store: CartIntents;
  /** Loads the chunk now, once (a failed load is forgotten: the next reach or action tries again). */
  load(): void;
  stop(): void;
}

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this shop has a cart id, or adds not sent yet, in `storage` (persistence.ts's keys). */
function cartStored(storage: Storage | null, domain: string): boolean {
  const key = cartStorageKey(shopKeyFromDomain(domain));
  try {
    return Boolean(storage?.getItem(key) || storage?.getItem(`${key}:pending`));
  } catch {
    return false;
  }
}

/** The carts of the providers mounted now: one handing adds on wakes those of its shop (below). */
const mounted = new Set<LazyCart>();

function createLazyCart(options: StorefrontClientOptions & { domain: string }, arrived: (chunk: CartChunk) => void): LazyCart {
  /** The provider still shows this cart; `handOn`: stopped while adds waited for the chunk, which takes them before it stops. */
  let live = true;
  let handOn = false;
  let loading: Promise<void> | null = null;
  let off: (() => void) | null = null;
  /**
   * Stops the store. What it had not sent is stored now (pending-adds.ts): a provider of this shop mounted meanwhile (a
   * route change) found nothing stored when it mounted, and loads its cart to send it at once.
   */
  const end = () => {
    off?.();
    store.destroy();
    if (cartStored(storageOrNull(), options.domain)) mounted.forEach((other) => other.domain === options.domain && other.load());
  };
  const load = () => {
    if (!live) return;
    loading ??= import('./cart-store').then(
      (chunk) => {
        if (!live && !handOn) return;
        off = chunk.providerCart(options, storageOrNull(), store);
        if (live) arrived(chunk);
        else end();
      },
      (error: unknown) => {
        loading = null;
        const message = error instanceof Error ? error.message : String(error);
        store.fail({ kind: 'error', code: 'CART_UNAVAILABLE', message, field: null, target: null, operation: 'fetch' });
      },
    );
  };
  const store = createCartIntents(load);
  const cart: LazyCart = {
    domain: options.domain,
    store,
    load,
    stop() {
      live = false;
      mounted.delete(cart);
      // Adds clicked while the chunk was on its way (a route change right after them) are not lost with the provider: the
      // store takes them, which saves them for the next provider of this tab (pending-adds.ts), and stops.
      if (loading && !off && store.getState().queuedQuantity > 0) handOn = true;
      else end();
    },
  };
  return cart;
}

/**
 * The provider's cart store (made on first render, so a server render draws an empty cart and stays pure), the chunk once
 * it arrived (its sentences), and `load`, which the components that lead to the cart call as the shopper reaches for them.
 */
export function useLazyCart(options: StorefrontClientOptions & { domain: string }) {
  const [chunk, setChunk] = useState<CartChunk>();
  const cart = useMemo(() => createLazyCart(options, setChunk), [options]);
  // React's StrictMode runs effects twice (start, stop, start): the stop waits a task, and a start right after keeps the cart.
  const stopping = useRef<{ cart: LazyCart; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    if (stopping.current?.cart === cart) clearTimeout(stopping.current.timer);
    mounted.add(cart);
    if (cartStored(storageOrNull(), options.domain)) cart.load();
    return () => void (stopping.current = { cart, timer: setTimeout(cart.stop) });
  }, [cart, options.domain]);
  return { store: cart.store, load: cart.load, chunk };
}
