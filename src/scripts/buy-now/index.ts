// The Buy now chunk (`dist/shop-embed.buy-now.min.js`; in ESM a dynamic `import()` chunk), loaded by the cart chunk as
// the shopper reaches for a card's Buy now button (the pointer over it, focus on it) or at once on its first press: the
// cart of that one line, apart from the shopper's own, and its checkout (buy-now.ts). The full client, the cart's
// sentences and the checkout hand-over come from the cart chunk, always here before it.
import type { StorefrontClientOptions } from '../../cart-client';
import { clientFor, ownOperation } from '../../cart-client/client';
import { connectionConfig } from '../../cart-client/request';
import type { WidgetConfigInput } from '../../widget';
import type { BuyNowPress } from '../../widget/card/card-types';
import { cartMessageText } from '../../widget/cart-message';
import { handOver } from '../cart/cart-events';
import { buyNow } from './buy-now';

export { buyNow, buyNowStrings } from './buy-now';

/**
 * A press on the page (the script tag's runtime): the page's connection, its strings as they are now, and the cart's
 * checkout hand-over (`shop-embed:begin-checkout`, the cancelable `shop-embed:checkout`, then `checkoutTarget`). No
 * press: the shopper only reached for the button, and this chunk is here for the press.
 */
export function pageBuyNow(
  press: BuyNowPress | undefined,
  connection: StorefrontClientOptions,
  doc: Document,
  view: Window,
  config: WidgetConfigInput,
) {
  if (!press) return;
  const strings = config.strings ?? {};
  return buyNow(
    {
      client: clientFor(connectionConfig(connection), connection.fetch, ownOperation),
      handOver: (url, cart) => handOver({ ok: true, url }, cart, doc, view, config.checkoutTarget).navigated,
      text: (message, cart) => (config.messageText ?? cartMessageText)(strings as never, message, cart),
      strings,
      view,
    },
    press,
  );
}
