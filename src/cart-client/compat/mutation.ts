// SPEC §8 mutation outcomes, as `shopify-buy` 3.x reports them.
import type { StorefrontClient } from '../client';
import { completeMutationCart, type RawCart } from '../cart-fetch';
import { isGraphQLResponseError, type GraphQLErrorDetail } from '../errors';
import type { CartUserError, CartWarning } from '../types';
import { legacyCheckout, type LegacyCheckout } from './checkout-view';
import { checkoutUserErrors, type CheckoutUserError } from './user-errors';

/** The default rejection when a response has no result at all. */
export const UNKNOWN_ERROR = 'an unknown error has occurred.';

/** A mutation's checkout, with the mapped user errors and warnings the shop returned alongside it. */
export type LegacyCheckoutResult = LegacyCheckout & { userErrors: CheckoutUserError[] };

interface Payload {
  cart?: RawCart | null;
  userErrors?: CartUserError[];
  warnings?: CartWarning[];
}

/** GraphQL errors with data come through `onPartialErrors`; without data the client throws. The SDK looked at both. */
async function send(client: StorefrontClient, document: string, variables: Record<string, unknown>) {
  let partial: readonly GraphQLErrorDetail[] = [];
  try {
    const data = await client.request<Record<string, Payload | null>>(document, { variables, onPartialErrors: (errors) => (partial = errors) });
    return { data, errors: partial };
  } catch (error) {
    if (!isGraphQLResponseError(error)) throw error;
    const missing = error.data == null && error.errors.length === 1 && error.errors[0]?.message === UNKNOWN_ERROR;
    return { data: (error.data ?? {}) as Record<string, Payload | null>, errors: missing ? [] : error.errors };
  }
}

/**
 * Runs one cart mutation and settles as the SDK did: a returned cart resolves as the legacy checkout (with `userErrors`);
 * with no cart, GraphQL errors reject as an `Error` carrying the list as JSON, user errors and warnings reject as the
 * mapped list, and anything else rejects with "The {name} mutation failed due to an unknown error."
 */
export async function runCheckoutMutation(
  client: StorefrontClient,
  document: string,
  variables: Record<string, unknown>,
  name: string,
): Promise<LegacyCheckoutResult> {
  const { data, errors } = await send(client, document, variables);
  const payload = data[name];
  if (payload?.cart) {
    const { cart } = await completeMutationCart(client, payload.cart);
    return { ...legacyCheckout(cart), userErrors: checkoutUserErrors(payload.userErrors, payload.warnings) };
  }
  if (errors.length) throw new Error(JSON.stringify(errors));
  const userErrors = checkoutUserErrors(payload?.userErrors, payload?.warnings);
  if (userErrors.length) throw userErrors;
  throw new Error(`The ${name} mutation failed due to an unknown error.`);
}
