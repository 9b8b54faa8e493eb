// Another tab's cart, as this tab hears of it through `storage` events, and a cart this shopper has from before: either
// brings the cart chunk, so the count shows without a click.
import type { CartIntents, CartStorage } from '../store';
import type { CartSlot } from './slots/cart-slot';

/**
 * Listens to the `storage` events of this shop's cart id (`key`), and loads the cart chunk on idle where this shopper has a
 * cart stored; returns the function that stops listening.
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
export function watchCartStorage(view: Window, doc: Document, storage: CartStorage | null, key: string, store: CartIntents, cart: CartSlot) {
  const onStorage = ({ key: changed, newValue }: StorageEvent) => {
    const state = store.getState();
    const deaf = typeof (view as { BroadcastChannel?: unknown }).BroadcastChannel !== 'function';
    if (changed === `${key}:changed` ? deaf || newValue?.[0] === '-' : changed === key && deaf) void state.refresh();
    else if (changed !== key || !newValue) return;
    else if (!cart.getState().chunk) cart.preload();
    else if (state.confirmedCart?.id !== newValue && (state.status === 'idle' || state.status === 'error')) void state.refresh();
  };
  view.addEventListener('storage', onStorage);
  // A shopper who has a cart sees its count without clicking anything (also one kept, where localStorage throws, in the
  // cookie or this tab's sessionStorage: persistence.ts).
  const stored = (read: () => unknown) => {
    try {
      return Boolean(read());
    } catch {
      return false; // storage that throws: no stored cart there
    }
  };
  if ([() => storage?.getItem(key), () => doc.cookie.includes(`${encodeURIComponent(key)}=gid`), () => view.sessionStorage.getItem(key)].some(stored))
    cart.preload();
  return () => view.removeEventListener('storage', onStorage);
}
