// @vitest-environment happy-dom
// A page with a Buy now card: the first script paints the other cards and leaves this one to the components (its button is
// theirs, and a press before they came must not add to the cart). Drawn, its Buy now goes through the page's runtime: the
// cart file, then the Buy now file, one CartCreate of that line, `begin-checkout` and the cancelable `checkout`; nothing
// is added to the shopper's cart. One test: the components start once per page.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { shop } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const host = (id: string) => document.getElementById(id)!;

it('a Buy now card is drawn by the components, and its press checks out that one line through the page', async () => {
  document.body.innerHTML = `
    <div id="candle" data-shop-product="hand-poured-beeswax-candle" data-shop-buy-now></div>
    <div id="mug" data-shop-product="stoneware-mug"></div>`;
  const events: Array<[string, unknown]> = [];
  document.addEventListener('shop-embed:begin-checkout', (event) => events.push(['begin-checkout', (event as CustomEvent).detail]));
  // The page keeps the shopper (happy-dom navigates nowhere anyway): the event is what a site would hear.
  document.addEventListener('shop-embed:checkout', (event) => (events.push(['checkout', (event as CustomEvent).detail]), event.preventDefault()));

  await import('../../src/scripts/first-script');
  // The first paint draws the cards in page order: once the mug (after the candle) is drawn, the candle was passed over.
  await waitFor(() => expect(host('mug').shadowRoot?.querySelector('.title')?.textContent).toBe('Stoneware Mug'));
  expect(host('candle').shadowRoot).toBeNull();

  releaseComponents();
  await waitFor(() => expect(host('candle').shadowRoot?.querySelector('article')).toBeTruthy(), { timeout: 10_000 });
  const candle = within(host('candle').shadowRoot as unknown as HTMLElement);
  expect(candle.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  fireEvent.click(candle.getByRole('button', { name: 'Buy now' }));
  await waitFor(() => expect(events.map(([name]) => name)).toEqual(['begin-checkout', 'checkout']), { timeout: 10_000 });
  expect((events[1]![1] as { url: string }).url).toContain('_fd=0');
  expect(shop.sent.filter((s) => s.operationName?.startsWith('Cart')).map((s) => [s.operationName, s.variables])).toEqual([
    ['CartCreate', expect.objectContaining({ input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1014001', quantity: 1 }] } })],
  ]);
  // The shopper's cart was never made: no cart id stored.
  expect(Object.keys(localStorage).filter((key) => /^shop-embed:cart:[^:]+$/.test(key))).toEqual([]);
});
