// @vitest-environment happy-dom
// Storage that fails: full to its quota, `setItem` throwing as in private modes, every call throwing as when storage is
// blocked. The cart id then lives on in a first-party cookie or this tab's sessionStorage; tabs that cannot share it ask
// each other over the channel; the shopper is told once when the cart cannot outlast this visit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStorageKey, shopKeyFromDomain } from '../../src/store';
import { cookieStorage, type CartStorage } from '../../src/store/persistence';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN } from '../support/msw';
import { makeStore } from './helpers';

const shop = useEmulator();
const KEY = cartStorageKey(shopKeyFromDomain(SHOP_DOMAIN));
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => {
  warn.mockClear();
  document.cookie.split('; ').forEach((pair) => (document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`));
});

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
/** localStorage full to its quota: it reads (an id written long ago is still there), it takes nothing new. */
function fullStorage(): Storage {
  return { ...memoryStorage(), setItem: () => { throw quota(); } }; // prettier-ignore
}
/** Storage that throws on every call (storage blocked, some private modes). */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { ...memoryStorage(), getItem: fail, setItem: fail, removeItem: fail };
}
/** A cookie jar the browser refuses to fill (cookies blocked). */
const blockedCookie: CartStorage = { getItem: () => null, setItem: () => { throw new Error('cookies are blocked'); }, removeItem: () => {} }; // prettier-ignore

const codes = (store: ReturnType<typeof makeStore>) => store.getState().messages.map((message) => message.code);

describe('the cart id where localStorage fails', () => {
  it.each([
    ['full to its quota', fullStorage],
    ['throwing on every call', throwingStorage],
  ])('localStorage %s: the id goes to a first-party cookie, a reload restores the cart, and nothing is said', async (_, make) => {
    const storage = make();
    const cookie = cookieStorage(document);
    const store = makeStore(shop.client(), { storage, fallbacks: { cookie, session: memoryStorage() } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const id = store.getState().cart!.id;
    expect(document.cookie).toContain(`${encodeURIComponent(KEY)}=${encodeURIComponent(id)}`);
    expect(store.getState().persistent).toBe(true);
    expect(codes(store)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[shop-embed\] storage is not available .*kept in a cookie/);

    // The next visit (a new page, a new tab: no sessionStorage) finds the cart in the cookie.
    const next = makeStore(shop.client(), { storage: make(), fallbacks: { cookie: cookieStorage(document), session: memoryStorage() } });
    await next.getState().start();
    expect(next.getState().cart).toMatchObject({ id, totalQuantity: 1 });
  });

  it('an id written before localStorage filled up is removed there, so other tabs read the cookie, not a stale cart', async () => {
    const storage = memoryStorage();
    storage.setItem(KEY, 'gid://shopify/Cart/stale');
    const full: Storage = { ...storage, setItem: () => { throw quota(); } }; // prettier-ignore
    const store = makeStore(shop.client(), { storage: full, fallbacks: { cookie: cookieStorage(document) } });
    await store.getState().start(); // the stale cart is gone from the shop: forgotten
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(storage.getItem(KEY)).toBeNull();
    expect(cookieStorage(document).getItem(KEY)).toBe(store.getState().cart!.id);
  });

  it('cookies blocked too: sessionStorage keeps the cart across a reload of this tab, and the shopper is told once', async () => {
    const session = memoryStorage();
    const fallbacks = { cookie: blockedCookie, session };
    const store = makeStore(shop.client(), { storage: throwingStorage(), fallbacks });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(store.getState().persistent).toBe(false);
    expect(codes(store)).toEqual(['CART_KEPT_FOR_TAB']);
    await store.getState().refresh(); // as when another tab's change is heard: the sentence stays
    expect(codes(store)).toEqual(['CART_KEPT_FOR_TAB']);
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(codes(store)).toEqual([]); // said once

    const reload = makeStore(shop.client(), { storage: throwingStorage(), fallbacks });
    await reload.getState().start();
    expect(reload.getState().cart).toMatchObject({ id: store.getState().cart!.id, totalQuantity: 2 });
  });

  it('an opaque sandboxed frame (cookies throw too): the console says the cart lasts this page, not that a cookie keeps it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sandboxed: CartStorage = { getItem: () => { throw new DOMException('The document is sandboxed', 'SecurityError'); }, setItem: () => { throw new DOMException('The document is sandboxed', 'SecurityError'); }, removeItem: () => {} }; // prettier-ignore
    const store = makeStore(shop.client(), { storage: throwingStorage(), fallbacks: { cookie: sandboxed } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^\[shop-embed\] storage is not available .*kept on this page only: a reload starts a new cart$/),
    ]);
    expect(codes(store)).toEqual(['CART_KEPT_FOR_PAGE']);
  });

  it('nothing works but memory: the cart lasts this page, and the shopper is told so once', async () => {
    const store = makeStore(shop.client(), { storage: null, fallbacks: { cookie: blockedCookie } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(codes(store)).toEqual(['CART_KEPT_FOR_PAGE']);
    expect(store.getState().cart?.totalQuantity).toBe(1);
  });

  it('two tabs that cannot share storage ask each other over the channel: one cart, both items', async () => {
    const shopKey = `ask-${Math.random()}`;
    const channels = [new BroadcastChannel(shopKey), new BroadcastChannel(shopKey)];
    const [a, b] = channels.map((channel) =>
      makeStore(shop.client(), { storage: throwingStorage(), shopKey, channel, fallbacks: { cookie: blockedCookie, session: memoryStorage() } }),
    ) as [ReturnType<typeof makeStore>, ReturnType<typeof makeStore>];
    await Promise.all([a.getState().start(), b.getState().start()]);
    await a.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await b.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await vi.waitFor(() => expect(a.getState().cart?.totalQuantity).toBe(2));
    expect(b.getState().cart?.id).toBe(a.getState().cart?.id);
    expect(shop.operations().filter((name) => name === 'CartCreate')).toHaveLength(1);

    // A tab opened later asks at start and shows the cart at once.
    const channel = new BroadcastChannel(shopKey);
    const c = makeStore(shop.client(), { storage: throwingStorage(), shopKey, channel, fallbacks: { cookie: blockedCookie } });
    await c.getState().start();
    expect(c.getState().cart).toMatchObject({ id: a.getState().cart!.id, totalQuantity: 2 });
    [a, b, c].forEach((tab) => tab.destroy());
    [...channels, channel].forEach((port) => port.close());
  });
});

describe('cookieStorage', () => {
  it('keeps a value per key under an encoded name, SameSite=Lax on path /, and removes it', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const cookie = cookieStorage(document);
    cookie.setItem('shop-embed:cart:a.test', 'gid://shopify/Cart/c1?key=k');
    expect(set.mock.calls[0]![0]).toMatch(
      /^shop-embed%3Acart%3Aa\.test=gid%3A%2F%2Fshopify%2FCart%2Fc1%3Fkey%3Dk; path=\/; max-age=\d+; SameSite=Lax$/,
    );
    set.mockRestore();
    expect(cookie.getItem('shop-embed:cart:a.test')).toBe('gid://shopify/Cart/c1?key=k');
    expect(cookie.getItem('shop-embed:cart:b.test')).toBeNull();
    cookie.removeItem('shop-embed:cart:a.test');
    expect(cookie.getItem('shop-embed:cart:a.test')).toBeNull();
  });
});
