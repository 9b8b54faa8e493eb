// @ts-check
/**
 * The hosted checkout page at `/checkouts/cn/{token}`: an order summary of the cart, the query parameters it received
 * (so a test can see `_fd=0`), and a "Pay now" form that completes the order. A completed cart is gone.
 */
import { confirmationPage, gonePage, summaryPage } from './checkout-page.mjs';
import { html } from './respond.mjs';

/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */
/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/**
 * The part of the storefront core the checkout page needs.
 * @typedef {object} CheckoutStore
 * @property {(token: string) => null | { cart: any, completed: boolean }} getCheckout
 * @property {(token: string) => boolean} completeCheckout
 */

export const CHECKOUT_PATH = /^\/checkouts\/cn\/([^/]+)(\/complete)?\/?$/;

/**
 * @param {EmulatorRequest} request
 * @param {CheckoutStore} store
 * @returns {EmulatorResponse}
 */
export function handleCheckout(request, store) {
  const match = CHECKOUT_PATH.exec(request.url.pathname);
  const token = decodeURIComponent(match?.[1] ?? '');
  const completing = Boolean(match?.[2]);
  if (completing) {
    if (request.method !== 'POST') return html(405, gonePage('Use the Pay now button to complete this order.'), { allow: 'POST' });
    const form = new URLSearchParams(request.body.toString('utf8'));
    const checkout = store.getCheckout(token);
    if (!checkout || checkout.completed || !store.completeCheckout(token)) return html(404, gonePage());
    return html(200, confirmationPage(checkout.cart, token, safeReturnUrl(form.get('return_to'))));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return html(405, gonePage('Open the checkout with GET.'), { allow: 'GET' });
  const checkout = store.getCheckout(token);
  if (!checkout || checkout.completed) return html(404, gonePage());
  return html(200, summaryPage(checkout.cart, token, request.url.searchParams));
}

/**
 * Only http(s) URLs may be linked back to; anything else falls back to the examples index.
 * @param {string|null} value
 */
export function safeReturnUrl(value) {
  if (!value) return '/examples/';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '/examples/';
  } catch {
    return '/examples/';
  }
}
