import { createContext, useContext } from 'react';
import type { CartMessage, Outcome } from '../../store';
import type { Place } from './messages';

/** What the drawer's parts share: messages by place, and one way to run an action so Retry can repeat it. */
export interface Panel {
  /** Messages shown at `place`, with their sentences. */
  at(place: Place): Array<{ message: CartMessage; text: string }>;
  /**
   * Runs a store action: clears the live region, then announces the action's own messages, or `done` when it succeeds
   * without a word from the shop; remembers it for Retry after a transport failure.
   */
  run(action: () => Promise<Outcome>, done?: string | ((outcome: Outcome) => string)): Promise<Outcome>;
  /** The line whose controls were used last (where a quantity error is shown). */
  touch(lineId: string): void;
  /** Saves what the note form holds and the cart does not (Check out waits for it); null when there is nothing to save. */
  unsaved: { current: (() => Promise<Outcome> | null) | null };
}

export const PanelContext = createContext<Panel>({ at: () => [], run: (action) => action(), touch: () => {}, unsaved: { current: null } });

export const usePanel = () => useContext(PanelContext);

/**
 * A chip's Remove (a discount code, a gift card): the button goes with its chip, so focus then moves to the field of its
 * section (`.codes`) rather than falling to the page's body.
 */
export const removeChip = (run: Panel['run'], action: () => Promise<Outcome>) => (event: { currentTarget: EventTarget | null }) => {
  const button = event.currentTarget as Element;
  const field = button.closest('.codes')!.querySelector('input')!;
  void run(action).then(() => button.isConnected || field.focus());
};

/**
 * A cart line's Remove: the line leaves at once (optimistically), so once that is drawn focus moves to the quantity of the
 * line now in its place (or the one before), else to the emptied cart's "Your cart is empty." (where a screen reader reads
 * where the shopper is, and a repeated Enter does nothing, as it would on "Continue shopping"), never to the page's body. A
 * removal the shop refused brings the line back: focus goes back to its Remove.
 */
export const removeLineFocus = (event: { currentTarget: EventTarget | null }, done: Promise<Outcome>) => {
  const button = event.currentTarget as Element;
  const line = button.closest('li')!;
  const list = line.parentElement!;
  const root = list.closest('.shop-embed')!;
  const index = [...list.children].indexOf(line);
  setTimeout(() => {
    if (button.isConnected) return;
    const next = list.isConnected ? (list.children[index] ?? list.children[index - 1]) : null;
    (next ? next.querySelector('input') : root.querySelector<HTMLElement>('.empty-cart p'))?.focus();
  });
  void done.then(
    (outcome) =>
      outcome.ok ||
      setTimeout(() => {
        if (root.contains((root.getRootNode() as Document).activeElement)) return;
        root.querySelector('.lines')?.children[index]?.querySelector<HTMLElement>('[part=remove]')?.focus();
      }),
  );
};
