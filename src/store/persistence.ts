import { formatMessage } from '../cart-client';
import { cartStorageKey } from './cart-key';

export { cartStorageKey, shopKeyFromDomain } from './cart-key';

/** The subset of `Storage` the store needs (localStorage in the browser; a Map-backed fake in tests). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CartIdStore {
  read(): string | null;
  write(cartId: string): void;
  clear(): void;
  /** Adds not yet confirmed by the shop, kept so a reload does not lose them (JSON, or null for none). */
  readPending(): string | null;
  writePending(value: string | null): void;
  readonly persistent: boolean;
  readonly key: string;
}

/**
 * Keeps the cart id in storage. A storage that throws (Safari private mode, sandboxed iframes, disabled cookies) is
 * replaced by memory once, with one warning: the cart then lasts for this page only, and nothing else breaks.
 */
export function createCartIdStore(storage: CartStorage | null | undefined, shopKey: string): CartIdStore {
  const key = cartStorageKey(shopKey);
  let memory: string | null = null;
  let persistent = Boolean(storage);
  const fallBack = (error?: unknown) => {
    if (persistent || !storage) {
      console.warn(
        formatMessage(
          `storage is not available${error ? ` (${String((error as Error).message ?? error)})` : ''}; the cart is kept in memory for this page only`,
        ),
      );
    }
    persistent = false;
  };
  if (!storage) fallBack();
  const attempt = <T>(run: () => T, fallback: T): T => {
    if (!persistent || !storage) return fallback;
    try {
      return run();
    } catch (error) {
      fallBack(error);
      return fallback;
    }
  };
  return {
    key,
    get persistent() {
      return persistent;
    },
    read: () => attempt(() => storage!.getItem(key), null) ?? memory,
    write(cartId) {
      memory = cartId;
      attempt(() => storage!.setItem(key, cartId), undefined);
    },
    clear() {
      memory = null;
      attempt(() => storage!.removeItem(key), undefined);
    },
    readPending: () => attempt(() => storage!.getItem(`${key}:pending`), null),
    writePending(value) {
      attempt(() => (value === null ? storage!.removeItem(`${key}:pending`) : storage!.setItem(`${key}:pending`, value)), undefined);
    },
  };
}
