// Property-based: cart totals. The emulator's arithmetic holds for any cart (lines, discount codes, gift cards, market),
// and the totals the widgets draw before the shop answers (src/store/optimistic.ts) are the shop's for any adds. Seeded.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLines, createCart, updateCartDiscountCodes, updateCartGiftCardCodes, type Cart, type Money } from '../../src/cart-client';
import { applyAdd, estimate } from '../../src/store/optimistic';
import { useEmulator } from '../support/emulator';

const shop = useEmulator();
const SEED = 1618;
const run = <T>(property: fc.IAsyncPropertyWithHooks<T>) => fc.assert(property, { seed: SEED, numRuns: 25 });

const cents = (money: Money | null | undefined) => Math.round(Number(money?.amount ?? 0) * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Variants with stock for any of the adds below (6 adds of 5 each), and their prices by country. */
const CANDIDATES = [1001001, 1001003, 1002001, 1008001, 1008002, 1009001, 1013001, 1015001, 1025001, 1025002].map(
  (n) => `gid://shopify/ProductVariant/${n}`,
);
let variants: string[] = [];
const prices = new Map<string, Money>();

beforeAll(async () => {
  const client = shop.client();
  for (const country of ['US', 'CA']) {
    const { nodes } = await client.request<{ nodes: Array<{ id: string; quantityAvailable: number; price: Money } | null> }>(
      `query ($ids: [ID!]!, $country: CountryCode) @inContext(country: $country) { nodes(ids: $ids) { ... on ProductVariant { id quantityAvailable price { amount currencyCode } } } }`,
      { variables: { ids: CANDIDATES, country } },
    );
    for (const node of nodes) if (node) prices.set(`${country}:${node.id}`, node.price);
    variants = nodes.filter((node) => node && node.quantityAvailable >= 30).map((node) => node!.id);
  }
  expect(variants.length).toBeGreaterThanOrEqual(6);
});

const lines = () =>
  fc.array(fc.record({ merchandiseId: fc.constantFrom(...variants), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 6 });

describe('cart totals, for any cart', () => {
  it('the shop’s totals add up: lines, order discounts, tax and gift cards, in either market', async () => {
    await run(
      fc.asyncProperty(
        lines(),
        fc.subarray(['WELCOME10', 'MUG5', 'BIG20', 'NOT-A-CODE']),
        fc.subarray(['GIFT-10-WXYZ', 'GIFT-50-ABCD']),
        fc.constantFrom('US', 'CA' as const),
        async (added, codes, giftCards, country) => {
          const client = shop.client();
          let { cart } = await createCart(client, { lines: added, buyerIdentity: { countryCode: country } });
          if (codes.length) cart = (await updateCartDiscountCodes(client, cart!.id, codes)).cart;
          if (giftCards.length) cart = (await updateCartGiftCardCodes(client, cart!.id, giftCards)).cart;
          const c = cart!;
          expect(c.totalQuantity).toBe(sum(added.map((l) => l.quantity)));
          for (const line of c.lines) {
            expect(cents(line.cost.subtotalAmount)).toBe(cents(line.cost.amountPerQuantity) * line.quantity);
            expect(cents(line.cost.totalAmount)).toBe(
              cents(line.cost.subtotalAmount) - sum(line.discountAllocations.map((a) => cents(a.discountedAmount))),
            );
            expect(cents(line.cost.totalAmount)).toBeGreaterThanOrEqual(0);
          }
          const subtotal = cents(c.cost.subtotalAmount);
          expect(subtotal).toBe(sum(c.lines.map((line) => cents(line.cost.totalAmount))));
          const orderDiscounts = sum(c.discountAllocations.map((a) => cents(a.discountedAmount)));
          const giftCardsUsed = sum(c.appliedGiftCards.map((g) => cents(g.presentmentAmountUsed)));
          expect(orderDiscounts).toBeLessThanOrEqual(subtotal);
          expect(cents(c.cost.totalAmount)).toBe(subtotal - orderDiscounts + cents(c.cost.totalTaxAmount) - giftCardsUsed);
          expect(cents(c.cost.totalAmount)).toBeGreaterThanOrEqual(0);
          expect(new Set([c.cost.totalAmount.currencyCode, ...c.lines.map((l) => l.cost.totalAmount.currencyCode)])).toEqual(
            new Set([country === 'CA' ? 'CAD' : 'USD']),
          );
        },
      ),
    );
  });

  it('the count and subtotal drawn before the shop answers are the ones it then confirms', async () => {
    await run(
      fc.asyncProperty(fc.option(lines(), { nil: undefined }), lines(), fc.constantFrom('US', 'CA' as const), async (first, then, country) => {
        const client = shop.client();
        const confirmed: Cart | null = first ? (await createCart(client, { lines: first, buyerIdentity: { countryCode: country } })).cart : null;
        const withPrices = then.map((line) => ({ ...line, display: { price: prices.get(`${country}:${line.merchandiseId}`)! } }));
        const drawn = estimate(applyAdd(confirmed, 1, withPrices), confirmed);
        const answered = confirmed
          ? (await addCartLines(client, confirmed.id, then)).cart!
          : (await createCart(client, { lines: then, buyerIdentity: { countryCode: country } })).cart!;
        expect(drawn.totalQuantity).toBe(answered.totalQuantity);
        expect(drawn.cost.subtotalAmount).toEqual({
          amount: Number(answered.cost.subtotalAmount.amount).toFixed(2),
          currencyCode: answered.cost.subtotalAmount.currencyCode,
        });
        expect(drawn.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual(answered.lines.map((l) => [l.merchandise.id, l.quantity]));
      }),
    );
  });
});
