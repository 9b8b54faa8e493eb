// @vitest-environment happy-dom
// A provider unmounted (a route change, a test's cleanup, a micro-frontend taken down) leaves nothing running behind it:
// no timer, no listener on the window or the document, no channel to other tabs, no Web Lock held.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopProvider } from '../../src/react';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { AddMug, countChannels } from './helpers';

useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every timer set from now on that has neither fired nor been cleared, with the delay it was set for. */
function watchTimers() {
  const pending = new Map<unknown, number>();
  const set = globalThis.setTimeout;
  const clear = globalThis.clearTimeout;
  vi.stubGlobal('setTimeout', (run: () => void, ms = 0) => {
    const id = set(() => {
      pending.delete(id);
      run();
    }, ms);
    pending.set(id, ms);
    return id;
  });
  vi.stubGlobal('clearTimeout', (id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    clear(id);
  });
  return () => [...pending.values()];
}

/** Listeners added to the window and the document from now on, less those removed (by type); React's own left out. */
function watchListeners() {
  const count = new Map<string, number>();
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, ...rest) => {
      count.set(type, (count.get(type) ?? 0) + 1);
      add(type, ...rest);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, ...rest) => {
      count.set(type, (count.get(type) ?? 0) - 1);
      remove(type, ...rest);
    });
  }
  // React DOM listens for `selectionchange` on the document once, for every root it will ever render there.
  return () => [...count].filter(([type, n]) => n > 0 && type !== 'selectionchange').map(([type]) => type);
}

/** A Web Locks API that keeps a lock while its callback's promise is pending; the names of the locks held. */
function watchLocks() {
  const held: string[] = [];
  const locks = {
    async request(name: string, run: () => Promise<unknown>) {
      held.push(name);
      try {
        return await run();
      } finally {
        held.splice(held.indexOf(name), 1);
      }
    },
    query: async () => ({ held: held.map((name) => ({ name })), pending: [] }),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => [...held];
}

describe('unmounting <ShopProvider>', () => {
  afterEach(() => void Reflect.deleteProperty(navigator, 'locks'));

  it('leaves no timer, listener, channel or lock behind, within 100 ms, after it made a cart', async () => {
    const timers = watchTimers();
    const listeners = watchListeners();
    const channels = countChannels().open;
    const locks = watchLocks();
    const { unmount } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <AddMug />
      </ShopProvider>,
    );
    await act(async () => screen.getByRole('button', { name: '0 in the cart' }).click());
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('1 in the cart'));
    // The tab that made the cart names it in a lock for a while (tab-sync.ts `exclusive`), for tabs opened meanwhile.
    expect(locks().some((name) => name.includes('='))).toBe(true);
    unmount();
    await expect
      .poll(() => ({ timers: timers(), listeners: listeners(), channels: channels(), locks: locks() }), { timeout: 100, interval: 10 })
      .toEqual({
        timers: [],
        listeners: [],
        channels: 0,
        locks: [],
      });
  });
});
