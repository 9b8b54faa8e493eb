import type { AddLineInput, Outcome } from '../../store/types';
import type { PaintedCard } from '../../widget/painted';
import type { PaintHandoff } from './handoff';

/**
 * The components' side of a painted host: from now on its first-paint listeners stand aside, and its shadow root keeps
 * only the components' stylesheet (the same rules). Returns the card's state (null for a toggle; undefined: not painted).
 */
export const takeOver =
  (handoff: PaintHandoff) =>
  (el: Element): PaintedCard | null | undefined => {
    const host = handoff.hosts.get(el);
    if (!host) return undefined;
    handoff.hosts.delete(el);
    host.taken = true;
    host.root.adoptedStyleSheets = [];
    return host.product ? host : null;
  };

/**
 * The adds clicked on painted cards, sent to the cart as soon as it exists (`init()`), before any host is drawn: a cart
 * toggle taken over counts them from its first render (drawn before them, it said "Cart, empty" for a few frames). Each
 * card's button stays busy until its add settles; from now on an add on a card not taken over yet goes straight to the cart.
 */
export function handOverAdds(handoff: PaintHandoff, cart: { addLines(lines: AddLineInput[]): Promise<Outcome> }) {
  handoff.send = (card, line) => void (card.pending = cart.addLines([line]));
  for (const { card, line } of handoff.adds.splice(0)) handoff.send(card, line);
}
