// Comes with the cart chunk: how the intents the first script kept (cart-intents.ts) reach the real store once it is
// there. Runs once per page, after the shopper's first cart action or on idle, so it does not ride in the first script.
import type { CartStore } from './create-cart-store';
import type { Intent } from './cart-intents';
import { sameItem } from './optimistic';
import type { AddLineInput, Outcome } from './types';

/** The lines of consecutive adds as one add: the same merchandise with the same attributes sums its quantities (as the store's queue does). */
function mergeAdds(adds: Intent[]): AddLineInput[] {
  const merged: AddLineInput[] = [];
  for (const line of adds.flatMap((intent) => intent.args[0] as AddLineInput[])) {
    const same = merged.find((kept) => sameItem(kept, line));
    if (same) same.quantity = (same.quantity ?? 1) + (line.quantity ?? 1);
    else merged.push({ ...line });
  }
  return merged;
}

/** The kept intents, in order, to `real`; consecutive adds become one: merged lines, one outcome for every card that asked. */
export function replayIntents(real: CartStore, intents: Intent[]) {
  for (let i = 0; i < intents.length;) {
    const group: Intent[] = [];
    // An add whose lines are not a list goes alone, so the chunk's check of its arguments refuses it.
    while (intents[i]?.name === 'addLines' && Array.isArray(intents[i]!.args[0])) group.push(intents[i++]!);
    if (group.length) {
      // A refused shape (the chunk's argument checks throw) rejects every add of the group instead of leaving them waiting.
      new Promise<Outcome>((resolve) => resolve(real.getState().addLines(mergeAdds(group)))).then(
        (outcome) => group.forEach((intent) => intent.settle(outcome)),
        (error) => group.forEach((intent) => intent.reject(error)),
      );
      continue;
    }
    const { name, args, settle, reject } = intents[i++]!;
    new Promise((resolve) => resolve((real.getState()[name] as (...a: unknown[]) => unknown)(...args))).then(settle, reject);
  }
}
