import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, HttpError, NetworkError } from '../../src/cart-client/errors';
import { newOp, type AddOp, type GenericOp, type QuantityOp } from '../../src/store/ops';
import { shouldRetry } from '../../src/store/run-op';

const add = newOp<AddOp>({ kind: 'add', lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] });
const quantity = newOp<QuantityOp>({ kind: 'update', line: { lineId: 'l1', merchandiseId: null, attributes: [] }, quantity: 2 });
const generic = (kind: GenericOp['kind']) => newOp<GenericOp>({ kind, run: async () => ({ cart: null, userErrors: [], warnings: [] }) });

describe('which failures are tried again (shouldRetry)', () => {
  it('an add is retried for as long as the shop is unreachable (each retry first reads the cart)', () => {
    expect(shouldRetry(add, new NetworkError(), 50, 3)).toBe(true);
    expect(shouldRetry(add, new HttpError(503, ''), 1, 3)).toBe(true);
  });

  it('an absolute change is retried up to the number of attempts', () => {
    expect(shouldRetry(quantity, new NetworkError(), 2, 3)).toBe(true);
    expect(shouldRetry(quantity, new NetworkError(), 3, 3)).toBe(false);
    expect(shouldRetry(generic('note'), new HttpError(429, ''), 1, 3)).toBe(true);
  });

  it('a change that would count twice (a gift card added) is tried again too: the cart is read first (runOp), never sent blind', () => {
    expect(shouldRetry(generic('giftCardAdd'), new NetworkError(), 1, 3)).toBe(true);
    expect(shouldRetry(generic('giftCardAdd'), new NetworkError(), 3, 3)).toBe(false);
  });

  it('a failure that will not pass by waiting is not retried', () => {
    expect(shouldRetry(add, new HttpError(400, ''), 1, 3)).toBe(false);
    expect(shouldRetry(add, new GraphQLResponseError([{ message: 'bad' }], null), 1, 3)).toBe(false);
  });
});
