// How an op ended becomes what the shopper reads, the store's state, its events and the outcome its callers get: the
// shop's messages (or the transport's), "read again" where a read settled a doubt (doubt.ts), and, said once with the
// first change the shop took, that the cart will not outlast this visit (storage that throws: persistence.ts). This
// module owns that "once".
import { addOwn, type OwnUnits } from './attempt';
import type { createDoubt } from './doubt';
import { lineChanges } from './line-changes';
import { cartMessage, messagesOf } from './messages';
import { isAdd, type Op } from './ops';
import type { CartIdStore } from './persistence';
import { runOp, type Ending, type RunContext } from './run-op';
import { READ_FAILED, SUCCEEDED, type PhaseEvent } from './status';
import type { CartEvent, StoreCore } from './store-api';
import type { CartState, Outcome } from './types';

/**
 * The store's `settle` (queue.ts): runs `op`, and once the op has left the queue concludes it. What it changed in the
 * lines (confirmed before and after it) is told once, after its change events. `own`: the units this tab's adds put in
 * each cart; `publish` draws the state again (`unreachable`: the op failed for a transport reason); `to` moves the
 * store's phase (status.ts).
 */
export function createEnding(
  core: StoreCore & RunContext,
  ids: CartIdStore,
  doubt: ReturnType<typeof createDoubt>,
  own: OwnUnits,
  emit: (event: CartEvent) => void,
  publish: (extra: Partial<CartState>, unreachable: boolean) => void,
  to: (event: PhaseEvent) => void,
  cancelled: () => Outcome,
) {
  /** The shopper was told the cart will not outlast this visit: said once. */
  let toldNotKept = false;

  /** How an op's ending becomes state, an error event and the outcome its callers get. */
  function conclude(op: Op, ending: NonNullable<Ending>, fresh: boolean): Outcome {
    const confirmed = core.confirmed();
    const unreachable = 'code' in ending;
    const fetch = op.kind === 'fetch';
    const ok = !unreachable && !ending.userErrors.length;
    const messages = unreachable ? [ending] : messagesOf(ending, op.kind);
    // A read, or a change the shop answered with its whole cart, shows what the shop has: the drawer converges, and a
    // read says so at the top, where "could not check" was. Never sent again by itself. Unsettled too while no cart
    // could be read at all (a stored one would be shown as empty): read again likewise.
    if (doubt.after(ok && (fetch || fresh), unreachable && (ending.code === 'UNCONFIRMED' || !confirmed)) && fetch && !unreachable && ending.cart)
      messages.push(cartMessage('warning', 'CHECKED', 'read again', 'fetch'));
    // Said with the shopper's first change that the shop took, where they look (a card's sentence after Add, the drawer).
    if (confirmed && !ids.persistent && !toldNotKept && ok && !fetch) {
      toldNotKept = true;
      const code = ids.kept === 'tab' ? 'CART_KEPT_FOR_TAB' : 'CART_KEPT_FOR_PAGE';
      messages.push(cartMessage('warning', code, code, op.kind));
    } else if (fetch && !messages.length) {
      // A read another tab caused leaves that sentence shown: the shopper did nothing new that would answer it.
      messages.push(...core.get().messages.filter((message) => message.code.startsWith('CART_KEPT')));
    }
    publish({ messages }, unreachable);
    if (ok) {
      to(SUCCEEDED);
      return { ok, cart: confirmed, warnings: messages };
    }
    if (fetch) to(READ_FAILED);
    emit({ type: 'error', messages, operation: op.kind });
    return { ok, cart: confirmed, errors: messages };
  }

  return async (op: Op): Promise<() => Outcome> => {
    const before = core.confirmed();
    const ending = await runOp(core, op);
    const fresh = core.confirmed() !== before;
    if (isAdd(op) && ending && 'cart' in ending && ending.cart && !ending.userErrors.length) addOwn(own, ending.cart.id, op.lines);
    return () => {
      const outcome = ending ? conclude(op, ending, fresh) : cancelled();
      // What the op changed in the lines (a cancelled one's too), told once, after the events of its ending.
      const changes = lineChanges(op, before, core.confirmed());
      if (changes.length) emit({ type: 'lines', changes, cart: core.confirmed() });
      return outcome;
    };
  };
}
