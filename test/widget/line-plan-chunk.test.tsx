// @vitest-environment happy-dom
// A cart line's plan select comes with the plan chooser chunk, not the cart's: until it is here (or where it cannot be
// loaded) the line names its plan, and everything else on the line works.
import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartWidget } from '../../src/widget/cart/CartWidget';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

/** How the chunk's next load ends: held until the test says, then loaded or refused. */
const chunk = vi.hoisted(() => {
  let settle: (ok: boolean) => void = () => {};
  return {
    requested: 0,
    hold() {
      return new Promise<boolean>((resolve) => (settle = resolve));
    },
    release: (ok: boolean) => settle(ok),
  };
});
vi.mock('../../src/scripts/plan-chooser', async (original) => {
  chunk.requested++;
  if (!(await chunk.hold())) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROAST = 'gid://shopify/ProductVariant/1027001';
const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001';
const planLine = async (store: ReturnType<typeof renderWidgets>['store']) => {
  await store.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
  return (await screen.findByRole('heading', { name: 'Fresh Roast Subscription' })).closest('li')!;
};

describe('a cart line’s plan, before and without the plan chooser chunk', () => {
  it('names its plan while the chunk loads and where it cannot be loaded; its quantity still changes', async () => {
    const { store } = renderWidgets(shop.client(), <CartWidget variant="inline" />);
    const before = chunk.requested;
    const line = await planLine(store);
    await waitFor(() => expect(chunk.requested).toBe(before + 1));
    expect(within(line).queryByRole('combobox')).toBeNull();
    expect(line.querySelector('p.meta.plan')?.textContent).toBe('Delivered every 2 weeks, save 10%');

    chunk.release(false);
    within(line).getByRole('button', { name: 'Increase quantity of Fresh Roast Subscription (500 g)' }).click();
    await waitFor(() => expect(store.getState().cart?.lines[0]?.quantity).toBe(2));
    expect(within(line).queryByRole('combobox')).toBeNull();
    expect(line.querySelector('p.meta.plan')?.textContent).toBe('Delivered every 2 weeks, save 10%');
  });

  it('draws the select once the chunk is here, under the page’s sentence where it has one', async () => {
    const before = chunk.requested;
    const { store } = renderWidgets(shop.client(), <CartWidget variant="inline" />, { strings: { linePlan: 'Abo für {title}' } });
    const line = await planLine(store);
    // A failed load (the case above) is forgotten: this line asks again.
    await waitFor(() => expect(chunk.requested).toBe(before + 1));
    chunk.release(true);
    const select = (await within(line).findByRole('combobox', { name: 'Abo für Fresh Roast Subscription (500 g)' })) as HTMLSelectElement;
    expect(select.value).toBe(EVERY_2_WEEKS);
    // The chunk's English where the page has none.
    expect(select.options[0]!.textContent).toBe('One-time purchase');
    expect(select.options[1]!.textContent).toBe('Delivered every 2 weeks, save 10%, $18.00 each');
    expect(line.querySelector('p.meta.plan')).toBeNull();
  });
});
