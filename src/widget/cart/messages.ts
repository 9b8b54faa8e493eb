import type { Cart } from '../../cart-client';
import type { CartMessage } from '../../store';
import { cartMessageText } from '../cart-message';
import type { WidgetStrings } from '../strings';

/** Where in the drawer a message is shown: next to a form, a line (`line:<id>`), or at the top with a Retry action. */
export type Place = 'discount' | 'giftCard' | 'note' | 'email' | 'checkout' | 'general' | `line:${string}`;

const BY_OPERATION: Partial<Record<CartMessage['operation'], Place>> = {
  discountAdd: 'discount',
  discountRemove: 'discount',
  giftCardAdd: 'giftCard',
  giftCardRemove: 'giftCard',
  note: 'note',
  attributes: 'note',
  noteAndAttributes: 'note',
  email: 'email',
  buyerIdentity: 'email',
  checkout: 'checkout',
};

/** A failure of the connection rather than a refusal by the shop: shown at the top, with Retry. */
export const isTransport = (message: CartMessage) => /^(NETWORK|TIMEOUT|THROTTLED|ABORTED|GRAPHQL|UNKNOWN|UNCONFIRMED|HTTP_)/.test(message.code);

/** A failure an action may be sent again for (the connection, a throttle, a 5xx, a GraphQL error); not an abort or a 4xx. */
export const isRepeatable = (message: CartMessage) => /^(NETWORK|TIMEOUT|THROTTLED|HTTP_5|GRAPHQL)/.test(message.code);

/**
 * Where a message belongs. Warnings name their line (by line or merchandise id); errors of a quantity change or removal go
 * to the line the shopper last touched; transport failures and anything else go to the top.
 */
export function placeOf(message: CartMessage, cart: Cart | null, touchedLine: string | null): Place {
  if (isTransport(message) || /^CART_(COMPLETED|KEPT_)/.test(message.code)) return 'general';
  const line = cart?.lines.find((l) => l.id === message.target || l.merchandise.id === message.target); // none for a null target
  if (line) return `line:${line.id}`;
  if ((message.operation === 'update' || message.operation === 'remove') && touchedLine && cart?.lines.some((l) => l.id === touchedLine)) {
    return `line:${touchedLine}`;
  }
  return BY_OPERATION[message.operation] ?? 'general';
}

/**
 * The sentence for a message shown at `place`: a sharper `{place}_{CODE}` string when there is one (an invalid gift card
 * code, an invalid email), else the shared sentence for the code (never the shop's or the transport's own text).
 */
export function messageText(strings: WidgetStrings, message: CartMessage, cart: Cart | null, place?: Place): string {
  const sharper = place && strings[`${place}_${message.code}`];
  return sharper || cartMessageText(strings, message, cart);
}
