// @vitest-environment happy-dom
// A page with subscription products: the first script's one read brings their selling plans, it paints the other cards
// and leaves these to the components, which draw each whole (purchase options and all) from that read: the page asks
// the shop nothing more, and a card sold only under a plan adds under its first plan the moment it is there.
// One test: the components start once per page.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { shop } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const host = (id: string) => document.getElementById(id)!;

it('cards with selling plans come from the one read, drawn by the components alone, usable at once', async () => {
  document.body.innerHTML = `
    <div id="mug" data-shop-product="stoneware-mug"></div>
    <div id="roast" data-shop-product="fresh-roast-subscription"></div>
    <div id="club" data-shop-product="coffee-club-box"></div>`;

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(host('mug').shadowRoot?.querySelector('.title')?.textContent).toBe('Stoneware Mug'));
  // The mug is painted; the subscription cards keep the page stylesheet's placeholder until the components draw them.
  expect(host('roast').shadowRoot).toBeNull();
  expect(host('club').shadowRoot).toBeNull();
  expect(shop.operations()).toEqual(['CatalogReads']);

  releaseComponents();
  await waitFor(() => expect(host('club').shadowRoot?.querySelector('article')).toBeTruthy(), { timeout: 10_000 });
  const club = within(host('club').shadowRoot as unknown as HTMLElement);
  // Drawn whole: its purchase options are in the card as it appears, its first plan chosen.
  const options = club.getByRole('group', { name: 'Purchase options' });
  expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(club.getByRole('button', { name: 'Add to cart' }));
  await waitFor(() => expect(club.getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 10_000 });
  expect(shop.sent.find((s) => s.operationName === 'CartCreate')?.variables).toMatchObject({
    input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1028001', sellingPlanId: 'gid://shopify/SellingPlan/3101' }] },
  });
  // The roast's options are the shop's prices under each plan, from the same read.
  const roast = within(host('roast').shadowRoot as unknown as HTMLElement);
  expect(roast.getByRole('radio', { name: /every 2 weeks/ }).closest('label')!.textContent).toContain('$18.00');
  // One read for the whole page: the plans asked nothing more.
  expect(shop.operations().filter((name) => !name?.startsWith('Cart'))).toEqual(['CatalogReads']);
});
