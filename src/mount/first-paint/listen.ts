// What a painted card does before the components take it over: options, quantity and add, in the card's own state,
// drawn again by the painter. The controls are found by their place in the card (the painter adds no attribute of its own).
import { cardLine, MAX_QUANTITY } from '../../widget/card-line';
import { selectValue, shownOptions, variantFor } from '../../widget/variants';
import type { PaintHandoff, PaintedHost } from './handoff';

/** Where the focused element is, as child positions from the shadow root, to focus its successor after a repaint. */
function focusPath(root: ShadowRoot): number[] | null {
  let el = root.activeElement;
  const path: number[] = [];
  while (el && el.parentNode) {
    path.unshift([...el.parentNode.children].indexOf(el));
    if (el.parentNode === root) return path;
    el = el.parentElement;
  }
  return null;
}

function refocus(root: ShadowRoot, path: number[] | null) {
  let el: Element | undefined = root as unknown as Element;
  for (const i of path ?? []) el = el?.children[i];
  if (path && el instanceof HTMLElement) el.focus();
}

/**
 * Listens on a painted card's shadow root until the components take it over. `repaint` draws the card again from its state.
 * Returns the card's redraw that keeps the focus where it was (for a change from outside, such as a failed load).
 */
export function listen(card: PaintedHost, handoff: PaintHandoff, repaint: (card: PaintedHost) => void, fieldsLoading: () => string) {
  const { root } = card;
  const again = () => {
    const path = focusPath(root);
    repaint(card);
    refocus(root, path);
  };
  root.addEventListener('load', (event) => (event.target as Element).classList?.add('loaded'), true);
  root.addEventListener('change', (event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const groups = [...root.querySelectorAll('.option-group')];
    const option = shownOptions(card.product!)[groups.indexOf(control.closest('.option-group')!)];
    if (card.taken || !option) return;
    card.selection = selectValue(card.product!, card.selection, option.name, control.value);
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
    const stepper = button.parentElement!;
    if (stepper.matches('.stepper'))
      card.quantity = Math.max(1, Math.min(MAX_QUANTITY, card.quantity + (button === stepper.firstElementChild ? -1 : 1)));
    else if (card.deferred) card.messages = [{ kind: 'error', text: fieldsLoading() }];
    else {
      card.busy = true;
      card.messages = [];
      handoff.send(card, cardLine(card.product!, variant, card.quantity));
    }
    again();
  });
  return again;
}
