import { describe, expect, it } from 'vitest';
import { createCartIntents } from '../../src/store';
import { useEmulator } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
const ROAST = 'gid://shopify/ProductVariant/1027001'; // Fresh Roast Subscription 500 g, $20.00
const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001'; // 10% off: $18.00
const EVERY_MONTH = 'gid://shopify/SellingPlan/3002'; // $3.00 off: $17.00

const planned = (store: ReturnType<typeof makeStore>) =>
  store.getState().cart?.lines.map((line) => [line.sellingPlanAllocation?.sellingPlan.id ?? null, line.quantity, line.cost.amountPerQuantity.amount]);

describe('selling plans in the cart store', () => {
  it('draws the same variant under another plan as its own line at once, and the shop keeps them apart', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    const second = store.getState().addLines([
      {
        merchandiseId: ROAST,
        quantity: 1,
        sellingPlanId: EVERY_MONTH,
        display: { price: { amount: '17.0', currencyCode: 'USD' }, sellingPlanName: 'Monthly' },
      },
    ]);
    const third = store.getState().addLines([{ merchandiseId: ROAST, quantity: 2 }]);
    const fourth = store.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    // Optimistic: three lines, the repeat of the first plan merged into its line.
    expect(planned(store)).toEqual([
      [EVERY_2_WEEKS, 2, '18.0'],
      [EVERY_MONTH, 1, '17.0'],
      [null, 2, '0.0'],
    ]);
    expect(store.getState().cart?.lines[1]?.sellingPlanAllocation?.sellingPlan.name).toBe('Monthly');
    await Promise.all([second, third, fourth]);
    expect(planned(store)).toEqual([
      [EVERY_2_WEEKS, 2, '18.0'],
      [EVERY_MONTH, 1, '17.0'],
      [null, 2, '20.0'],
    ]);
    expect(store.getState().cart?.cost.subtotalAmount.amount).toBe('93.0');
  });

  it('changes a line’s plan, and makes it a one-time purchase with null', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 2, sellingPlanId: EVERY_2_WEEKS }]);
    const lineId = store.getState().cart!.lines[0]!.id;
    expect((await store.getState().setLinePlan(lineId, EVERY_MONTH)).ok).toBe(true);
    expect(planned(store)).toEqual([[EVERY_MONTH, 2, '17.0']]);
    await store.getState().setLinePlan(lineId, null);
    expect(planned(store)).toEqual([[null, 2, '20.0']]);
    expect(shop.sent.at(-1)?.variables).toMatchObject({ lines: [{ id: lineId, sellingPlanId: null }] });
  });

  it('a product that requires a plan refuses one-time purchase with the shop’s reason', async () => {
    const store = makeStore(shop.client());
    const outcome = await store.getState().addLines([{ merchandiseId: 'gid://shopify/ProductVariant/1028001', quantity: 1 }]);
    expect(outcome.ok).toBe(false);
    expect(store.getState().cart?.lines ?? []).toEqual([]);
    expect(store.getState().messages).toEqual([
      expect.objectContaining({ code: 'VARIANT_REQUIRES_SELLING_PLAN', field: ['input', 'lines', '0', 'sellingPlanId'] }),
    ]);
  });

  it('adds queued before the cart chunk keep lines of different plans apart', async () => {
    const intents = createCartIntents(() => {});
    const a = intents.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    const b = intents.getState().addLines([{ merchandiseId: ROAST, quantity: 1 }]);
    const c = intents.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    const store = makeStore(shop.client());
    intents.attach(store);
    await Promise.all([a, b, c]);
    expect(planned(store)).toEqual([
      [EVERY_2_WEEKS, 2, '18.0'],
      [null, 1, '20.0'],
    ]);
    expect(shop.sent.filter((s) => s.operationName !== 'CartFetch')).toHaveLength(1);
  });
});
