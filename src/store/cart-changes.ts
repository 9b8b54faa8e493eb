// The actions that change the cart as a whole (lines replaced, a line's plan, the note, attributes, buyer, codes…): each
// one request, queued like the lines. Those the cart's forms send are in extra-changes.ts, with the cart's rare paths.
import { updateCartLines, type Cart, type CartLineInput, type CartResult, type CartUserError } from '../cart-client';
import { makeCart } from '../cart-client/cart';
import { replaceKnownLines } from '../cart-client/cart-operations';
import type { CartActions, StoreCore } from './store-api';
import { unchanged } from './attempt';
import type { ChangeOf, ExtraName } from './extra-changes';
import { findMatchingLine, planOf } from './optimistic';
import { newOp, type GenericOp } from './ops';

type CartChanges = Pick<CartActions, 'replaceLines' | 'setLinePlan' | ExtraName>;

/** The changes whose later value makes an earlier one not sent yet pointless. */
const ABSOLUTE = new Set<GenericOp['kind']>(['replace', 'note', 'attributes', 'email', 'buyerIdentity', 'shippingAddress']);

/** A change refused before it was sent, its chunk not loaded: the cart as it is, and our code for it (not Shopify's). */
const notLoaded = (cart: Cart | null): CartResult => ({
  cart,
  userErrors: [{ code: 'CART_UNAVAILABLE' as CartUserError['code'], message: 'the cart could not be loaded', field: null }],
  warnings: [],
});

export function createCartChanges(core: StoreCore): CartChanges {
  const { client } = core;
  /** Queues a change: `run` against the cart as it is when its turn comes, `landed` as in `ChangeOf`. */
  const queue = (kind: GenericOp['kind'], run: GenericOp['run'], landed?: (cart: Cart) => boolean) =>
    // A change that sets a value (not one that adds or removes a code) replaces the same change still waiting last.
    (ABSOLUTE.has(kind) && core.queue.joinChange(kind, run, landed)) || core.queue.push(newOp<GenericOp>({ kind, run, landed }));
  const runOf =
    ({ run, create }: ChangeOf): GenericOp['run'] =>
    (cart) =>
      cart ? run(cart.id, cart) : create ? makeCart(client, create) : Promise.resolve(unchanged(null));
  const change = (kind: GenericOp['kind'], made: ChangeOf) => queue(kind, runOf(made), made.landed);
  /**
   * A change of extra-changes.ts, queued at once; its chunk is loaded as it runs. Nothing was sent before the chunk came,
   * so nothing has landed before. A chunk that cannot be loaded (offline, a 404) sends nothing: the change is refused
   * with the sentence the first script says when the cart's file cannot be loaded, and the shopper's next try loads it
   * again (a failed load is forgotten, src/mount/chunks.ts). Not a network failure: that would read the cart to learn
   * whether the change landed, and end in "could not check" for a change that was never sent.
   */
  const extra =
    <N extends ExtraName>(kind: GenericOp['kind'], name: N) =>
    (...args: Parameters<CartActions[N]>) => {
      let made: ChangeOf | undefined;
      return queue(
        kind,
        (cart) =>
          import('../scripts/cart-codes').then(
            ({ extraChanges }) => runOf((made = (extraChanges[name] as (...a: unknown[]) => ChangeOf)(client, ...args)))(cart),
            () => notLoaded(cart),
          ),
        (cart) => made?.landed?.(cart) ?? false,
      );
    };

  return {
    // Sent as it is, not drawn ahead: the line's price under the new plan is the shop's to say.
    setLinePlan: (lineId, sellingPlanId) =>
      change('plan', {
        run: (cartId) => updateCartLines(client, cartId, [{ id: lineId, sellingPlanId }]),
        landed: (cart) => cart.lines.some((line) => line.id === lineId && planOf(line) === sellingPlanId),
      }),
    // The lines to remove are the shop's, as last read (a retry reads the cart first, see runOp), so one request, no read.
    replaceLines: (lines) =>
      change('replace', {
        run: (cartId, cart) =>
          replaceKnownLines(
            client,
            cartId,
            lines,
            cart.lines.map((line) => line.id),
          ),
        create: { lines },
        landed: (cart) => {
          const wanted = lines.filter((line) => (line.quantity ?? 1) > 0);
          const same = (line: CartLineInput) => findMatchingLine(cart, line)?.quantity === (line.quantity ?? 1);
          return cart.lines.length === wanted.length && wanted.every(same);
        },
      }),
    setNote: extra('note', 'setNote'),
    setAttributes: extra('attributes', 'setAttributes'),
    setNoteAndAttributes: extra('noteAndAttributes', 'setNoteAndAttributes'),
    setEmail: extra('email', 'setEmail'),
    setBuyerIdentity: extra('buyerIdentity', 'setBuyerIdentity'),
    setShippingAddress: extra('shippingAddress', 'setShippingAddress'),
    addDiscountCode: extra('discountAdd', 'addDiscountCode'),
    removeDiscountCode: extra('discountRemove', 'removeDiscountCode'),
    addGiftCard: extra('giftCardAdd', 'addGiftCard'),
    removeGiftCard: extra('giftCardRemove', 'removeGiftCard'),
  };
}
