// @vitest-environment happy-dom
// The plan chooser chunk is asked for once the shop has answered, so it comes at least one round trip after the answer.
// Only the cards of products that sell plans wait for it: the others are painted, priced and sellable meanwhile, and the
// held cards are painted with their purchase options as it comes (at their final size: nothing below them moves).
// One test: the components start once per page.
import { waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { planChooserAsked, releasePlanChooser, useFirstPaintPage } from './first-paint-page';

const { shop } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

vi.mock('../../src/scripts/plan-chooser', async (original) => (await import('./first-paint-page')).holdPlanChooser(original));

const host = (id: string) => document.getElementById(id)!;
const painted = (id: string) => within(host(id).shadowRoot as unknown as HTMLElement);

it('a card without plans is painted while the plan chooser chunk is on its way; the subscription card is painted as it comes', async () => {
  document.body.innerHTML = `
    <div id="club" data-shop-product="coffee-club-box"></div>
    <div id="mug" data-shop-product="stoneware-mug"></div>`;

  await import('../../src/scripts/first-script');
  // The mug, after the club on the page, is painted and sellable though the chunk is held.
  await waitFor(() => expect(painted('mug').getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false));
  expect(planChooserAsked()).toBe(true);
  expect(host('mug').shadowRoot!.querySelector('.price')!.textContent).toBe('Price $18.00');
  // The club, first on the page, waits for its purchase options, not painted without them (the page stylesheet keeps its
  // room).
  expect(host('club').shadowRoot).toBeNull();

  releasePlanChooser();
  await waitFor(() => expect(host('club').shadowRoot).not.toBeNull());
  const options = await painted('club').findByRole('group', { name: 'Purchase options' });
  expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
  expect(painted('club').getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
  expect(shop.operations()).toEqual(['CatalogReads']);
});
