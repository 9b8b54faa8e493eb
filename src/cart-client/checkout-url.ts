import { isLoopback } from './config';
import { formatMessage } from './format-message';

/**
 * The URL to send the shopper to: the cart's `checkoutUrl` with `_fd=0` (replacing any `_fd`). Only `https` is accepted
 * (plain `http` on loopback, for the local emulator); anything else throws, so a tampered URL never becomes a redirect.
 *
 * @example
 * location.assign(checkoutUrlFor(cart.checkoutUrl));
 */
export function checkoutUrlFor(checkoutUrl: string): string {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    throw new Error(formatMessage(`the checkout URL "${checkoutUrl}" is not a valid URL`));
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(formatMessage(`refusing to open a checkout URL that is not https: "${checkoutUrl}"`));
  }
  url.searchParams.set('_fd', '0');
  return url.toString();
}
