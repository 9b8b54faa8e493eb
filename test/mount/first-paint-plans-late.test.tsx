// @vitest-environment happy-dom
// The components can come before the plan chooser chunk: an add on a card painted meanwhile asks for them at once. They
// then draw the subscription card the first script was holding, and the first script leaves it to them: it draws over
// no card of theirs when the chunk comes (that card would keep the first paint's buttons, and an add on it would never
// be answered).
// One test: the components start once per page.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, releasePlanChooser, useFirstPaintPage } from './first-paint-page';

const { shop } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

vi.mock('../../src/scripts/plan-chooser', async (original) => (await import('./first-paint-page')).holdPlanChooser(original));

const host = (id: string) => document.getElementById(id)!;
const card = (id: string) => within(host(id).shadowRoot as unknown as HTMLElement);

it('components that come before the plan chooser chunk draw the held subscription card; the first script leaves it to them', async () => {
  document.body.innerHTML = `
    <div id="club" data-shop-product="coffee-club-box"></div>
    <div id="mug" data-shop-product="stoneware-mug"></div>`;

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(card('mug').getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false));
  fireEvent.click(card('mug').getByRole('button', { name: 'Add to cart' }));
  releaseComponents();
  await waitFor(() => expect(card('mug').getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 10_000 });
  // The components drew the club, still waiting for its purchase options.
  await waitFor(() => expect(host('club').shadowRoot).not.toBeNull());

  releasePlanChooser();
  const options = await card('club').findByRole('group', { name: 'Purchase options' }, { timeout: 10_000 });
  expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
  // A moment for a paint of the first script's that would come after the chunk's arrival.
  await new Promise((resolve) => setTimeout(resolve, 100));
  fireEvent.click(card('club').getByRole('button', { name: 'Add to cart' }));
  await waitFor(() => expect(card('club').getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 10_000 });
  expect(shop.sent.filter((s) => s.operationName === 'CartLinesAdd').at(-1)?.variables).toMatchObject({
    lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1028001', sellingPlanId: 'gid://shopify/SellingPlan/3101' }],
  });
});
