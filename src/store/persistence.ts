import { formatMessage } from '../cart-client';
import { cartStorageKey } from './cart-key';

export { cartStorageKey, shopKeyFromDomain } from './cart-key';

/** The subset of `Storage` the store needs (localStorage in the browser; a Map-backed fake in tests). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where the cart id goes when `storage` throws (full to its quota, private modes, storage blocked): a first-party cookie
 * (shared by the shop's tabs and kept across visits) and this tab's sessionStorage (kept across reloads of the tab).
 */
export interface CartStorageFallbacks {
  cookie?: CartStorage | null;
  session?: CartStorage | null;
}

/**
 * How long the cart id is kept: `visits` across visits (localStorage, or the cookie), `tab` while this tab lives
 * (sessionStorage), `page` until the page is left (memory).
 */
export type CartKept = 'visits' | 'tab' | 'page';

export interface CartIdStore {
  read(): string | null;
  write(cartId: string): void;
  clear(): void;
  /** Adds not yet confirmed by the shop, kept so a reload does not lose them (JSON, or null for none). */
  readPending(): string | null;
  writePending(value: string | null): void;
  /**
   * Keeps `value` as this shop's change stamp (`<key>:changed`) in localStorage, where the other tabs' `storage` events
   * show it (tab-sync.ts `announce`); nothing where it throws (a cookie fires no event).
   */
  stamp(value: string): void;
  /** The cart id outlasts this visit (false: it is kept for this tab or this page only). */
  readonly persistent: boolean;
  readonly kept: CartKept;
  /** Other tabs can read the id this tab stores (localStorage or the cookie work). */
  readonly shared: boolean;
  readonly key: string;
}

const MONTH_S = 30 * 24 * 3600;

/**
 * A first-party cookie per key (`SameSite=Lax`, path `/`, a month), used only where localStorage throws. Its name is the
 * key, encoded (a cookie name takes no `:`); its value the id, encoded. Setting a cookie the browser refuses throws here,
 * so the caller falls back further.
 */
export function cookieStorage(doc: Document): CartStorage {
  const name = (key: string) => encodeURIComponent(key);
  const set = (key: string, value: string, maxAge: number) => {
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${name(key)}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
  };
  const get = (key: string) => {
    const found = doc.cookie.split('; ').find((pair) => pair.startsWith(`${name(key)}=`));
    return found ? decodeURIComponent(found.slice(name(key).length + 1)) || null : null;
  };
  return {
    getItem: get,
    setItem(key, value) {
      set(key, value, MONTH_S);
      if (get(key) !== value) throw new Error('cookies are blocked');
    },
    removeItem: (key) => set(key, '', 0),
  };
}

/** Runs `run` on `storage`; null when there is none or it throws. */
function tryOn<T>(storage: CartStorage | null | undefined, run: (storage: CartStorage) => T): T | null {
  if (!storage) return null;
  try {
    return run(storage);
  } catch {
    return null;
  }
}

/**
 * Keeps the cart id in storage. A storage that throws (full to its quota, Safari private mode, sandboxed iframes, storage
 * blocked) is given up once, with one warning: the id then lives on in the cookie, else in sessionStorage, else in memory
 * for this page only (`kept` says which), and nothing else breaks. Adds kept across a reload follow it into sessionStorage.
 */
export function createCartIdStore(storage: CartStorage | null | undefined, shopKey: string, fallbacks: CartStorageFallbacks = {}): CartIdStore {
  const key = cartStorageKey(shopKey);
  const pendingKey = `${key}:pending`;
  let memory: string | null = null;
  let primary = storage ?? null;
  /** Where the id was last written when localStorage could not take it. */
  let kept: CartKept = primary ? 'visits' : 'page';
  const { cookie, session } = fallbacks;
  const probe = `${key}:probe`;
  /** Whether a fallback takes a value (a cookie jar may be blocked, or throw in a sandboxed frame). */
  const works = (fallback: CartStorage | null | undefined) => tryOn(fallback, (s) => (s.setItem(probe, '1'), s.removeItem(probe), true)) ?? false;
  const giveUp = (error?: unknown) => {
    if (primary || !storage) {
      // An id written before stays readable by other tabs (a full storage still reads): it is removed so they find the fallback.
      tryOn(primary, (s) => s.removeItem(key));
      // Said as it is: an opaque sandboxed frame throws at cookies too, and then nothing outlives the page.
      const where = works(cookie) ? 'in a cookie' : works(session) ? 'for this visit only' : 'on this page only: a reload starts a new cart';
      console.warn(
        formatMessage(`storage is not available${error ? ` (${String((error as Error).message ?? error)})` : ''}; the cart id is kept ${where}`),
      );
    }
    primary = null;
    kept = 'page'; // until the id is written somewhere else
  };
  if (!storage) giveUp();
  /** Runs `run` on localStorage while it works; `fallback` once it has thrown. */
  const onPrimary = <T>(run: (storage: CartStorage) => T, fallback: T): T => {
    if (!primary) return fallback;
    try {
      return run(primary);
    } catch (error) {
      giveUp(error);
      return fallback;
    }
  };
  const fallbackWrite = (value: string | null) => {
    const put = (s: CartStorage) => (value === null ? s.removeItem(key) : s.setItem(key, value));
    const inCookie = tryOn(cookie, put) !== null;
    const inSession = tryOn(session, put) !== null;
    kept = inCookie ? 'visits' : inSession ? 'tab' : 'page';
  };
  return {
    key,
    get persistent() {
      return kept === 'visits';
    },
    get kept() {
      return kept;
    },
    get shared() {
      // Without the primary storage, 'visits' means the cookie took the id.
      return Boolean(primary) || kept === 'visits';
    },
    read: () => onPrimary((s) => s.getItem(key), null) ?? tryOn(cookie, (s) => s.getItem(key)) ?? tryOn(session, (s) => s.getItem(key)) ?? memory,
    write(cartId) {
      memory = cartId;
      if (onPrimary((s) => (s.setItem(key, cartId), true), false)) kept = 'visits';
      else fallbackWrite(cartId);
    },
    clear() {
      memory = null;
      onPrimary((s) => s.removeItem(key), undefined);
      if (tryOn(cookie, (s) => s.getItem(key)) || tryOn(session, (s) => s.getItem(key))) fallbackWrite(null);
    },
    readPending: () => (primary ? onPrimary((s) => s.getItem(pendingKey), null) : tryOn(session, (s) => s.getItem(pendingKey))),
    writePending(value) {
      const put = (s: CartStorage) => (value === null ? s.removeItem(pendingKey) : s.setItem(pendingKey, value));
      if (primary) onPrimary(put, undefined);
      if (!primary) tryOn(session, put);
    },
    stamp: (value) => void tryOn(primary, (s) => s.setItem(`${key}:changed`, value)),
  };
}
