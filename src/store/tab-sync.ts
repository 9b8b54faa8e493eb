import type { CartResult } from '../cart-client';
import type { CartIdStore } from './persistence';
import { wait } from './retry';
import { HELLO, HERE, type TabHello } from './tab-hello';

/** The part of `BroadcastChannel` the store uses (injectable for tests). */
export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

/**
 * What a tab posts: that the cart changed, and its id (`CHANGED` alone: the cart was forgotten). The id travels in the
 * message because a browser may deliver it before the other tab's storage shows the id that tab wrote. A tab whose
 * storage does not reach the other tabs asks them for the id (`ASK`); each that shows a cart answers (`ANSWER <id>`).
 */
const CHANGED = 'shop-embed:cart';
const ASK = 'shop-embed:cart?';
const ANSWER = 'shop-embed:cart=';

/** How long a tab waits for another to say which cart it shows, or that it is open: tabs of one browser answer within milliseconds. */
export const ASK_MS = 150;

/** What the store's options say of its tab (store-api.ts `CartStoreOptions`, where each is described). */
export interface TabOptions {
  tabId?: string | (() => string | undefined);
  locks?: CartLocks | null;
  channel?: CartChannel | null;
  hello?: TabHello | undefined;
}

/**
 * The tab the store runs in, as the other tabs of the shop see it. It tells them that the cart changed, and listens for
 * them, so two tabs never fork the cart: another tab changed the cart, `refresh` reads the id it announced, not storage
 * (its write may not show here yet); tabs that each made a cart at the same moment end on the one readSharedCart picks; a
 * cart forgotten: `refresh()` reads the stored one. `current`: the id of the cart this tab shows, told to a tab that asks.
 * `ids.stamp` keeps a new value where the other tabs' `storage` events show it (the cart id's storage): the mount layer
 * forwards those events to the tabs without BroadcastChannel, which hear every change only that way (the cart id's own
 * event fires only when the id changes). Its name (`options.tabId`, kept across reloads by the mount layer or the React
 * provider, so a reload takes back its own saved adds) and the one lock section where a cart is made (`exclusive`) are
 * here too. `stopped`, aborted as the store is destroyed: the lock naming a cart it made lets go at once, and the tab no
 * longer comes back.
 */
export function createTabSync(
  options: TabOptions,
  ids: CartIdStore,
  refresh: (cartId?: string) => unknown,
  current: () => string | undefined,
  stopped: AbortSignal,
) {
  const channel = options.channel;
  /** A channel of its own, opened here (none was given): closed and opened again as the page leaves and comes back. */
  const own = channel === undefined;
  /** The hello the page said before the store was made (tab-hello.ts): its channel becomes the store's own. */
  let said = own ? options.hello : undefined;
  let port = channel ?? said?.port;
  const answers = new Set<(id: string) => void>();
  /** When this tab said hello (`performance.now()`), once its store started or, earlier, as the page started. */
  let helloAt = said?.at;
  /** Another tab of this shop has said something: it may be making a cart too. */
  let heardTab = Boolean(said?.heard);
  // The store answers the hellos from now on (its listener, below).
  if (said) said.port.onmessage = null;
  const listener = (event: MessageEvent) => {
    heardTab = true;
    const [kind, id] = String(event.data).split(' ');
    if (kind === CHANGED) void refresh(id);
    else if (kind === ASK && current()) port?.postMessage(`${ANSWER} ${current()}`);
    else if (kind === ANSWER && id) answers.forEach((answer) => answer(id));
    else if (kind === HELLO) port?.postMessage(HERE);
  };
  const open = () => {
    if (own && !port && typeof BroadcastChannel !== 'undefined') port = new BroadcastChannel(ids.key);
    port?.addEventListener('message', listener);
  };
  open();
  // Named on first use, not here: a store may be made during a render (React's), which must not draw random numbers.
  let tabName: string | undefined;
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  const section = `${ids.key}:create`;
  const tab = {
    /**
     * Says hello to the other tabs: called as the store starts, when its channel is open (the React provider opens it
     * then, not in the render that made the store).
     */
    hello() {
      // Said already, as the page started: its answers' window began then.
      if (said) return void (said = undefined);
      helloAt = performance.now();
      port?.postMessage(HELLO);
    },
    /**
     * No other tab of this shop is open: this one said hello at least `ASK_MS` ago and none answered or spoke since.
     * False before the hello, in the `ASK_MS` after it (the answers may be on their way), and without BroadcastChannel
     * (nothing can be known). A tab of an older release answers no hello: it is heard only once it changes the cart.
     */
    alone: () =>
      Boolean(port) && typeof BroadcastChannel !== 'undefined' && helloAt !== undefined && !heardTab && performance.now() - helloAt >= ASK_MS,
    /**
     * Tells the other tabs that this one changed the cart: over the channel, and in a stamp no two changes share (one
     * written by a tab without a channel begins with `-`, so the tabs that have one hear it as well: see runtime.ts).
     */
    announce(cartId?: string) {
      port?.postMessage(cartId ? `${CHANGED} ${cartId}` : CHANGED);
      ids.stamp(`${port ? '' : '-'}${Math.random()}`);
    },
    /** The cart id another tab of this shop shows, or undefined when none answers within `ASK_MS` (or there is no channel). */
    ask: (): Promise<string | undefined> =>
      new Promise((resolve) => {
        if (!port) return resolve(undefined);
        const done = (id?: string) => {
          answers.delete(done);
          clearTimeout(timer);
          resolve(id);
        };
        const timer = setTimeout(done, ASK_MS);
        answers.add(done);
        port.postMessage(ASK);
      }),
    /**
     * Stops hearing the other tabs, and closes a channel of its own: a page in the back/forward cache that keeps one open
     * is thrown out of it by the next message (Chromium: `broadcastchannel-message`).
     */
    close() {
      port?.removeEventListener('message', listener);
      if (own) {
        port?.close?.();
        port = undefined;
      }
    },
    /** This tab's name. */
    tabId: () => (tabName ??= (typeof options.tabId === 'function' ? options.tabId() : options.tabId) ?? Math.random().toString(36).slice(2)),
    /** The cart another tab stores, made, or shows (null: none). A tab `alone` asks nobody. */
    sharedCartId: async () =>
      ids.read() ?? (tab.alone() ? null : ((await madeCartId(locks, section)) ?? (ids.shared ? null : ((await tab.ask()) ?? null)))),
    /** Runs `make` in the tabs' one section where a cart is made (a tab alone need not wait for the lock). */
    creating: (make: () => Promise<CartResult>) => exclusive(locks, section, make, tab.alone(), stopped),
    /** The page went into the back/forward cache (`true`: the channel closes) or came back from it (the cart is read again). */
    away(away: boolean) {
      if (away) tab.close();
      else if (!stopped.aborted) {
        open();
        tab.hello();
        void refresh();
      }
    },
  };
  return tab;
}

