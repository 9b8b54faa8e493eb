// @vitest-environment happy-dom
// A page with subscription products: the first script's one read brings their selling plans; it paints these cards too
// (a card sold only under a plan priced under its first plan), and the components add their purchase options from that
// read: the page asks the shop nothing more, and a card sold only under a plan adds under its first plan.
// One test: the components start once per page.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { shop } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const host = (id: string) => document.getElementById(id)!;

it('cards with selling plans are painted from the one read, priced, their Add enabled; the components add their purchase options', async () => {
  document.body.innerHTML = `
    <div id="mug" data-shop-product="stoneware-mug"></div>
    <div id="roast" data-shop-product="fresh-roast-subscription"></div>
    <div id="club" data-shop-product="coffee-club-box"></div>`;

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(host('mug').shadowRoot?.querySelector('.title')?.textContent).toBe('Stoneware Mug'));
  // Every card is painted, the subscription cards too: the roast at its one-time price (one-time purchase is its first
  // choice), the club, sold only under a plan, at its first plan's price against the one-time price, its Add enabled.
  const painted = (id: string) => within(host(id).shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(painted('club').getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false));
  expect(painted('roast').getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
  expect(host('roast').shadowRoot!.querySelector('.price')!.textContent).toBe('Price $20.00');
  expect(host('club').shadowRoot!.querySelector('.price')!.textContent).toBe('Sale price $25.50 Regular price $30.00');
  // Their purchase options are painted too, from the same read: the card has its final size before the components come.
  const painting = within(painted('club').getByRole('group', { name: 'Purchase options' }));
  expect((painting.getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
  // A plan chosen on the painted roast prices the card under it.
  fireEvent.click(painted('roast').getByRole('radio', { name: /every 2 weeks/ }));
  await waitFor(() => expect(host('roast').shadowRoot!.querySelector('.price')!.textContent).toBe('Sale price $18.00 Regular price $20.00'));
  expect(shop.operations()).toEqual(['CatalogReads']);

  releaseComponents();
  const club = within(host('club').shadowRoot as unknown as HTMLElement);
  // Taken over in place; its purchase options come with their chunk, its first plan chosen.
  const options = await club.findByRole('group', { name: 'Purchase options' }, { timeout: 10_000 });
  expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(club.getByRole('button', { name: 'Add to cart' }));
  await waitFor(() => expect(club.getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 10_000 });
  expect(shop.sent.find((s) => s.operationName === 'CartCreate')?.variables).toMatchObject({
    input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1028001', sellingPlanId: 'gid://shopify/SellingPlan/3101' }] },
  });
  // The roast's options are the shop's prices under each plan, from the same read.
  const roast = within(host('roast').shadowRoot as unknown as HTMLElement);
  expect(roast.getByRole('radio', { name: /every 2 weeks/ }).closest('label')!.textContent).toContain('$18.00');
  // The plan chosen on the painted card stays chosen as the components take it over.
  expect((roast.getByRole('radio', { name: /every 2 weeks/ }) as HTMLInputElement).checked).toBe(true);
  // One read for the whole page: the plans asked nothing more.
  expect(shop.operations().filter((name) => !name?.startsWith('Cart'))).toEqual(['CatalogReads']);
});
