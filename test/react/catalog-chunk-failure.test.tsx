// @vitest-environment happy-dom
// A catalog chunk that could not be loaded (offline, a 404 after a deploy) says so where the grid stands, with a retry
// that brings the grid once the chunk arrives (src/react/lazy-catalog.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { CollectionGrid, ShopProvider } from '../../src/react';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('../../src/react/catalog', async (importOriginal) => {
  // The chunk's file does not arrive until the test says so (each import asks again, as the browser would).
  if (!chunk.reachable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shop-embed/react’s catalog chunk, unreachable', () => {
  it('says the part could not be loaded, and "Try again" brings the grid', async () => {
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <CollectionGrid handle="coffee" limit={2} />
      </ShopProvider>,
    );
    await screen.findByText('This part of the shop could not be loaded. Check your connection and try again.');
    chunk.reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Coffee' });
  });
});
