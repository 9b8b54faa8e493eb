// Two tabs that each made a cart at the same moment: the tab that reads the other's cart moves its lines into it. That
// move is a change of the shared cart: it is never sent twice, and the other tabs hear of it.
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchCart } from '../../src/cart-client';
import type { AddLineInput } from '../../src/store';
import { memoryStorage, SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
vi.spyOn(console, 'warn').mockImplementation(() => {});
type Tab = ReturnType<typeof makeStore>;
const ROAST = 'gid://shopify/ProductVariant/1027001'; // Fresh Roast Subscription 500 g, $20.00
const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001'; // 10% off: $18.00

/** Two tabs on one storage and one channel name. */
function twoTabs() {
  const storage = memoryStorage();
  const shopKey = `fork-${Math.random()}`;
  const channels = [new BroadcastChannel(shopKey), new BroadcastChannel(shopKey)];
  const [a, b] = channels.map((channel) => makeStore(shop.client(), { storage, shopKey, channel })) as [Tab, Tab];
  const close = () => {
    [a, b].forEach((tab) => tab.destroy());
    channels.forEach((channel) => channel.close());
  };
  return { tabs: [a, b] as const, close };
}

/**
 * Each cart is made 50 ms after it is asked for (so both tabs make one), and each `CartLinesAdd` (the move) 50 ms after
 * too, so the other tab's read of the cart comes first, as it does in a browser; the move's first answer is lost when `lose`.
 */
function slowMoves(lose: boolean) {
  let left = lose ? 1 : 0;
  shop.use(
    http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== 'CartLinesAdd' && body.operationName !== 'CartCreate') return undefined;
      shop.sent.push({ operationName: body.operationName, variables: {} });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = await shop.emulator.execute(request);
      return body.operationName === 'CartLinesAdd' && left-- > 0 ? Response.error() : answer;
    }),
  );
}

/** Both tabs add at once (the tee, or `lines[i]` in tab i), and are left to settle on one cart. */
async function addInBoth(tabs: readonly Tab[], lines: AddLineInput[] = [{ merchandiseId: VARIANTS.tee }, { merchandiseId: VARIANTS.tee }]) {
  await Promise.all(tabs.map((tab, i) => tab.getState().addLines([lines[i]!])));
  await vi.waitFor(async () => {
    await Promise.all(tabs.map((tab) => tab.idle()));
    expect(tabs[0]!.getState().confirmedCart?.id).toBe(tabs[1]!.getState().confirmedCart?.id);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(tabs.map((tab) => tab.idle()));
}

/** The units the shop's cart that `tab` shows holds. */
const shopCount = async (tab: Tab) => (await fetchCart(shop.client(), tab.getState().confirmedCart!.id))?.totalQuantity;

const count = (tab: Tab) => tab.getState().confirmedCart?.totalQuantity;

describe('two tabs that made a cart at the same moment', () => {
  it('both show the cart the lines were moved into, also the tab that read it just before the move', async () => {
    slowMoves(false);
    const { tabs, close } = twoTabs();
    await addInBoth(tabs);
    expect(await shopCount(tabs[0])).toBe(2);
    expect(tabs.map(count)).toEqual([2, 2]);
    close();
  });

  it('a move whose answer was lost is read, not sent again: one click in each tab is two units', async () => {
    slowMoves(true);
    const { tabs, close } = twoTabs();
    await addInBoth(tabs);
    expect(await shopCount(tabs[0])).toBe(2);
    expect(shop.operations().filter((name) => name === 'CartLinesAdd')).toHaveLength(1);
    expect(tabs.map(count)).toEqual([2, 2]);
    close();
  });

  it.each([0, 1])('a line under a selling plan is moved under that plan, at its price (added in tab %i)', async (planTab) => {
    slowMoves(false);
    const { tabs, close } = twoTabs();
    const lines: AddLineInput[] = [{ merchandiseId: VARIANTS.tee }, { merchandiseId: VARIANTS.tee }];
    lines[planTab] = { merchandiseId: ROAST, sellingPlanId: EVERY_2_WEEKS };
    await addInBoth(tabs, lines);
    const cart = await fetchCart(shop.client(), tabs[0].getState().confirmedCart!.id);
    const roast = cart?.lines.map((line) => [
      line.merchandise.id,
      line.sellingPlanAllocation?.sellingPlan.id ?? null,
      line.cost.amountPerQuantity.amount,
    ]);
    expect(roast).toContainEqual([ROAST, EVERY_2_WEEKS, '18.0']);
    close();
  });
});
