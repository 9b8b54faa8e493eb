// Adds the shop has not confirmed yet survive a reload: they are written to storage with the quantity the cart had
// before them, and on the next start re-sent only if the cart shows they did not land.
import type { Cart } from '../cart-client';
import { findMatchingLine } from './optimistic';
import type { CartIdStore } from './persistence';
import type { AddLineInput } from './types';

export interface PendingAdd {
  line: AddLineInput;
  /** Quantity of the matching line before this add was sent. */
  baseline: number;
}

export function savePendingAdds(ids: CartIdStore, adds: Array<{ lines: AddLineInput[]; before: number[] }>): void {
  const entries: PendingAdd[] = adds.flatMap((add) => add.lines.map((line, i) => ({ line, baseline: add.before[i] ?? 0 })));
  ids.writePending(entries.length ? JSON.stringify(entries) : null);
}

/** Takes the saved adds out of storage, so that a second tab does not send them too. */
export function takePendingAdds(ids: CartIdStore): PendingAdd[] {
  const raw = ids.readPending();
  if (!raw) return [];
  ids.writePending(null);
  try {
    const entries = JSON.parse(raw) as PendingAdd[];
    return Array.isArray(entries) ? entries.filter((entry) => typeof entry?.line?.merchandiseId === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved adds the cart shows did not land (their line is not yet at baseline + quantity). */
export function unsentAdds(entries: readonly PendingAdd[], cart: Cart | null): AddLineInput[] {
  return entries
    .filter((entry) => (findMatchingLine(cart, entry.line.merchandiseId, entry.line.attributes)?.quantity ?? 0) < entry.baseline + (entry.line.quantity ?? 1))
    .map((entry) => entry.line);
}
