export { createCartStore } from './create-cart-store';
export type { CartStore, CartStoreOptions, CartStoreState, CartEvent } from './create-cart-store';
export type { CartActions, CheckoutOutcome } from './actions';
export { CartStoreProvider, useCart } from './use-cart';
export { createCartIdStore, cartStorageKey, shopKeyFromDomain } from './persistence';
export type { CartStorage } from './persistence';
export type { CartChannel } from './tab-sync';
export type { RetryOptions } from './retry';
export type { AddLineInput, CartMessage, CartState, CartStatus, LineDisplay, Outcome, PendingLineState } from './types';
