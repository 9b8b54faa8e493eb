// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartWidget } from '../../src/widget/cart/CartWidget';
import { CollectionGrid } from '../../src/widget/CollectionGrid';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async (title: string) => screen.findByRole('article', { name: title });
const ROAST = 'gid://shopify/ProductVariant/1027001';
const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001';
const EVERY_MONTH = 'gid://shopify/SellingPlan/3002';
const CLUB = 'gid://shopify/ProductVariant/1028001';
const CLUB_MONTHLY = 'gid://shopify/SellingPlan/3101';
const lines = (store: ReturnType<typeof renderWidgets>['store']) =>
  store
    .getState()
    .cart?.lines.map((l) => [l.merchandise.id, l.sellingPlanAllocation?.sellingPlan.id ?? null, l.quantity, l.cost.amountPerQuantity.amount]);

describe('the card’s purchase options', () => {
  it('shows one-time purchase and each plan with the shop’s price and the one-time price it saves against', async () => {
    renderWidgets(shop.client(), <ProductCard handle="fresh-roast-subscription" />);
    const roast = await card('Fresh Roast Subscription');
    const options = await within(roast).findByRole('group', { name: 'Purchase options' });
    const once = within(options).getByRole('radio', { name: /One-time purchase/ }) as HTMLInputElement;
    expect(once.checked).toBe(true);
    const biweekly = within(options).getByRole('radio', { name: /Delivered every 2 weeks, save 10%/ });
    expect(biweekly.closest('label')?.textContent).toContain('Sale price $18.00 Regular price $20.00');
    expect(biweekly.closest('label')?.textContent).toContain('Pay per delivery, every 2 weeks. Skip or cancel any time.');
    expect(
      within(options)
        .getByRole('radio', { name: /every month, save \$3\.00/ })
        .closest('label')?.textContent,
    ).toContain('$17.00');
    // Another size: the prices are that variant's allocations.
    fireEvent.click(within(roast).getByRole('radio', { name: '1 kg' }));
    await waitFor(() =>
      expect(
        within(roast)
          .getByRole('radio', { name: /every 2 weeks/ })
          .closest('label')?.textContent,
      ).toContain('$32.40'),
    );
    expect(within(roast).getByRole('group', { name: 'Purchase options' })).toBe(options);
  });

  it('adds under the chosen plan, and the same variant once as a separate line', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="fresh-roast-subscription" />);
    const roast = await card('Fresh Roast Subscription');
    const headline = () => roast.querySelector(':scope .price')!.textContent;
    expect(headline()).toBe('Price $20.00');
    fireEvent.click(await within(roast).findByRole('radio', { name: /every 2 weeks/ }));
    // The card's price is the plan's now, against the one-time price.
    await waitFor(() => expect(headline()).toBe('Sale price $18.00 Regular price $20.00'));
    fireEvent.click(within(roast).getByRole('button', { name: 'Add to cart' }));
    // Drawn at once at the plan's price.
    expect(lines(store)).toEqual([[ROAST, EVERY_2_WEEKS, 1, '18.0']]);
    await within(roast).findByText('Added to your cart.');
    fireEvent.click(within(roast).getByRole('radio', { name: /One-time purchase/ }));
    fireEvent.click(within(roast).getByRole('button', { name: 'Add to cart' }));
    expect(lines(store)).toHaveLength(2);
    await waitFor(() =>
      expect(lines(store)).toEqual([
        [ROAST, EVERY_2_WEEKS, 1, '18.0'],
        [ROAST, null, 1, '20.0'],
      ]),
    );
    expect(shop.sent.find((s) => s.operationName === 'CartCreate')?.variables).toMatchObject({
      input: { lines: [{ merchandiseId: ROAST, sellingPlanId: EVERY_2_WEEKS }] },
    });
  });

  it('a product that requires a plan has no one-time option and preselects its first plan', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="coffee-club-box" />);
    const club = await card('Coffee Club Box');
    const options = await within(club).findByRole('group', { name: 'Purchase options' });
    expect(within(options).queryByRole('radio', { name: /One-time/ })).toBeNull();
    await waitFor(() => expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(club).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(lines(store)).toEqual([[CLUB, CLUB_MONTHLY, 1, '25.5']]));
  });

  it('the card read brings the plans of the variant shown first: the card is drawn with them, and adds under the first at once', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="coffee-club-box" />);
    const club = await card('Coffee Club Box');
    // Drawn whole: the purchase options are there as the card appears (it waits for their chunk in its skeleton), the
    // first plan chosen; an add clicked now goes under it.
    const options = within(club).getByRole('group', { name: 'Purchase options' });
    expect((within(options).getByRole('radio', { name: /every month, save 15%/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(club).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(lines(store)).toEqual([[CLUB, CLUB_MONTHLY, 1, '25.5']]));
    expect(within(club).queryByText('Choose a purchase option first.')).toBeNull();
    // One read, the card's (with the shop's settings): none for the plans.
    expect(shop.operations().filter((name) => !name?.startsWith('Cart'))).toEqual(['CatalogReads']);
  });

  it('products without plans show no purchase options', async () => {
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await card('Stoneware Mug');
    expect(within(mug).queryByRole('group', { name: 'Purchase options' })).toBeNull();
    expect(shop.sent.some((s) => JSON.stringify(s).includes('sellingPlanAllocations'))).toBe(false);
  });
});

