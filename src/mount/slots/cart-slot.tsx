// Where a widget of the cart chunk (`cart`, `checkout`) stands until the chunk has arrived. Mounting one asks for the
// chunk on idle; a chunk that could not be loaded says so, with a retry.
import { createContext } from 'preact';
import { useContext, useEffect } from 'react';
import { useStrings } from '../../widget/use-strings';
import { CART_EMPTY } from '../../widget/widget-styles';
import type * as CartChunk from '../../scripts/cart';
import { chunkPart, type ChunkSlot, type ChunkSlotState } from './chunk-part';

export type CartChunkModule = typeof CartChunk;
export type CartSlotState = ChunkSlotState<CartChunkModule>;
export type CartSlot = ChunkSlot<CartChunkModule>;

export const CartSlotContext = createContext<CartSlot | null>(null);

function useCartSlot() {
  const slot = useContext(CartSlotContext)!;
  useEffect(() => slot.preload(), [slot]);
  return slot;
}

/**
 * An inline cart's stand-in holds the space the page stylesheet reserved for it (the empty cart's) in its own style, not
 * a rule in every shadow root's sheet: a page without an inline cart parses none of it.
 */
function Loading(props: { inline?: boolean }) {
  return (
    <p className="shop-embed" style={props.inline ? { height: CART_EMPTY, margin: 0 } : undefined} role="status">
      {useStrings()('loading')}
    </p>
  );
}

/** The registry's stand-in for a component of the cart chunk. */
export function cartPart(name: 'CartWidget' | 'CheckoutButton') {
  return chunkPart<CartChunkModule>(name, {
    useSlot: useCartSlot,
    // A closed drawer shows nothing; the cart toggle tells the shopper when the cart could not be loaded.
    wait: (props) => (name === 'CartWidget' && props['variant'] !== 'inline' ? null : <Loading inline={name === 'CartWidget'} />),
    failure: 'CART_UNAVAILABLE',
  });
}
