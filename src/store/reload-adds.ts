// The adds a reload must not lose: saved in storage under the tab's name as the queue changes (pending-adds.ts keeps them),
// read back as the next page's store starts, and checked against the cart it reads once it is ready. This module owns the
// adds `held` from the page before until that check.
import type { Cart } from '../cart-client';
import { lineLanded } from './optimistic';
import { newOp, type AddOp, type Op } from './ops';
import { ownPendingAdds, savePendingAdds, takePendingAdds, unsentAdds, type PendingAdd } from './pending-adds';
import type { CartIdStore } from './persistence';
import type { Phase } from './status';
import type { AddLineInput } from './types';
import { savedAdds } from './view';

export interface ReloadAdds {
  /** The store starts: this tab's adds saved before the reload are held (left in storage until they are checked). */
  hold(): void;
  /** Saves what a reload must not lose (`at` 0: as a page gone for good, for any page that starts next to take). */
  save(phase: Phase, ops: readonly Op[], confirmed: Cart | null, at?: number): void;
  /**
   * The store became ready with `confirmed`: the adds held, and those of closed tabs, taken out of storage. `sent`: those
   * whose request left just before the reload and are not in the cart read (maybe still running at the shop), one add op
   * per request, to run next as the add it was; `unsent`: the lines to add again.
   */
  take(confirmed: Cart | null): { sent: AddOp[]; unsent: AddLineInput[] };
}

export function createReloadAdds(ids: CartIdStore, tabId: () => string): ReloadAdds {
  let held: PendingAdd[] = [];
  return {
    hold: () => void (held = ownPendingAdds(ids, tabId())),
    save(phase, ops, confirmed, at) {
      const saved = savedAdds(phase, held, ops, confirmed);
      if (saved) savePendingAdds(ids, tabId(), saved, at);
    },
    take(confirmed) {
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
      const sent = [...new Set(running.map((add) => add.sentAt))].map((sentAt) => {
        const lines = running.filter((add) => add.sentAt === sentAt);
        const [{ mark }] = lines as [PendingAdd];
        return newOp<AddOp>({ kind: 'add', lines: lines.map((add) => add.line), before: lines.map((add) => add.baseline), sentAt, mark });
      });
      const unsent = unsentAdds(
        taken.filter((add) => !running.includes(add)),
        confirmed,
      );
      return { sent, unsent };
    },
  };
}
