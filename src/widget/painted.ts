// A card the first script painted (src/mount/first-paint) and the components take over in the same elements: the
// shopper's choice and quantity on it, and an add clicked there before the components came (the cart has it already).
import { createContext } from 'react';
import type { Outcome } from '../store';
import type { Selection } from './variants';

export interface PaintedCard {
  selection: Selection;
  quantity: number;
  /** The id of the purchase option chosen on it ('': one-time purchase); unset, the plan the card starts under (`startingPlan`). */
  plan?: string | undefined;
  /** The add clicked on the painted card, as the cart store settles it: the button stays busy until then. */
  pending?: Promise<Outcome> | undefined;
  /** Drawn into the page's HTML by the server renderer (src/server): its image is there already, source set and shown. */
  shown?: boolean | undefined;
}

/** Set around a card taken over from the first paint (or from the server's HTML: `shown`). */
export const PaintedContext = createContext<PaintedCard | null>(null);
