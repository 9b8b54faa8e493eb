// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

// The card extras chunk cannot be loaded (offline, a 404): its import fails every time it is asked for.
let asked = 0;
vi.mock('../../src/scripts/card-extras', () => {
  asked += 1;
  throw new Error('offline');
});

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a card with line properties whose fields cannot be loaded', () => {
  it('says the options are still loading, asks for them again, and sends nothing', async () => {
    const declared = JSON.stringify([{ name: 'Engraving', type: 'text', required: true }]);
    const { store } = renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={declared} />);
    const candle = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
    await vi.waitFor(() => expect(asked).toBeGreaterThan(0));
    const before = asked;
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() =>
      expect(within(candle).getByRole('status').textContent).toBe('This product’s options are still loading. Try again in a moment.'),
    );
    await vi.waitFor(() => expect(asked).toBeGreaterThan(before));
    expect(store.getState().cart).toBeNull();
    expect(shop.operations()).not.toContain('CartCreate');
  });
});
