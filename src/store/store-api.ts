// The cart store as its users see it (widgets, the mount layer, the first script's stand-in): options, state, events.
import type { AttributeInput, Cart, CartAddressInput, CartBuyerIdentityInput, CartLineInput, StorefrontClient } from '../cart-client';
import type { EarlyCall } from './early-calls';
import type { OpQueue } from './queue';
import type { LineChange } from './line-changes';
import type { CartStorage, CartStorageFallbacks } from './persistence';
import type { RetryOptions } from './retry';
import type { CartChannel, CartLocks } from './tab-sync';
import type { TabHello } from './tab-hello';
import type { AddLineInput, CartMessage, CartState, OperationKind, Outcome } from './types';

export interface CartStoreOptions {
  client: StorefrontClient;
  /** Where the cart id is kept between visits (`localStorage` in the browser). `null` keeps it in memory. */
  storage?: CartStorage | null;
  /**
   * Where the cart id goes when `storage` throws (full, private modes, blocked): a first-party cookie (`cookieStorage`),
   * then this tab's sessionStorage. The mount layer gives both; none: memory only.
   */
  fallbacks?: CartStorageFallbacks;
  /** Lets one tab at a time make the cart (default `navigator.locks` where the browser has it; `null`: none). */
  locks?: CartLocks | null;
  /** Separates carts of different shops; default: derived from the client's domain. */
  shopKey?: string;
  /** Tells other tabs about cart changes; default a `BroadcastChannel` when the platform has one. */
  channel?: CartChannel | null;
  /**
   * The hello this tab said to the others before the store was made (`sayHello`, tab-hello.ts: the mount layer says it
   * as the page starts), taken as the store's own, with its channel (unless `channel` is given).
   */
  hello?: TabHello | undefined;
  retry?: RetryOptions;
  /**
   * The shortest time between two adds sent. Default 100 ms: an add with none sent that recently (and nothing in flight)
   * goes at once; the adds clicked after it, on several cards within that time, go out together as one request once it
   * has passed (the cart shows each at once either way).
   */
  gatherMs?: number;
  /**
   * Names this tab across reloads (the mount layer and the React provider keep it in sessionStorage), so a reload, or the
   * next provider mounted in the same tab, takes back its own unsent adds. A function is called once, when first needed.
   */
  tabId?: string | (() => string | undefined);
}

/**
 * What the widgets and users need of a zustand store (zustand's `StoreApi` fits it): our published types name no
 * package the user does not install (zustand is bundled).
 */
export interface StoreApi<T> {
  getState(): T;
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export type CartStoreState = CartState & CartActions;
/** `lines`: the quantities one of this tab's operations changed, once the shop confirmed them (see line-changes.ts). */
export type CartEvent =
  | { type: 'change'; cart: Cart | null }
  | { type: 'error'; messages: CartMessage[]; operation: OperationKind }
  | { type: 'lines'; changes: LineChange[]; cart: Cart | null };
export interface CartStore extends StoreApi<CartStoreState> {
  /** Listen to confirmed cart changes and failures (the mount layer turns them into DOM events). */
  on(listener: (event: CartEvent) => void): () => void;
  /** Resolves when every queued operation has finished. */
  idle(): Promise<void>;
  /**
   * The shop may be reachable again (the browser is online, the page is shown): what waits to be retried is tried now,
   * and a change whose outcome is in doubt is settled by reading the cart (the mount layer calls it; opening the drawer
   * does too).
   */
  recheck(): void;
  /**
   * Takes over the queue in front of the cart (early-calls.ts): each call kept before this store was there runs on it,
   * in order, its caller answered; adds kept one after another are one request (they merge in the op queue, as any do).
   */
  take(calls: EarlyCall[]): void;
  /**
   * The page goes away (`true`, on `pagehide`: it may be kept in the back/forward cache) or is shown again from that
   * cache (`false`, on `pageshow`): away, it does not listen to the other tabs (an open channel that receives a message
   * throws the page out of the cache); back, it listens again, says hello, and reads the cart the other tabs may have
   * changed meanwhile.
   */
  away(away: boolean): void;
  /**
   * The page is going away for good (`pagehide`, not into the back/forward cache: a reload, a link, a closed tab): the
   * adds it could not finish are handed on at once to whichever page of the shop starts next, in any tab (pending-adds.ts);
   * the same tab's next page would take them anyway, but a closed tab has none.
   */
  leave(): void;
  /** Stops listening to other tabs and cancels retries. */
  destroy(): void;
}

/** What the actions need of the store. */
export interface StoreCore {
  client: StorefrontClient;
  queue: OpQueue;
  retry: RetryOptions;
  confirmed(): Cart | null;
  set(partial: Partial<CartState>): void;
  get(): CartStoreState;
  start(): Promise<Outcome>;
  refresh(cartId?: string | null): Promise<Outcome>;
  /** Retries what waits now, and reads the cart when a change's outcome is in doubt (see CartStore.recheck). */
  recheck(): void;
}

export type CheckoutOutcome = { ok: true; url: string } | { ok: false; errors: CartMessage[] };

export interface CartActions {
  /** Restores the stored cart (if any). */
  start(): Promise<Outcome>;
  /** Reads the cart again (after another tab changed it, or a storage event). */
  refresh(cartId?: string | null): Promise<Outcome>;
  /** Adds lines, creating the cart on the first add. Shown at once; queued adds merge into one request. */
  addLines(lines: AddLineInput[]): Promise<Outcome>;
  /** Sets a line's quantity (0 removes it). Changes while one is in flight coalesce: the last value wins. */
  setLineQuantity(lineId: string, quantity: number): Promise<Outcome>;
  /** Removes lines; a line still waiting to be sent is simply dropped. */
  removeLines(lineIds: string[]): Promise<Outcome>;
  /** Puts a line under another selling plan of its variant, or (null) makes it a one-time purchase. */
  setLinePlan(lineId: string, sellingPlanId: string | null): Promise<Outcome>;
  replaceLines(lines: CartLineInput[]): Promise<Outcome>;
  setNote(note: string): Promise<Outcome>;
  setAttributes(attributes: AttributeInput[]): Promise<Outcome>;
  /** Sends only what changed: one request when only the note or only the attributes differ. */
  setNoteAndAttributes(changes: { note?: string; attributes?: AttributeInput[] }): Promise<Outcome>;
  setEmail(email: string): Promise<Outcome>;
  setShippingAddress(address: CartAddressInput): Promise<Outcome>;
  /** Country (Markets: the cart's currency and prices), email, phone. */
  setBuyerIdentity(identity: CartBuyerIdentityInput): Promise<Outcome>;
  /** One request: the union of the codes already on the cart and this one. */
  addDiscountCode(code: string): Promise<Outcome>;
  removeDiscountCode(code: string): Promise<Outcome>;
  addGiftCard(code: string): Promise<Outcome>;
  removeGiftCard(appliedGiftCardId: string): Promise<Outcome>;
  /**
   * Saves what waits first (a retry waiting is tried at once), for at most `retry.busyMs`; then gives the checkout URL
   * with `_fd=0`, or says the changes are not saved yet (nothing to navigate to).
   */
  checkout(): Promise<CheckoutOutcome>;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
  clearMessages(): void;
}
