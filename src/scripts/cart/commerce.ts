// The cart's commerce events (`shop-embed:add-to-cart`, `shop-embed:remove-from-cart`, `shop-embed:begin-checkout`), in the
// cart chunk: they happen only where the cart is. Adds and removals come from the store's `lines` event, which tells what
// one of this tab's operations changed once the shop confirmed it (never an optimistic draw, a restore or another tab).
import type { Cart, CartLine } from '../../cart-client';
import type { LineChange } from '../../store';
import { fire, type CommerceDetail, type CommerceItem } from '../../mount/events';

const round = (amount: number) => Math.round(amount * 100) / 100;

/** A line's variant as an item (`item_id`: its SKU, else its Storefront id; the analytics chunk's cards say the same). */
const commerceItem = (
  product: { id: string; title: string; vendor: string },
  variant: { id: string; sku: string | null; title: string },
  price: number,
  quantity: number,
  index: number,
): CommerceItem => ({
  item_id: variant.sku || variant.id,
  item_name: product.title,
  item_brand: product.vendor,
  item_variant: variant.title,
  price,
  quantity,
  index,
  product_id: product.id,
  variant_id: variant.id,
});

/**
 * `quantity` of `line` as an item and what it cost: the shop's cost of the line after its discounts, the whole of it when
 * the whole line is meant, else per unit (that cost over the line's quantity) times `quantity`.
 */
function item(line: CartLine, quantity: number, index: number): [CommerceItem, number] {
  const total = Number(line.cost.totalAmount.amount);
  const price = round(total / line.quantity);
  const { merchandise } = line;
  return [commerceItem(merchandise.product, merchandise, price, quantity, index), quantity === line.quantity ? total : price * quantity];
}

function detail(cart: Cart | null, changes: Array<{ line: CartLine; quantity: number }>): CommerceDetail {
  const priced = changes.map((change, index) => item(change.line, change.quantity, index));
  return {
    currency: changes[0]!.line.cost.totalAmount.currencyCode,
    value: round(priced.reduce((sum, [, value]) => sum + value, 0)),
    items: priced.map(([entry]) => entry),
    cart_id: cart?.id ?? null,
  };
}

/** One `add-to-cart` for what the operation added, one `remove-from-cart` for what it removed (quantities as positive numbers). */
export function fireLineChanges(doc: Document, changes: LineChange[], cart: Cart | null) {
  const added = changes.filter((change) => change.quantity > 0);
  const removed = changes.filter((change) => change.quantity < 0).map((change) => ({ line: change.line, quantity: -change.quantity }));
  if (added.length) fire(doc, 'add-to-cart', detail(cart, added));
  if (removed.length) fire(doc, 'remove-from-cart', detail(cart, removed));
}

/** The cart about to be checked out, every line whole (`value`: the sum of the lines' costs after their discounts). */
export function fireBeginCheckout(doc: Document, cart: Cart | null) {
  if (cart?.lines.length)
    fire(
      doc,
      'begin-checkout',
      detail(
        cart,
        cart.lines.map((line) => ({ line, quantity: line.quantity })),
      ),
    );
}
