import { createCartStore, type CartStoreOptions } from '../../src/store';
import type { StorefrontClient } from '../../src/cart-client';
import { memoryStorage } from '../support/emulator';

/** A store on the emulator with fast retries; no tab channel unless a test asks for one. */
export function makeStore(client: StorefrontClient, options: Partial<CartStoreOptions> = {}) {
  return createCartStore({
    client,
    storage: memoryStorage(),
    channel: null,
    retry: { baseDelayMs: 5, maxDelayMs: 20, attempts: 3, inFlightMs: 50 },
    ...options,
  });
}

export const quantityOf = (store: ReturnType<typeof makeStore>, merchandiseId: string) =>
  store.getState().cart?.lines.find((line) => line.merchandise.id === merchandiseId)?.quantity ?? 0;
