// Another tab's cart, as this tab hears of it through `storage` events, and a cart this shopper has from before: either
// brings the cart chunk, so the count shows without a click.
import type { CartIntents, CartStorage } from '../store';
import type { CartSlot } from './cart-slot';

/**
 * Listens to the `storage` events of this shop's cart id (`key`); returns the function that stops listening.
 *
 * The store hears other tabs through BroadcastChannel; `storage` events stand in only where that is missing (else
 * every change in another tab would be read twice). The id's own event fires only when the id changes, so each tab also
 * stamps every change it makes (`<key>:changed`, tab-sync.ts `announce`): a tab without a channel reads on each stamp,
 * one with a channel on those of the tabs without one (theirs begin with `-`), which it cannot hear otherwise. Before
 * the cart chunk is here there is no store to hear them: another tab's first cart brings the chunk as a stored cart does
 * at start, and the store restores that cart. A store that started as that cart was made heard nothing either: the other
 * tab announced it before this tab's channel opened, and its id reached this tab's storage after the store read it. So
 * an id the store does not show is read, unless a read or change is already queued (the announcement's).
 */
export function watchCartStorage(view: Window, key: string, store: CartIntents, cart: CartSlot): () => void {
  const onStorage = ({ key: changed, newValue }: StorageEvent) => {
    const state = store.getState();
    const deaf = typeof (view as { BroadcastChannel?: unknown }).BroadcastChannel !== 'function';
    if (changed === `${key}:changed` ? deaf || newValue?.[0] === '-' : changed === key && deaf) void state.refresh();
    else if (changed !== key || !newValue) return;
    else if (!cart.getState().chunk) cart.preload();
    else if (state.confirmedCart?.id !== newValue && (state.status === 'idle' || state.status === 'error')) void state.refresh();
  };
  view.addEventListener('storage', onStorage);
  return () => view.removeEventListener('storage', onStorage);
}

/**
 * Whether this shopper has a cart id stored: in `storage`, or, where localStorage throws, in the cookie or this tab's
 * sessionStorage (persistence.ts).
 */
export function hasStoredCart(storage: CartStorage | null, doc: Document, view: Window, key: string): boolean {
  const stored = (read: () => unknown) => {
    try {
      return Boolean(read());
    } catch {
      return false; // storage that throws: no stored cart there
    }
  };
  return (
    stored(() => storage?.getItem(key)) ||
    stored(() => doc.cookie.includes(`${encodeURIComponent(key)}=gid`)) ||
    stored(() => view.sessionStorage.getItem(key))
  );
}
