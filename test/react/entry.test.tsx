// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartInline, CartToggle, ProductCard, ShopProvider, useCart, useProduct } from '../../src/react';
import { scopeStyles } from '../../src/react/styles';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Title({ handle }: { handle: string }) {
  const read = useProduct(handle);
  return <p>{read.status === 'ready' ? (read.data?.title ?? 'none') : read.status}</p>;
}

function Count() {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const { addLines } = useCart();
  return (
    <button type="button" onClick={() => void addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }])}>
      {`${count} in the cart`}
    </button>
  );
}

describe('shop-embed/react', () => {
  it('runs on React itself, not preact', () => {
    // (Typed against src/react-lite.ts like all tests; this run's `react` is React itself.)
    expect((React as { version?: string }).version).toMatch(/^(18|19)\./);
    const { container } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <CartToggle />
      </ShopProvider>,
    );
    const button = container.querySelector('button')!;
    expect(Object.keys(button).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });

  it('asks the Storefront API version the provider names, 2026-04 by default', async () => {
    const paths = () => shop.sent.map(({ url }) => new URL(url!).pathname);
    const { container, unmount } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <Title handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    await waitFor(() => expect(container.textContent).toBe('Classic Cotton Tee'));
    expect(paths()).toEqual(['/api/2026-04/graphql.json']);
    unmount();
    shop.sent.length = 0;
    const again = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} apiVersion="2026-07">
        <Title handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    await waitFor(() => expect(again.container.textContent).toBe('Classic Cotton Tee'));
    expect(paths()).toEqual(['/api/2026-07/graphql.json']);
  });

  it('useProduct reads through the provider, useCart gives the cart and its actions', async () => {
    const { container } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <Title handle="classic-cotton-tee" />
        <Title handle="no-such-thing" />
        <Count />
      </ShopProvider>,
    );
    const titles = () => Array.from(container.querySelectorAll('p'), (title) => title.textContent);
    await waitFor(() => expect(titles()).toEqual(['Classic Cotton Tee', 'none']));
    expect(shop.operations().filter((name) => name === 'CatalogReads')).toHaveLength(1);
    const count = screen.getByRole('button', { name: '0 in the cart' });
    act(() => count.click());
    await waitFor(() => expect(count.textContent).toBe('2 in the cart'));
  });

  it("a cart line with plans gets its select with the plan chooser chunk, and changes the line's plan", async () => {
    function AddRoast() {
      const addLines = useCart((state) => state.addLines);
      const add = [{ merchandiseId: 'gid://shopify/ProductVariant/1027001', sellingPlanId: 'gid://shopify/SellingPlan/3001' }];
      return (
        <button type="button" onClick={() => void addLines(add)}>
          Add roast
        </button>
      );
    }
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <AddRoast />
        <CartInline />
      </ShopProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Add roast' }).click());
    const select = (await screen.findByRole('combobox', { name: 'Purchase option for Fresh Roast Subscription (500 g)' })) as HTMLSelectElement;
    expect(select.value).toBe('gid://shopify/SellingPlan/3001');
    act(() => {
      select.value = 'gid://shopify/SellingPlan/3002';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The shop's answer: the line under the monthly plan, at its price.
    await waitFor(() => expect(document.querySelector('[part="line-total"]')!.textContent).toContain('$17.00'));
    expect(shop.operations()).toContain('CartLinesUpdate');
  });

  it('with `shadow`, draws each component in a shadow root with the stylesheet in it', async () => {
    const { container } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} shadow>
        <ProductCard handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    const host = container.querySelector('.shop-embed-react')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('article .title')?.textContent).toBe('Classic Cotton Tee'));
    await waitFor(() => expect(host.shadowRoot!.querySelector('style')?.textContent).toContain('.shop-embed{'));
    // The page's queries do not reach into it.
    expect(container.querySelector('article')).toBeNull();
  });

  it('styles.css nests the rules under the components’ class and keeps keyframes at the top', () => {
    const css = scopeStyles('.card{color:red}@keyframes spin{to{transform:rotate(1turn)}}@media (min-width:1px){.x{top:0}}', 'scope');
    expect(css).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}\n.scope{display:contents}\n.scope{\n.card{color:red}@media (min-width:1px){.x{top:0}}}',
    );
  });
});