// A native change event (testing-library's fireEvent.change does not reach this select's listener in happy-dom).
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a line’s plan in the cart', () => {
  it('shows the plan and its description, and changes it or makes it one-time', async () => {
    const { store } = renderWidgets(shop.client(), <CartWidget variant="inline" />);
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 2, sellingPlanId: EVERY_2_WEEKS }]);
    const select = (await screen.findByRole('combobox', { name: 'Purchase option for Fresh Roast Subscription (500 g)' })) as HTMLSelectElement;
    expect(select.value).toBe(EVERY_2_WEEKS);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'One-time purchase',
      'Delivered every 2 weeks, save 10%, $18.00 each',
      'Delivered every month, save $3.00, $17.00 each',
    ]);
    expect(Array.from(select.closest('li')!.querySelectorAll('p.meta'), (meta) => meta.textContent)).toEqual([
      'Pay per delivery, every 2 weeks. Skip or cancel any time.',
    ]);
    choose(select, EVERY_MONTH);
    await waitFor(() => expect(lines(store)).toEqual([[ROAST, EVERY_MONTH, 2, '17.0']]));
    choose(select, '');
    await waitFor(() => expect(lines(store)).toEqual([[ROAST, null, 2, '20.0']]));
    expect(screen.queryByText(/Pay per delivery/)).toBeNull();
  });

  it('keeps the chosen plan in the select while the shop saves it', async () => {
    const { store } = renderWidgets(shop.client(), <CartWidget variant="inline" />);
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    const select = (await screen.findByRole('combobox', { name: /Purchase option for/ })) as HTMLSelectElement;
    const { http, delay } = await import('msw');
    shop.use(
      http.post(/graphql/, async ({ request }) => {
        if ((await request.clone().text()).includes('CartLinesUpdate')) await delay(150);
        return undefined;
      }),
    );
    choose(select, EVERY_MONTH);
    // The line is busy redrawing meanwhile; the select still says what the shopper chose, not the old plan.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(select.value).toBe(EVERY_MONTH);
    await waitFor(() => expect(lines(store)).toEqual([[ROAST, EVERY_MONTH, 1, '17.0']]));
    expect(select.value).toBe(EVERY_MONTH);
  });
});

describe('a grid’s tiles', () => {
  it('a product sold only under a plan asks for a plan instead of an add the shop would refuse', async () => {
    const { store } = renderWidgets(shop.client(), <CollectionGrid handle="subscriptions" />);
    const section = await screen.findByRole('region', { name: 'Subscriptions' });
    const club = await within(section).findByRole('article', { name: 'Coffee Club Box' });
    // The tile's effects run after it paints, as they always have before a shopper's click.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(within(club).getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(within(club).getByRole('status').textContent).toBe('Choose a purchase option first.'));
    expect(store.getState().cart).toBeNull();
    expect(shop.operations()).not.toContain('CartCreate');
  });
});
