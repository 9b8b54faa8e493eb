import type { StorefrontClient } from './client';
import { completeMutationCart } from './cart-fetch';
import { CART_FRAGMENTS, MARKS, MARKS_VARIABLE, USER_ERRORS, WARNINGS } from './cart-fragments';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';
import type * as G from './storefront.generated';
import type { CartResult, CartWarning, OperationOptions } from './types';

/**
 * `cartLinesAdd`, `$cartId: ID!, $lines: [CartLineInput!]!` → `mutation CartLinesAdd(…) { cartLinesAdd(cartId:$cartId, lines:$lines) … }`:
 * the operation is named after its field, the arguments follow from the variables.
 */
export function mutation(field: string, args: string, warnings = true): string {
  const operation = field[0]!.toUpperCase() + field.slice(1);
  const call = args.replace(/\$(\w+):[^,]+/g, '$1:$$$1');
  const errors = warnings ? USER_ERRORS + WARNINGS : USER_ERRORS;
  return `#graphql
mutation ${operation}(${args}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  ${field}(${call}) { cart { ...Cart } ${errors} }
}
${CART_FRAGMENTS}`;
}

export const CART_CREATE_MUTATION = /* @__PURE__ */ mutation('cartCreate', /* GraphQL */ `$input: CartInput`);
// With `$marked` (the cart store's adds, src/store/marks.ts) the same request also sets the tab's marks, after the add, and
// the add's answer shows the marks named in `$read` as they were before this run set them; without both, the plain add.
export const CART_LINES_ADD_MUTATION = `#graphql
mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $marks: [CartMetafieldsSetInput!] = [], $marked: Boolean = false, ${MARKS_VARIABLE}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  cartLinesAdd(cartId:$cartId, lines:$lines) { cart { ...Cart ${MARKS} } ${USER_ERRORS} ${WARNINGS} }
  mark: cartMetafieldsSet(metafields:$marks) @include(if: $marked) { __typename }
}
${CART_FRAGMENTS}`;
export const CART_LINES_UPDATE_MUTATION = /* @__PURE__ */ mutation('cartLinesUpdate', /* GraphQL */ `$cartId: ID!, $lines: [CartLineUpdateInput!]!`);
export const CART_LINES_REMOVE_MUTATION = /* @__PURE__ */ mutation('cartLinesRemove', /* GraphQL */ `$cartId: ID!, $lineIds: [ID!]!`);
// Several fields in one operation run serially, in order, each on the cart the one before left; only the last selects the cart.
/** Replaces every line in one request: removes the given lines, then adds the new ones. */
export const CART_LINES_REPLACE_MUTATION = `#graphql
mutation CartLinesReplace($cartId: ID!, $lineIds: [ID!]!, $lines: [CartLineInput!]!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  cartLinesRemove(cartId:$cartId, lineIds:$lineIds) { ${USER_ERRORS} ${WARNINGS} }
  cartLinesAdd(cartId:$cartId, lines:$lines) { cart { ...Cart } ${USER_ERRORS} ${WARNINGS} }
}
${CART_FRAGMENTS}`;

/** What every cart mutation field selects (`cartNoteUpdate` leaves out the warnings, the earlier fields of several the cart). */
type RawPayload = Partial<NonNullable<G.CartNoteUpdateMutation['cartNoteUpdate']>> &
  Partial<Pick<NonNullable<G.CartLinesAddMutation['cartLinesAdd']>, 'warnings'>>;

const UNKNOWN_ERROR = { field: null, message: 'an unknown error has occurred.', code: null };

/**
 * Sends one cart mutation and resolves with `{ cart, userErrors, warnings }`; the cart comes with every line.
 * A document with several fields (run serially by the shop, each whatever the one before returned) reports the userErrors
 * and warnings of every field, in field order, and the cart of the last field: the cart as the shop holds it after all of
 * them. Transport failures reject with a typed error (`NetworkError`, `HttpError`, `GraphQLResponseError`…).
 */
export async function runCartMutation(
  client: StorefrontClient,
  document: string,
  variables: Record<string, unknown>,
  options: OperationOptions = {},
): Promise<CartResult> {
  const data = await client.request<Record<string, RawPayload | null>>(document, { variables, ...options });
  // A field aliased `mark` is bookkeeping (src/store/marks.ts): its failure is not the change's.
  const payloads = Object.entries(data).flatMap(([field, payload]) => (field === 'mark' ? [] : [payload]));
  const userErrors = payloads.flatMap((payload) => (payload ? (payload.userErrors ?? []) : [UNKNOWN_ERROR]));
  const warnings: CartWarning[] = payloads.flatMap((payload) => payload?.warnings ?? []);
  const raw = payloads[payloads.length - 1]?.cart;
  if (!raw) return { cart: null, userErrors, warnings };
  const { cart, complete } = await completeMutationCart(client, raw, options);
  if (!complete) warnings.push({ code: 'LINES_INCOMPLETE', message: 'Not every line could be read.', target: cart.id });
  return { cart, userErrors, warnings };
}
