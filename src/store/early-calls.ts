// The one queue in front of the cart: every call made before the cart store is there, in order. The first script's
// stand-in `window.ShopEmbed` (src/mount/first-paint/stub.ts) fills it with the page's calls and the adds clicked on
// painted cards; the components run the calls that are not the cart's on the real embed and keep the cart's in it
// (cart-intents.ts, which counts its adds on the toggle); the cart store takes it over when the cart chunk arrives
// (`CartStore.take`), and there adds are merged where every add is: the op queue (queue.ts `joinAdd`).

/** A call kept until what answers it is there. */
export interface EarlyCall {
  /** `['init']`, `['cart', 'addLines']`… */
  path: string[];
  args: unknown[];
  settle(value: unknown): void;
  fail(error: unknown): void;
  /** `on()`: unsubscribed before the replay. */
  cancelled?: boolean;
  /** What the real call returned (`on()`'s unsubscribe). */
  result?: unknown;
}

/** A cart add (`cart.addLines`, a painted card's Add among them). */
export const isAdd = (call: EarlyCall): boolean => call.path[1] === 'addLines';

/** The units the adds kept in `calls` hold: what a cart toggle counts before the cart is there. */
export const keptQuantity = (calls: readonly EarlyCall[]): number =>
  calls
    .filter(isAdd)
    .flatMap((call) => call.args[0] as Array<{ quantity?: number } | null>)
    .reduce((sum, line) => sum + (line?.quantity ?? 1), 0);