/** The tab the store runs in (`createTabSync`). */
export type TabSync = ReturnType<typeof createTabSync>;

/** The part of the Web Locks API the store uses (`navigator.locks`; injectable for tests). */
export type CartLocks = Pick<LockManager, 'request'> & Partial<Pick<LockManager, 'query'>>;

/** How long the tab that made a cart names it in a held lock, for the tabs whose storage may not show it yet. */
const NAMED_MS = 10_000;

/**
 * Runs `make` while holding the Web Lock `name`, so no other tab of this origin makes a cart at the same time (each waits
 * its turn, then finds the cart made). The id of a cart made is also held, for a while, as the name of a lock
 * (`name=<id>`): the lock manager is one for the whole browser, while another tab's localStorage may show the id a
 * moment later than the lock is handed on. Where the API is missing or refuses (an opaque origin), `make` runs at once:
 * tabs that then make a cart each are brought onto one by the fork repair (attempt.ts `readSharedCart`). A tab `alone`
 * (no other tab answered it) runs `make` without waiting for the grant, holding the lock all the same. `stop` (the store
 * destroyed) lets the id's lock go at once: the store that holds it is gone, and nothing may outlive it.
 * https://developer.mozilla.org/en-US/docs/Web/API/LockManager/request
 */
export async function exclusive(
  locks: CartLocks | null | undefined,
  name: string,
  make: () => Promise<CartResult>,
  alone: boolean,
  stop: AbortSignal,
): Promise<CartResult> {
  if (typeof locks?.request !== 'function') return make();
  const named = (result: CartResult) => {
    if (result.cart && !stop.aborted) locks.request(`${name}=${result.cart.id}`, () => wait(NAMED_MS, stop)).catch(() => {});
    return result;
  };
  if (alone) {
    // No other tab to wait for (tab-sync's `alone`): the cart is made at once, not after the lock's grant (in Chromium a
    // message from the browser, which waits behind a frame due). The lock is still asked for at once and held until the
    // cart is made, so a tab opened meanwhile waits its turn and then finds the cart, as it would behind a tab that waited.
    const making = make().then(named);
    locks.request(name, () => making.catch(() => {})).catch(() => {});
    return making;
  }
  let started = false;
  try {
    return await locks.request(name, async () => {
      started = true;
      return named(await make());
    });
  } catch (error) {
    if (started) throw error;
    return make();
  }
}

/** The id of a cart a tab made in the last `NAMED_MS`, from the lock that names it (see `exclusive`). */
export async function madeCartId(locks: CartLocks | null | undefined, name: string): Promise<string | null> {
  try {
    const held = (await locks?.query?.())?.held ?? [];
    return held.find((lock) => lock.name?.startsWith(`${name}=`))?.name?.slice(name.length + 1) ?? null;
  } catch {
    return null;
  }
}
