// The adds a reload must not lose: saved in storage under the tab's name as the queue changes (pending-adds.ts keeps
// them), read back as the next page's store starts, and checked against the cart it reads once it is ready. This module
// owns the adds `held` from the page before until that check.
import { lineLanded } from './optimistic';
import { newOp, type AddOp } from './ops';
import { ownPendingAdds, savePendingAdds, takePendingAdds, unsentAdds, type PendingAdd } from './pending-adds';
import type { CartIdStore } from './persistence';
import type { Phase } from './status';
import type { Cart } from '../cart-client';
import type { OpQueue } from './queue';
import type { CartStoreState, StoreApi } from './store-api';
import type { TabSync } from './tab-sync';
import { savedAdds } from './view';

/**
 * `ids`: where they are saved, under the tab's name; `tab`: the tab (tab-sync.ts), its name and what it tells the other
 * tabs; `queue`: the store's; `store`: its actions.
 */
export function createReloadAdds(ids: CartIdStore, tab: Pick<TabSync, 'tabId' | 'announce'>, queue: OpQueue, store: StoreApi<CartStoreState>) {
  const { tabId } = tab;
  /** While loading or restoring: this tab's adds saved before the reload, kept in storage until they are checked. */
  let held: PendingAdd[] = [];
  return {
    /** The store starts: this tab's adds saved before the reload are held. */
    hold: () => void (held = ownPendingAdds(ids, tabId())),
    /** Saves what a reload must not lose in `phase` (`at` 0: as a page gone for good, for any page that starts next to take). */
    save(phase: Phase, confirmed: Cart | null, at?: number) {
      const saved = savedAdds(phase, held, queue.ops, confirmed);
      if (saved) savePendingAdds(ids, tabId(), saved, at);
    },
    /**
     * The store became ready: the adds held, and those of closed tabs, are checked against the cart it read and those that
     * did not land sent. One whose request left just before may still be running at the shop: it runs next, as the add it
     * was (one op per request, its lines landing together), and is judged by a read once that request had time to finish
     * (run-op.ts).
     */
    take(confirmed: Cart | null) {
      // This tab's saved entry also holds the adds this page queued while loading: they are in the queue, so only what the
      // page before saved (`held`, read at start) is taken back, with the entries of closed tabs.
      savePendingAdds(ids, tabId(), []);
      const taken = [...held, ...takePendingAdds(ids, tabId())];
      held = [];
      // Sent, and not in the cart just read: maybe still running at the shop, whatever the clock says (it may have jumped).
      // A marked one is judged by its mark, read with the cart (run-op.ts): another tab's units on its line are not it.
      const running = confirmed
        ? taken.filter((add) => add.sentAt !== undefined && (add.mark !== undefined || !lineLanded(confirmed, add.line, add.baseline)))
        : [];
      for (const sentAt of new Set(running.map((add) => add.sentAt))) {
        const sent = running.filter((add) => add.sentAt === sentAt);
        const [{ mark }] = sent as [PendingAdd];
        void queue.resumeSent(
          newOp<AddOp>({ kind: 'add', lines: sent.map((add) => add.line), before: sent.map((add) => add.baseline), sentAt, mark }),
        );
      }
      // The page that sent an add died before its answer, so it told no other tab: they hear it now, and read what the shop
      // has (one still running is told as a read judging it sees the cart change, run-op.ts).
      if (confirmed && taken.some((add) => add.sentAt !== undefined)) tab.announce(confirmed.id);
      const unsent = unsentAdds(
        taken.filter((add) => !running.includes(add)),
        confirmed,
      );
      if (unsent.length) void store.getState().addLines(unsent);
    },
  };
}
