// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartToggle } from '../../src/widget/card/CartToggle';
import { CartDrawer, CartInline, CartWidget } from '../../src/widget/cart';
import { useEmulator, VARIANTS } from '../support/emulator';
import { addLine, emptyCartSays } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector('dialog')!;

/** A cart toggle and a closed drawer over a cart holding two mugs. */
async function toggleAndDrawerWithTwoMugs() {
  const { store } = renderWidgets(
    shop.client(),
    <>
      <CartToggle />
      <CartDrawer />
    </>,
  );
  await addLine(store, VARIANTS.mug, 2);
  return store;
}

describe('cart drawer', () => {
  it('opens from the toggle as a modal dialog titled with the count, focus inside; Esc closes it and focus returns', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const store = await toggleAndDrawerWithTwoMugs();
    expect(dialog().open).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Cart, 2 items' });
    toggle.focus();
    fireEvent.click(toggle);

    await waitFor(() => expect(dialog().open).toBe(true));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(store.getState().drawerOpen).toBe(true);
    const drawer = screen.getByRole('dialog', { name: 'Your cart (2)' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close cart' }));

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(store.getState().drawerOpen).toBe(false));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('opens in the task of the click: no frame shows the drawer drawn inside a closed dialog', async () => {
    await toggleAndDrawerWithTwoMugs();
    // A plain click (no act(), which would run effects at once): preact draws in a microtask, effects wait for a frame.
    screen.getByRole('button', { name: 'Cart, 2 items' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await Promise.resolve();
    expect(document.querySelectorAll('li.line')).toHaveLength(1);
    expect(dialog().open).toBe(true);
  });

  it('closes with the close button and when the store closes it', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    act(() => store.getState().openDrawer());
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(store.getState().drawerOpen).toBe(false);
    expect(dialog().open).toBe(false);

    act(() => store.getState().openDrawer());
    await waitFor(() => expect(dialog().open).toBe(true));
    act(() => store.getState().closeDrawer());
    await waitFor(() => expect(dialog().open).toBe(false));
  });

  it('falls back to the open attribute where showModal is missing', async () => {
    const original = HTMLDialogElement.prototype.showModal;
    (HTMLDialogElement.prototype as { showModal?: unknown }).showModal = undefined;
    try {
      const { store } = renderWidgets(shop.client(), <CartDrawer />);
      act(() => store.getState().openDrawer());
      await waitFor(() => expect(dialog().hasAttribute('open')).toBe(true));
      expect(emptyCartSays(dialog())).toBe('Your cart is empty.');
    } finally {
      HTMLDialogElement.prototype.showModal = original;
    }
  });

  it('shows the empty state with Continue shopping, which closes the drawer', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    act(() => store.getState().openDrawer());
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(emptyCartSays(drawer)).toBe('Your cart is empty.');
    expect(within(drawer).queryByRole('button', { name: 'Check out' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continue shopping' }));
    expect(store.getState().drawerOpen).toBe(false);
  });

  it('locks the page scroll and adds a history entry while open; going back closes it and the page gets its overflow back', async () => {
    const root = document.documentElement;
    root.style.overflow = 'scroll';
    history.replaceState(null, ''); // a page that keeps no state in its history (no router)
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    act(() => store.getState().openDrawer());
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(root.style.overflow).toBe('hidden');
    // A new entry on top of the page's.
    expect(history.state).toEqual({ shopEmbedDrawer: expect.any(String) });

    // The page pushes an entry of its own and then goes back to the drawer's: the drawer stays open.
    history.pushState({ route: 'sale' }, '');
    history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().drawerOpen).toBe(true);
    // Back once more leaves the drawer's entry: the drawer closes.
    history.back();
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(store.getState().drawerOpen).toBe(false);
    expect(root.style.overflow).toBe('scroll');
    expect(history.state).toBeNull();

    // Closed by its button, the drawer takes its entry back off: the page is on its own entry again.
    act(() => store.getState().openDrawer());
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(history.state).toEqual({ shopEmbedDrawer: expect.any(String) });
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(history.state).toBeNull());
    expect(dialog().open).toBe(false);
    root.style.overflow = '';
  });

  it('leaves alone the history of a page whose router keeps its state there (it would draw its page again on the popstate)', async () => {
    const routerState = { turbo: { restorationIdentifier: 'a1' } }; // as Turbo sets it as it starts
    history.replaceState(routerState, '');
    const entries = history.length;
    const popped = vi.fn();
    window.addEventListener('popstate', popped);
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    act(() => store.getState().openDrawer());
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(document.documentElement.style.overflow).toBe('hidden'); // the page still holds still behind it
    expect([history.length, history.state]).toEqual([entries, routerState]);
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(dialog().open).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popped).not.toHaveBeenCalled();
    expect([history.length, history.state]).toEqual([entries, routerState]);
    window.removeEventListener('popstate', popped);
    history.replaceState(null, '');
  });

  it('renders the same content inline on a cart page, under its heading (no landmark of its own), with a link back when empty', async () => {
    const { store } = renderWidgets(shop.client(), <CartWidget variant="inline" continueUrl="/shop" />);
    // The page names its own cart section; the inline cart adds no second region of the same name.
    expect(screen.queryByRole('region')).toBeNull();
    const region = screen.getByRole('heading', { name: 'Your cart' }).closest<HTMLElement>('[part=cart]')!;
    expect(emptyCartSays(region)).toBe('Your cart is empty.');
    expect(within(region).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
    await addLine(store, VARIANTS.tee);
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Your cart (1)');
    expect(Array.from(region.querySelectorAll('[part="lines"] h3'), (title) => title.textContent)).toEqual(['Classic Cotton Tee']);
    expect(within(region).getByRole('button', { name: 'Check out' }).getAttribute('aria-disabled')).toBe('false');
    expect(document.querySelector('dialog')).toBeNull();
    cleanup();
    renderWidgets(shop.client(), <CartInline />);
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });
});
