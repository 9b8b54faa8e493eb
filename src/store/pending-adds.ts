// Adds the shop has not confirmed yet survive a reload. Each tab keeps its own entry (so one tab never erases or
// re-sends another live tab's adds), stamped with when it was last written; on start a tab takes back its own entry
// (a reload keeps the tab id) and any entry whose tab has stopped writing — and sends what was never sent, and re-sends
// what the cart shows did not land (the line is not yet at the quantity it had before the add plus the add). An add whose
// request had left may still be running at the shop: it is judged by reads until that request's time limit has passed
// (run-op.ts).
import type { Cart } from '../cart-client';
import { plainJson } from '../cart-client/json';
import { lineLanded } from './optimistic';
import type { CartIdStore, CartStorage } from './persistence';
import type { AddLineInput } from './types';

export interface PendingAdd {
  line: AddLineInput;
  /** Quantity of the matching line before this add was sent. */
  baseline: number;
  /**
   * When its request last left (`Date.now()`); absent when it was never sent, so it is safe to send at once. Only whether
   * it is there counts: the wall clock may jump across a reload.
   */
  sentAt?: number | undefined;
  /** The token its request marked the cart with (store/marks.ts): the next page reads whether it ran. */
  mark?: string | undefined;
}
type Saved = Record<string, { at: number; adds: PendingAdd[] }>;

/**
 * Names this tab across reloads (sessionStorage lives as long as the tab), so a reloaded page, or the next provider
 * mounted in the same tab, takes back the adds it had not sent yet; another live tab never does. Without sessionStorage
 * (it throws) each store is a new tab.
 */
export function sessionTabId(session: () => CartStorage): string | undefined {
  try {
    const storage = session();
    const id = storage.getItem('shop-embed:tab') ?? Math.random().toString(36).slice(2);
    storage.setItem('shop-embed:tab', id);
    return id;
  } catch {
    return undefined;
  }
}

/**
 * A live tab rewrites its entry at least this often (retries wait at most 30 s), so an older one belongs to a closed tab;
 * a page that went away for good stamps its entry 0 (`CartStore.leave`), for the next page of any tab to take at once.
 */
export const PENDING_STALE_MS = 60_000;

function read(ids: CartIdStore): Saved {
  try {
    const saved = JSON.parse(ids.readPending() ?? '{}') as Saved;
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? saved : {};
  } catch {
    return {};
  }
}

function write(ids: CartIdStore, saved: Saved) {
  ids.writePending(Object.keys(saved).length ? plainJson(saved) : null);
}

export function savePendingAdds(ids: CartIdStore, tabId: string, adds: PendingAdd[], now = Date.now()): void {
  const saved = read(ids);
  if (!adds.length && !saved[tabId]) return;
  if (adds.length) saved[tabId] = { at: now, adds };
  else delete saved[tabId];
  write(ids, saved);
}

/** This tab's saved adds, left in storage (read at start, so saving the new queue keeps them until they are re-sent). */
export function ownPendingAdds(ids: CartIdStore, tabId: string): PendingAdd[] {
  return read(ids)[tabId]?.adds ?? [];
}

/** Takes this tab's entry and those of tabs that stopped writing out of storage, and returns their adds. */
export function takePendingAdds(ids: CartIdStore, tabId: string, now = Date.now()): PendingAdd[] {
  const saved = read(ids);
  const taken: PendingAdd[] = [];
  for (const [owner, entry] of Object.entries(saved)) {
    if (owner !== tabId && now - (entry?.at ?? 0) < PENDING_STALE_MS) continue;
    if (Array.isArray(entry?.adds)) taken.push(...entry.adds.filter((add) => typeof add?.line?.merchandiseId === 'string'));
    delete saved[owner];
  }
  if (taken.length) write(ids, saved);
  return taken;
}

/**
 * The saved adds to send: those never sent (no `sentAt`: nothing of them can be in the cart, though another tab's units of
 * the same item may have come on top of their baseline meanwhile), and those sent that the cart shows did not land.
 */
export function unsentAdds(entries: readonly PendingAdd[], cart: Cart | null): AddLineInput[] {
  return entries.filter((entry) => entry.sentAt === undefined || !lineLanded(cart, entry.line, entry.baseline)).map((entry) => entry.line);
}
