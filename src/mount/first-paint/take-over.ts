import type { PaintedCard } from '../../widget/painted';
import type { EarlyCall } from '../../store/early-calls';
import type { PaintHandoff } from './handoff';
import { invoke } from './stub';
import { planChooserHere } from '../../widget/use-plan-chooser';

/**
 * The components' side of a painted host: from now on its first-paint listeners stand aside, and its shadow root keeps
 * only the components' stylesheet (the same rules). The plan chooser chunk the first script painted with is theirs too, so
 * a card draws its purchase options in its first render. Returns the card's state (null for a toggle; undefined: not painted).
 */
export const takeOver =
  (handoff: PaintHandoff) =>
  (el: Element): PaintedCard | null | undefined => {
    const host = handoff.hosts.get(el);
    if (!host) return undefined;
    handoff.hosts.delete(el);
    host.taken = true;
    host.root.adoptedStyleSheets = [];
    if (handoff.plans) planChooserHere(handoff.plans);
    return host.product ? host : null;
  };

/**
 * Runs the queued calls on the real embed, in order; a call that throws rejects its promise (`init()` reports it). The
 * cart's calls go to the embed's cart, whose intent store puts them back into `calls` (the same queue) until the cart
 * store takes it over.
 */
export function replay(calls: EarlyCall[], embed: object) {
  for (const call of calls.splice(0)) {
    if (call.cancelled) continue;
    try {
      call.result = invoke(embed, call.path, call.args);
      call.settle(call.result);
    } catch (error) {
      call.fail(error);
      if (call.path[0] !== 'cart' && call.path[0] !== 'goToCheckout')
        setTimeout(() => {
          throw error;
        });
    }
  }
}
