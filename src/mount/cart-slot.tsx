// Where a widget of the cart chunk (`cart`, `checkout`) stands until the chunk has arrived. Mounting one asks for the
// chunk on idle; a chunk that could not be loaded says so, with a retry.
import { createContext, h } from 'preact';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStrings } from '../widget/use-strings';
import type * as CartChunk from './cart-chunk';

export type CartChunkModule = typeof CartChunk;

export interface CartSlotState {
  chunk: CartChunkModule | null;
  /** The last load failed (404, offline); `load()` tries again. */
  failed: boolean;
}

export interface CartSlot extends StoreApi<CartSlotState> {
  /** Loads the chunk now. */
  load(): void;
  /** Loads the chunk when the page is idle. */
  preload(): void;
}

export const CartSlotContext = createContext<CartSlot | null>(null);

/** The registry's stand-in for a component of the cart chunk. */
export function cartPart(name: 'CartWidget' | 'CheckoutButton') {
  return function CartPart(props: Record<string, unknown>) {
    const slot = useContext(CartSlotContext)!;
    const { chunk, failed } = useSyncExternalStore(slot.subscribe, slot.getState);
    const t = useStrings();
    useEffect(() => slot.preload(), [slot]);
    if (chunk) return h(chunk[name] as (p: object) => null, props);
    // A closed drawer shows nothing; the cart toggle tells the shopper when the cart could not be loaded.
    if (name === 'CartWidget' && props['variant'] !== 'inline') return null;
    if (!failed)
      return (
        <p class="shop-embed" role="status">
          {t('loading')}
        </p>
      );
    return (
      <div class="shop-embed fallback" role="alert">
        <p>{t('CART_UNAVAILABLE')}</p>
        <button type="button" class="button secondary" onClick={() => slot.load()}>
          {t('retry')}
        </button>
      </div>
    );
  };
}
