// What the shopper reads once an op has ended: the shop's messages (or the transport's), "read again" where a read settled
// a doubt (doubt.ts), and, said once with the first change the shop took, that the cart will not outlast this visit
// (storage that throws: persistence.ts). This module owns that "once".
import type { Cart } from '../cart-client';
import type { Doubt } from './doubt';
import { cartMessage, messagesOf } from './messages';
import type { Op } from './ops';
import type { CartIdStore } from './persistence';
import type { Ending } from './run-op';
import type { CartMessage } from './types';

/**
 * The messages of an op's `ending` (`fresh`: the shop answered with its whole cart, now `confirmed`); `shown`, the messages
 * on screen. Tells `doubt` how the op ended.
 */
export type EndingMessages = (
  op: Op,
  ending: NonNullable<Ending>,
  fresh: boolean,
  confirmed: Cart | null,
  shown: readonly CartMessage[],
) => CartMessage[];

export function createEndingMessages(ids: CartIdStore, doubt: Doubt): EndingMessages {
  let toldNotKept = false;
  return (op, ending, fresh, confirmed, shown) => {
    const unreachable = 'code' in ending;
    const messages = unreachable ? [ending] : messagesOf(ending, op.kind);
    // A read, or a change the shop answered with its whole cart, shows what the shop has: the drawer converges, and a
    // read says so at the top, where "could not check" was. Never sent again by itself. Unsettled too while no cart could
    // be read at all (a stored one would be shown as empty): read again likewise.
    const settled = !unreachable && !ending.userErrors.length && (op.kind === 'fetch' || fresh);
    if (doubt.after(settled, unreachable && (ending.code === 'UNCONFIRMED' || !confirmed)) && op.kind === 'fetch' && !unreachable && ending.cart)
      messages.push(cartMessage('warning', 'CHECKED', 'read again', 'fetch'));
    // Said with the shopper's first change that the shop took, where they look (a card's sentence after Add, the drawer).
    if (confirmed && !ids.persistent && !toldNotKept && !unreachable && !ending.userErrors.length && op.kind !== 'fetch') {
      toldNotKept = true;
      const code = ids.kept === 'tab' ? 'CART_KEPT_FOR_TAB' : 'CART_KEPT_FOR_PAGE';
      messages.push(cartMessage('warning', code, code, op.kind));
    } else if (op.kind === 'fetch' && !messages.length) {
      // A read another tab caused leaves that sentence shown: the shopper did nothing new that would answer it.
      messages.push(...shown.filter((message) => message.code.startsWith('CART_KEPT')));
    }
    return messages;
  };
}
