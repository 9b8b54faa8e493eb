import type { Cart } from '../cart-client';
import type { CartMessage } from '../store';
import { isSetupError } from './setup-error';
import { interpolate, type WidgetStrings } from './strings';

/**
 * The sentence a shopper reads for a store message: the configured string for its field and code, else for its code (with
 * `{quantity}` taken from the line the warning is about), else a generic one. Never the message's own text: that is the
 * shop's or the transport's diagnostic (an operation name, a status, a GraphQL error), for the console and the error event.
 */
export function cartMessageText(strings: WidgetStrings, message: CartMessage, cart: Cart | null): string {
  // A code on a known input field (`merchandiseId_INVALID`, a variant the shop does not know) may read sharper; list
  // indexes in the field path are skipped (`lineIds.0` is `lineIds`).
  const template =
    strings[`${message.field?.filter((part) => isNaN(+part)).pop()}_${message.code}`] ??
    strings[message.code] ??
    (isSetupError(message.code) ? strings.shopNotSetUp : /^(HTTP_|GRAPHQL)/.test(message.code) ? strings.HTTP_ERROR : undefined);
  if (template && !template.includes('{quantity}')) return template;
  const line = cart?.lines.find((l) => l.id === message.target || l.merchandise.id === message.target);
  return template && line ? interpolate(template, { quantity: line.quantity }) : strings.genericError;
}
