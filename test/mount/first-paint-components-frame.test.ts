// @vitest-environment happy-dom
// The components are asked for once every card is drawn, in the next frame: that frame draws the last cards first.
// Asked for at once, they could come back before it, and taking fifty cards over (one long task) went before it: the last
// cards showed 50-70 ms after they were drawn (bench, fifty cards). Here the frames are held, as a busy browser holds them.
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { askedForComponents, useFirstPaintPage } from './first-paint-page';

useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

afterEach(() => vi.restoreAllMocks());

it('asks for the components in the frame after the last card is drawn, not before it', async () => {
  document.body.innerHTML = ['classic-cotton-tee', 'stoneware-mug', 'merino-crew-sweater']
    .map((handle) => `<div data-shop-product="${handle}"></div>`)
    .join('');
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const cards = () => [...document.querySelectorAll('[data-shop-product]')].map((el) => el.shadowRoot?.querySelector('.price')?.textContent);

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(cards().every(Boolean)).toBe(true));
  // Every card is drawn and priced; the tasks that follow run, but no frame has come.
  await new Promise((settled) => setTimeout(settled, 50));
  expect(askedForComponents()).toBe(false);
  expect(frames).toHaveLength(1);

  frames.splice(0).forEach((frame) => frame(performance.now()));
  await waitFor(() => expect(askedForComponents()).toBe(true));
});
