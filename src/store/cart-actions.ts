// The names of the cart store's actions, alone: the first paint's stand-in `ShopEmbed.cart` lists them without the store.
import type { CartActions } from './store-api';

/** Every action of the cart store (the public `ShopEmbed.cart` lists them all but `start`). */
export const CART_ACTIONS = [
  'start',
  'refresh',
  'addLines',
  'setLineQuantity',
  'removeLines',
  'setLinePlan',
  'replaceLines',
  'setNote',
  'setAttributes',
  'setNoteAndAttributes',
  'setEmail',
  'setShippingAddress',
  'setBuyerIdentity',
  'addDiscountCode',
  'removeDiscountCode',
  'addGiftCard',
  'removeGiftCard',
  'checkout',
  'openDrawer',
  'closeDrawer',
  'toggleDrawer',
  'clearMessages',
] as const satisfies ReadonlyArray<keyof CartActions>;
