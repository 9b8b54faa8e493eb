// When a change's answer is lost after the shop ran it (cut mid-body, dropped, a 5xx), the cart is read before anything is
// sent again, and what the read shows is the outcome: nothing is done twice, nothing the shop did is called a failure.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
vi.spyOn(console, 'warn').mockImplementation(() => {});

/** The next `times` requests named `operation` (any, when omitted) run on the shop; their answer is cut half way. */
function cutAnswers(times: number, operation?: string) {
  shop.use(
    http.post(GRAPHQL, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (times <= 0 || (operation && body.operationName !== operation)) return undefined;
      times--;
      shop.sent.push({ operationName: `${body.operationName}(cut)`, variables: {} });
      const text = await (await shop.emulator.execute(request)).text();
      return new HttpResponse(text.slice(0, text.length / 2), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** The next `times` cart reads fail (the network is still down). */
function failReads(times: number) {
  shop.use(
    http.post(GRAPHQL, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (times <= 0 || body.operationName !== 'Cart') return undefined;
      times--;
      shop.sent.push({ operationName: 'Cart(failed)', variables: {} });
      return HttpResponse.error();
    }),
  );
}

async function storeWithTee() {
  const store = makeStore(shop.client());
  await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  shop.sent.length = 0;
  return store;
}

describe('a change whose answer was lost', () => {
  it.each([
    [
      'a quantity change',
      'CartLinesUpdate',
      (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().setLineQuantity(s.getState().cart!.lines[0]!.id, 4),
    ],
    ['a removal', 'CartLinesRemove', (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().removeLines([s.getState().cart!.lines[0]!.id])],
    ['a note', 'CartNoteUpdate', (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().setNote('Wrap it')],
    [
      'attributes',
      'CartAttributesUpdate',
      (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().setAttributes([{ key: 'gift', value: 'yes' }]),
    ],
    ['an email', 'CartBuyerIdentityUpdate', (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().setEmail('ada@example.com')],
    ['a discount code', 'CartDiscountCodesUpdate', (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().addDiscountCode('WELCOME10')],
    ['a gift card', 'CartGiftCardCodesUpdate', (s: Awaited<ReturnType<typeof storeWithTee>>) => s.getState().addGiftCard('GIFT-50-ABCD')],
  ])('%s the shop applied is read back as applied, not sent again, not called a failure', async (_name, operation, change) => {
    const store = await storeWithTee();
    cutAnswers(1);
    const outcome = await change(store);
    expect(outcome.ok).toBe(true);
    expect(store.getState().messages).toEqual([]);
    expect(shop.operations()).toEqual([`${operation}(cut)`, 'Cart']);
    // What the shopper sees is what the shop has.
    const fresh = await makeStore(shop.client(), {})
      .getState()
      .refresh(store.getState().confirmedCart?.id ?? null);
    expect(store.getState().cart).toEqual(fresh.cart);
  });

  it('an add is never sent again before a read of the cart succeeds; one click is one unit', async () => {
    const store = await storeWithTee();
    cutAnswers(1, 'CartLinesAdd');
    failReads(3);
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartLinesAdd(cut)', 'Cart(failed)', 'Cart(failed)', 'Cart(failed)', 'Cart']);
    expect(quantityOf(store, VARIANTS.tee)).toBe(2);
  });

  it('ten clicks give ten units, every time, with answers cut and dropped and the cart unreadable along the way', async () => {
    for (let round = 0; round < 3; round++) {
      const store = makeStore(shop.client());
      cutAnswers(2, round === 0 ? 'CartCreate' : 'CartLinesAdd');
      shop.use(shop.loseAnswers(round));
      failReads(round + 1);
      const clicks: Array<Promise<unknown>> = [];
      for (let i = 0; i < 10; i++) {
        clicks.push(store.getState().addLines([{ merchandiseId: VARIANTS.tee }]));
        await new Promise((resolve) => setTimeout(resolve, i * 3));
      }
      await Promise.all(clicks);
      await store.idle();
      expect(quantityOf(store, VARIANTS.tee)).toBe(10);
      const fresh = await makeStore(shop.client()).getState().refresh(store.getState().confirmedCart!.id);
      expect(fresh.cart?.totalQuantity).toBe(10);
      shop.server.resetHandlers();
    }
  });

  it('a first add whose answer was cut makes one cart: the cart named in what arrived is read, not made again', async () => {
    const store = makeStore(shop.client());
    cutAnswers(1, 'CartCreate');
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate(cut)', 'Cart']);
    expect(quantityOf(store, VARIANTS.mug)).toBe(2);
  });

  it('a change not applied (the read shows it missing) is sent again, once', async () => {
    const store = await storeWithTee();
    let dropped = 1;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (dropped <= 0 || body.operationName !== 'CartNoteUpdate') return undefined;
        dropped--;
        return HttpResponse.error(); // lost before it reached the shop
      }),
    );
    const outcome = await store.getState().setNote('Wrap it');
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['Cart', 'CartNoteUpdate']);
    expect(store.getState().cart?.note).toBe('Wrap it');
  });

  it('when the cart cannot be read in time, the change is called unconfirmed (not failed) and never sent twice', async () => {
    const store = await storeWithTee();
    cutAnswers(1, 'CartLinesUpdate');
    failReads(10);
    const outcome = await store.getState().setLineQuantity(store.getState().cart!.lines[0]!.id, 5);
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'UNCONFIRMED' }] });
    expect(shop.operations().filter((name) => name?.startsWith('CartLinesUpdate'))).toEqual(['CartLinesUpdate(cut)']);
    shop.server.resetHandlers();
    await store.getState().refresh();
    expect(quantityOf(store, VARIANTS.tee)).toBe(5); // the shop had it: once readable, the cart says so
  });
});
