// What several test/react files draw and count: a button that adds a mug, and the channels to other tabs left open.
import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
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

/**
 * Hydrates server-rendered markup in a test (no IntersectionObserver: every card draws at once), and after each test
 * unmounts what it hydrated and clears the page, the storage and the stubs.
 */
export function useHydration() {
  const roots: Root[] = [];
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
    localStorage.clear();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return (container: Element, page: ReactNode, options?: HydrationOptions) => void roots.push(hydrateRoot(container, page, options));
}
