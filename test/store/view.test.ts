import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/cart-client';
import { applyAdd, estimate } from '../../src/store/optimistic';
import { newOp, type AddOp, type QuantityOp, type RemoveOp } from '../../src/store/ops';
import type { PendingAdd } from '../../src/store/pending-adds';
import { DESTROYED, LOADING, READY, RESTORING } from '../../src/store/status';
import { savedAdds, view } from '../../src/store/view';

const TEE = 'gid://shopify/ProductVariant/1';
const MUG = 'gid://shopify/ProductVariant/2';
const price = (amount: string) => ({ amount, currencyCode: 'USD' as const });
const PRICES: Record<string, ReturnType<typeof price>> = { [TEE]: price('24.00'), [MUG]: price('10.00') };

/** A cart as the shop confirmed it, with server line ids. */
function confirmedCart(...lines: Array<[string, number]>): Cart {
  const cart = estimate(
    applyAdd(
      null,
      0,
      lines.map(([merchandiseId, quantity]) => ({ merchandiseId, quantity, display: { price: PRICES[merchandiseId]! } })),
    ),
    null,
  );
  return { ...cart, id: 'gid://shopify/Cart/1', lines: cart.lines.map((line, i) => ({ ...line, id: `gid://shopify/CartLine/${i + 1}` })) };
}
const add = (merchandiseId: string, quantity: number) =>
  newOp<AddOp>({ kind: 'add', lines: [{ merchandiseId, quantity, display: { price: PRICES[merchandiseId]! } }] });
const ref = (cart: Cart, merchandiseId: string) => {
  const line = cart.lines.find((l) => l.merchandise.id === merchandiseId)!;
  return { lineId: line.id, merchandiseId, attributes: line.attributes };
};

describe('what the shopper sees (view)', () => {
  it('an add whose request had left, over a cart that already shows it (a reload took it back): not drawn twice', () => {
    const sent = (lines: Array<[string, number]>, before: number[]) =>
      newOp<AddOp>({
        kind: 'add',
        lines: lines.map(([merchandiseId, quantity]) => ({ merchandiseId, quantity, display: { price: PRICES[merchandiseId]! } })),
        before,
        sentAt: 1,
      });
    const count = (confirmed: Cart, op: AddOp) => view(confirmed, [op], READY, false).cart?.totalQuantity;
    // 1 tee before it, 2 tees read: it ran (or another tab's unit stands in for it until a read judges it)
    expect(count(confirmedCart([TEE, 2]), sent([[TEE, 1]], [1]))).toBe(2);
    // 1 tee read: not run yet, drawn pending; and the mug it added, not in the cart, drawn
    expect(
      count(
        confirmedCart([TEE, 1]),
        sent(
          [
            [TEE, 1],
            [MUG, 2],
          ],
          [1, 0],
        ),
      ),
    ).toBe(4);
    // the same add never sent is drawn on top, whatever the line shows
    expect(view(confirmedCart([TEE, 2]), [add(TEE, 1)], READY, false).cart?.totalQuantity).toBe(3);
  });

  it('with nothing queued: the confirmed cart itself, idle', () => {
    const confirmed = confirmedCart([TEE, 1]);
    expect(view(confirmed, [], READY, false)).toEqual({ cart: confirmed, confirmedCart: confirmed, pendingLines: [], status: 'idle' });
    expect(view(confirmed, [], READY, true).status).toBe('error');
    expect(view(null, [], LOADING, false).status).toBe('loading');
  });

  it('a waiting add is drawn on top of the confirmed cart with an estimated count and subtotal, as a pending line', () => {
    const confirmed = confirmedCart([TEE, 1]);
    const shown = view(confirmed, [add(MUG, 2)], READY, false);
    expect(shown.cart?.totalQuantity).toBe(3);
    expect(shown.cart?.cost.subtotalAmount).toEqual(price('44.00'));
    expect(shown.confirmedCart).toBe(confirmed);
    const mugLine = shown.cart!.lines.find((line) => line.merchandise.id === MUG)!;
    expect(shown.pendingLines).toEqual([{ lineId: mugLine.id, state: 'pending', reason: null }]);
    expect(shown.status).toBe('updating');
  });

  it('an add of a line already in the cart shows that line, pending, with the sum', () => {
    const confirmed = confirmedCart([TEE, 1]);
    const shown = view(confirmed, [add(TEE, 2)], READY, false);
    expect(shown.cart?.lines.map((line) => [line.id, line.quantity])).toEqual([['gid://shopify/CartLine/1', 3]]);
    expect(shown.pendingLines).toEqual([{ lineId: 'gid://shopify/CartLine/1', state: 'pending', reason: null }]);
  });

  it('an add waiting to be retried says why', () => {
    const op: AddOp = { ...add(MUG, 1), state: 'retrying', reason: 'Network request failed' };
    expect(view(null, [op], READY, true).pendingLines).toEqual([
      { lineId: expect.stringMatching(/^pending:/), state: 'retrying', reason: 'Network request failed' },
    ]);
  });

  it('a waiting quantity change and a waiting removal are drawn too; the confirmed cart is left as it was', () => {
    const confirmed = confirmedCart([TEE, 1], [MUG, 1]);
    const ops = [
      newOp<QuantityOp>({ kind: 'update', line: ref(confirmed, TEE), quantity: 4 }),
      newOp<RemoveOp>({ kind: 'remove', lines: [ref(confirmed, MUG)] }),
    ];
    const shown = view(confirmed, ops, READY, false);
    expect(shown.cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[TEE, 4]]);
    expect(shown.cart?.cost.subtotalAmount).toEqual(price('96.00'));
    expect(confirmed.lines).toHaveLength(2);
  });
});

describe('what a reload must not lose (savedAdds)', () => {
  const held: PendingAdd[] = [{ line: { merchandiseId: MUG, quantity: 1 }, baseline: 0 }];

  it('each waiting add line with the quantity its line had before, unless a later change removes that line', () => {
    const confirmed = confirmedCart([TEE, 1]);
    const ops = [
      add(TEE, 2),
      add(MUG, 1),
      newOp<QuantityOp>({ kind: 'update', line: { lineId: 'pending:x', merchandiseId: MUG, attributes: [] }, quantity: 0 }),
    ];
    expect(savedAdds(READY, [], ops, confirmed)).toEqual([{ line: expect.objectContaining({ merchandiseId: TEE, quantity: 2 }), baseline: 1 }]);
  });

  it('the adds saved before the reload are kept while they are not checked yet (loading, restoring), then dropped', () => {
    expect(savedAdds(LOADING, held, [], null)).toEqual(held);
    expect(savedAdds(RESTORING, held, [add(TEE, 1)], null)).toEqual([
      ...held,
      { line: expect.objectContaining({ merchandiseId: TEE }), baseline: 0 },
    ]);
    expect(savedAdds(READY, held, [], null)).toEqual([]);
  });

  it('nothing is written once the store is destroyed (the next page owns storage)', () => {
    expect(savedAdds(DESTROYED, held, [add(TEE, 1)], null)).toBeNull();
  });
});
