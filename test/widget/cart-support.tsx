import { act, waitFor } from '@testing-library/preact';
import { expect } from 'vitest';
import type { CartStore } from '../../src/store';

/** Adds a line through the store (as a product card would) and waits for the shop's answer. */
export async function addLine(store: CartStore, merchandiseId: string, quantity = 1) {
  await act(async () => {
    await store.getState().addLines([{ merchandiseId, quantity }]);
  });
}

/** Opens the drawer and waits for every queued operation. */
export async function openDrawer(store: CartStore) {
  await act(async () => {
    store.getState().openDrawer();
    await store.idle();
  });
}

/** What the empty cart in `scope` says: "Loading…" while the cart loads, then "Your cart is empty."; undefined once it holds lines. */
export const emptyCartSays = (scope: ParentNode) => scope.querySelector('[part="empty-cart"] > p')?.textContent;

/**
 * Presses each of the cart's extras that is still a button (the order note, email, discount code, gift card) and waits
 * for their forms, which come with their own chunk (src/widget/cart/Extras.tsx).
 */
export async function openExtras(scope: ParentNode = document.body) {
  await act(async () => {
    for (const button of scope.querySelectorAll<HTMLElement>('[part="extra"]')) button.click();
  });
  await waitFor(() => expect(scope.querySelector('[part="extra"]')).toBeNull());
}
