import { formatMessage } from '../cart-client/format-message';
import type { Cart } from '../cart-client';
import type { CartMessage } from '../store';
import { isSetupError } from './setup-error';
import { interpolate, type WidgetStrings } from './strings';

/** The warning codes already named in the console (once each per page). */
const named = new Set<string>();

/**
 * The sentence a shopper reads for a store message: the configured string for its field and code, else for its code (with
 * `{quantity}` taken from the line the warning is about), else a generic one. Never the message's own text: that is the
 * shop's or the transport's diagnostic (an operation name, a status, a GraphQL error), for the console and the error event.
 *
 * A warning comes with a change the shop made: one whose code has no sentence here (a code Shopify added since) is
 * nothing to tell the shopper (''), so the change reads as the success it was, never "try again" (which would make a
 * shopper add twice); its code is named in the console once.
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
  if (template && line) return interpolate(template, { quantity: line.quantity });
  return message.kind === 'warning' ? unnamedWarning(message) : strings.genericError;
}

function unnamedWarning({ code }: CartMessage): string {
  if (!named.has(code)) console.warn(formatMessage(`no sentence for the shop's warning ${code}; the change was made`));
  named.add(code);
  return '';
}
