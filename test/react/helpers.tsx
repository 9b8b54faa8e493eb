// What several test/react files draw and count: a button that adds a mug, and the channels to other tabs left open.
import { vi } from 'vitest';
import { useCart } from '../../src/react';
import { VARIANTS } from '../support/emulator';

/** Counts the BroadcastChannels opened and those still open. */
export function countChannels() {
  const opened: BroadcastChannel[] = [];
  const closed = new Set<BroadcastChannel>();
  const Real = globalThis.BroadcastChannel;
  vi.stubGlobal(
    'BroadcastChannel',
    class extends Real {
      constructor(name: string) {
        super(name);
        opened.push(this);
      }
      override close() {
        closed.add(this);
        super.close();
      }
    },
  );
  return { opened: () => opened.length, open: () => opened.filter((channel) => !closed.has(channel)).length };
}

export function AddMug() {
  const addLines = useCart((state) => state.addLines);
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  return (
    <button type="button" onClick={() => void addLines([{ merchandiseId: VARIANTS.mug }])}>
      {`${count} in the cart`}
    </button>
  );
}
