// A shopper with a stored cart clicks Add before that cart has been read (the first script replays the click into the
// store as soon as the cart chunk starts it): the add counts once. It counted twice: the add, queued behind the read, was
// saved as this tab's kept add, and taken back as an add from before a reload once the read was done.
import { expect, it, vi } from 'vitest';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
vi.spyOn(console, 'warn').mockImplementation(() => {});

it('an add made while the stored cart is being read lands once', async () => {
  const storage = memoryStorage();
  await makeStore(shop.client(), { storage })
    .getState()
    .addLines([{ merchandiseId: VARIANTS.mug }]);
  const page = makeStore(shop.client(), { storage, tabId: 'tab' });
  const started = page.getState().start();
  expect(page.getState().status).toBe('loading');
  await Promise.all([started, page.getState().addLines([{ merchandiseId: VARIANTS.mug }])]);
  await new Promise((resolve) => setTimeout(resolve, 200)); // a second send would be on its way now
  await page.idle();
  expect(page.getState().cart?.totalQuantity).toBe(2);
  expect(shop.operations().filter((name) => name === 'CartLinesAdd')).toHaveLength(1);
});
