// What a painted card does before the components take it over: options, quantity and add, in the card's own state,
// drawn again by the painter. The controls are found by what the views name them (view-options.ts, view-plans.ts,
// view-purchase.ts): an option group's `data-shop-option`, the `plans` part, the stepper's `decrease` part, the
// `add-to-cart` part; only the shadow root it is given is touched.
import type { CardProduct } from '../../cart-client/card';
import type { AddLineInput } from '../../store/types';
import { cardLine, MAX_QUANTITY } from '../card-line';
import type { PaintedCard } from '../painted';
import { selectValue, variantFor } from '../variants';
import { startingPlan } from './card-model';
import type { PaintedState } from './first-paint';

/** A painted card: its state, and `taken` once the components draw it (then its first-paint listeners stand aside). */
export interface PaintedHost extends PaintedState, PaintedCard {
  root: ShadowRoot;
  product: CardProduct | null;
  taken?: boolean;
  /** Its add needs what only the components draw (line-property fields): said rather than taken. */
  deferred?: boolean;
  /** Draws it again, the focus kept (what `listen` returns): for a change from outside, a pack or a refused add. */
  redraw?: () => void;
}

/**
 * Where the focused element is, as child positions from the shadow root, to focus its successor after a repaint (none
 * focused: no positions). The root's active element is in its own tree (a focus in a nested root is that root's host), so
 * its parents end at the root's child, whose parent node is the root.
 */
function focusPath(root: ShadowRoot): number[] {
  const path: number[] = [];
  for (let el = root.activeElement; el; el = el.parentElement) path.unshift([...el.parentNode!.children].indexOf(el));
  return path;
}

function refocus(root: ShadowRoot, path: number[]) {
  let el: Element | undefined = root as unknown as Element;
  for (const i of path) el = el?.children[i];
  if (el instanceof HTMLElement) el.focus();
}

/**
 * Listens on a painted card's shadow root until the components take it over. `repaint` draws the card again from its
 * state; `send` takes an add; `strings` are the page's sentences, read when the shopper clicks (a language pack may
 * have come meanwhile). Returns the card's redraw that keeps the focus where it was (for a change from outside, such as
 * a failed load). Nothing listens for its image: a painted image has no source (the components give it one, and
 * fade it in as it loads: LazyImage.tsx), and a card the server drew has its image shown already.
 */
export function listen(
  card: PaintedHost,
  send: (card: PaintedHost, line: AddLineInput) => void,
  repaint: (card: PaintedHost) => void,
  strings: { readonly fieldsLoading?: string | undefined },
) {
  const { root } = card;
  const again = () => {
    const path = focusPath(root);
    repaint(card);
    refocus(root, path);
  };
  root.addEventListener('change', (event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const option = control.closest('[data-shop-option]')?.getAttribute('data-shop-option');
    if (card.taken) return;
    if (option != null) card.selection = selectValue(card.product!, card.selection, option, control.value);
    // A purchase option (view-plans.ts; the only radio outside an option group): its value is its plan's id, '' for
    // one-time purchase.
    else if (control.type == 'radio') card.plan = control.value;
    else return;
    card.messages = [];
    again();
  });
  root.addEventListener('input', (event) => {
    const n = Number((event.target as HTMLInputElement).value);
    if (!card.taken && Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY) card.quantity = n;
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    const variant = variantFor(card.product!, card.selection);
    // A click on Add while it is busy still counts: the cart merges it into the next request.
    if (card.taken || !button || !variant?.availableForSale) return;
    const step = { decrease: -1, increase: 1 }[button.getAttribute('part')!];
    if (step) card.quantity = Math.max(1, Math.min(MAX_QUANTITY, card.quantity + step));
    else if (card.deferred) card.messages = [{ kind: 'error', text: strings.fieldsLoading! }];
    else {
      card.busy = true;
      card.messages = [];
      send(card, cardLine(card.product!, variant, card.quantity, startingPlan(card.product!, card.plan)));
    }
    again();
  });
  return again;
}
