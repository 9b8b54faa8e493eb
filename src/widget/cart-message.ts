import type { Cart } from '../cart-client';
import type { CartMessage } from '../store';
import { interpolate, type WidgetStrings } from './strings';

/**
 * The sentence a shopper reads for a store message: the configured string for its field and code, else for its code (with
 * `{quantity}` taken from the line the warning is about), else the shop's own sentence, else a generic one for transport
 * failures.
 */
export function cartMessageText(strings: WidgetStrings, message: CartMessage, cart: Cart | null): string {
  // A code on a known input field (`merchandiseId_INVALID`, a variant the shop does not know) may read sharper; list
  // indexes in the field path are skipped (`lineIds.0` is `lineIds`).
  const template = strings[`${message.field?.filter((part) => isNaN(+part)).pop()}_${message.code}`] ?? strings[message.code];
  if (template) {
    if (!template.includes('{quantity}')) return template;
    const line = cart?.lines.find((l) => l.id === message.target || l.merchandise.id === message.target);
    if (line) return interpolate(template, { quantity: line.quantity });
  }
  if (/^(HTTP_|GRAPHQL|UNKNOWN|ABORTED)/.test(message.code) || !message.message) return strings.genericError;
  return message.message;
}
