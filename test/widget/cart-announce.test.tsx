// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer, CartInline, cartStrings } from '../../src/widget/cart';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from '../store/helpers';
import { addLine, emptyCartSays, openDrawer } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
const TEE = 'Classic Cotton Tee (XS / White)';
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Everything the cart's polite live region says, in order: each time its text becomes something new (a text set again
 * after the region was cleared counts again, as a screen reader would speak it again).
 */
function listen() {
  const region = document.querySelector('.sr-only[aria-live="polite"]')!;
  const said: string[] = [];
  let last = region.textContent ?? '';
  new MutationObserver(() => {
    const now = region.textContent ?? '';
    if (now && now !== last) said.push(now);
    last = now;
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return { said, now: () => region.textContent };
}

const settle = (store: { idle(): Promise<void> }) => act(() => store.idle());
const lineNamed = (name: string) => screen.getByRole('listitem', { name });
const plus = (line: HTMLElement) => fireEvent.click(within(line).getByRole('button', { name: /^Increase quantity of / }));

async function drawerWith(...lines: Array<[string, number]>) {
  const harness = renderWidgets(shop.client(), <CartDrawer />);
  for (const [id, quantity] of lines) await addLine(harness.store, id, quantity);
  await openDrawer(harness.store);
  return harness;
}

describe('the cart announces each change the shop confirmed, once', () => {
  it('says the new quantity after the shop answered, not on the optimistic draw', async () => {
    const { store } = await drawerWith([VARIANTS.tee, 1]);
    const live = listen();
    plus(lineNamed('Classic Cotton Tee'));
    expect(store.getState().cart!.lines[0]!.quantity).toBe(2); // drawn at once…
    expect(live.now()).toBe(''); // …but not said before the shop confirms it
    await settle(store);
    await waitFor(() => expect(live.said).toEqual([`${TEE}, quantity 2`]));
  });

  it('quick clicks that coalesce announce once, with the final confirmed quantity', async () => {
    const { store } = await drawerWith([VARIANTS.tee, 1]);
    const live = listen();
    // The second update waits for the test, so what is said between the two answers can be seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let updates = 0;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const { operationName } = (await request.clone().json()) as { operationName?: string };
        if (operationName === 'CartLinesUpdate' && ++updates === 2) await gate;
        return undefined; // on to the emulator
      }),
    );
    const line = lineNamed('Classic Cotton Tee');
    plus(line); // sent at once (2)
    plus(line); // waits behind it (3)…
    plus(line); // …and coalesces with the one waiting (4)
    await waitFor(() => expect(store.getState().confirmedCart!.lines[0]!.quantity).toBe(2));
    await waitFor(() => expect(updates).toBe(2));
    expect(live.said).toEqual([]); // the shop confirmed 2, but the shopper already asked for 4
    release();
    await settle(store);
    expect(updates).toBe(2);
    await waitFor(() => expect(live.said).toEqual([`${TEE}, quantity 4`]));
  });

  it('says a removed line, and that the cart is empty after the last one, with focus on that message', async () => {
    const { store } = await drawerWith([VARIANTS.tee, 1], [VARIANTS.mug, 2]);
    const live = listen();
    const removeMug = within(lineNamed('Stoneware Mug')).getByRole('button', { name: 'Remove Stoneware Mug (Speckled White) from cart' });
    removeMug.focus();
    fireEvent.click(removeMug);
    await settle(store);
    await waitFor(() => expect(live.said).toEqual(['Stoneware Mug (Speckled White) removed']));

    const removeTee = within(lineNamed('Classic Cotton Tee')).getByRole('button', { name: `Remove ${TEE} from cart` });
    removeTee.focus();
    fireEvent.click(removeTee);
    expect(emptyCartSays(document.body)).toBe('Your cart is empty.'); // drawn at once…
    expect(live.now()).toBe(''); // …but not said before the shop confirms it
    await settle(store);
    await waitFor(() => expect(live.said).toEqual(['Stoneware Mug (Speckled White) removed', `${TEE} removed; your cart is empty`]));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Your cart is empty.')));
    const next = document.activeElement!.nextElementSibling; // the next Tab
    expect([next?.tagName, next?.textContent]).toEqual(['BUTTON', 'Continue shopping']);
  });

  it('a refused change announces the refusal, not a success', async () => {
    const { store } = await drawerWith([VARIANTS.pins, 3]); // 3 in stock
    const live = listen();
    plus(lineNamed('Enamel Pin Set'));
    await settle(store);
    await waitFor(() => expect(live.said).toEqual(['Only 3 left — we added what we have.']));
    expect(store.getState().confirmedCart!.lines[0]!.quantity).toBe(3);

    // The line was removed in another tab meanwhile: the shop refuses the change with a user error.
    const other = makeStore(shop.client());
    await other.getState().refresh(store.getState().confirmedCart!.id);
    await other.getState().removeLines([other.getState().cart!.lines[0]!.id]);
    fireEvent.click(within(lineNamed('Enamel Pin Set')).getByRole('button', { name: /^Decrease quantity of / }));
    await settle(store);
    // The refusal brought the shop's cart, without the line: its message is shown at the top, and said.
    expect(screen.queryByRole('listitem', { name: 'Enamel Pin Set' })).toBeNull();
    const shown = document.querySelector('.messages.general')!.textContent;
    // INVALID_MERCHANDISE_LINE on lines.0.id: "Merchandise line was not found in cart." (CartErrorCode)
    expect(shown).toBe('This item is no longer in your cart.');
    await waitFor(() => expect(live.said).toEqual(['Only 3 left — we added what we have.', shown]));
    expect(live.said.join(' ')).not.toMatch(/quantity \d|removed/);
  });

  it('a removal that fails brings the line back, says why, and puts focus back on its Remove', async () => {
    const { store } = await drawerWith([VARIANTS.mug, 1]);
    const live = listen();
    shop.use(http.post(GRAPHQL, () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Stoneware Mug (Speckled White) from cart' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Your cart is empty.')));
    await settle(store);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Stoneware Mug (Speckled White) from cart' })));
    // Offline after sending: the shop may have it, and the cart could not be read to tell, so the shopper is told just that.
    expect(live.said).toEqual(['We could not check whether your change was saved. We will check again soon.']);
  });

  it("typing 0 in a quantity (of 47) removes the line, as Shopify's cart does, and says so", async () => {
    const { store } = await drawerWith([VARIANTS.tee, 1], [VARIANTS.mug, 47]);
    const live = listen();
    const field = within(lineNamed('Stoneware Mug')).getByRole('spinbutton');
    field.focus();
    fireEvent.input(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByRole('listitem', { name: 'Stoneware Mug' })).toBeNull(); // gone at once…
    await settle(store);
    await waitFor(() => expect(live.said).toEqual(['Stoneware Mug (Speckled White) removed']));
    expect(store.getState().confirmedCart!.lines.map((l) => l.merchandise.id)).toEqual([VARIANTS.tee]); // …and in the shop
    await waitFor(() => expect(document.activeElement).toBe(within(lineNamed('Classic Cotton Tee')).getByRole('spinbutton')));
  });

  it('a 0 the shop refuses brings the line back with its quantity', async () => {
    const { store } = await drawerWith([VARIANTS.mug, 47]);
    const live = listen();
    shop.use(http.post(GRAPHQL, () => HttpResponse.error()));
    const field = within(lineNamed('Stoneware Mug')).getByRole('spinbutton');
    fireEvent.input(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.queryByRole('listitem', { name: 'Stoneware Mug' })).toBeNull();
    await settle(store);
    const kept = String(store.getState().confirmedCart!.lines[0]!.quantity); // 26: what the shop had in stock of the 47
    await waitFor(() => expect(within(lineNamed('Stoneware Mug')).getByRole('spinbutton')).toHaveProperty('value', kept));
    expect(live.said).toEqual([cartStrings.UNCONFIRMED]);
  });

  it('says nothing about a change made in another tab', async () => {
    const { store } = await drawerWith([VARIANTS.tee, 1]);
    const live = listen();
    const other = makeStore(shop.client());
    await other.getState().refresh(store.getState().confirmedCart!.id);
    await other.getState().setLineQuantity(other.getState().cart!.lines[0]!.id, 5);
    await act(async () => void (await store.getState().refresh())); // what the tab channel triggers
    expect(within(lineNamed('Classic Cotton Tee')).getByRole('spinbutton')).toHaveProperty('value', '5');
    expect(live.said).toEqual([]);
  });

  it('the cart page announces and keeps focus the same way', async () => {
    const { store } = renderWidgets(shop.client(), <CartInline />);
    await addLine(store, VARIANTS.mug, 1);
    const live = listen();
    plus(lineNamed('Stoneware Mug'));
    await settle(store);
    await waitFor(() => expect(live.said).toEqual(['Stoneware Mug (Speckled White), quantity 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Stoneware Mug (Speckled White) from cart' }));
    await settle(store);
    await waitFor(() =>
      expect(live.said).toEqual(['Stoneware Mug (Speckled White), quantity 2', 'Stoneware Mug (Speckled White) removed; your cart is empty']),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Your cart is empty.')));
  });
});
