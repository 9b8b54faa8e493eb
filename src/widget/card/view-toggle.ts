// The cart toggle's markup, once: <CartToggle> draws it with its click, the first paint before the cart exists (its count
// then the adds clicked on painted cards, kept until the components arrive).
import { BAG_PATH } from '../icon-paths';
import type { Translate } from '../use-strings';
import { toggleView } from './card-model';
import type { H } from './dom';

export interface ToggleModel {
  t: Translate;
  count: number;
  /** The word "Cart" beside the icon. */
  label: boolean;
  /** The drawer is open. */
  open: boolean;
  /** The cart is changing (or adds wait for it): the count pulses. */
  pending: boolean;
  onClick?: (() => void) | undefined;
}

/** @example viewToggle(createElement, { t, count: 2, label: true, open: false, pending: false, onClick: toggle }) */
export function viewToggle<T>(h: H<T>, { t, count, label, open, pending, onClick }: ToggleModel): T {
  const { name, className } = toggleView(t, count, pending);
  return h(
    'button',
    { type: 'button', className, part: 'cart-toggle', 'aria-expanded': open, 'aria-busy': pending, onClick },
    h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, h('path', { d: BAG_PATH })),
    label && h('span', { 'aria-hidden': 'true' }, t('cart')),
    h('span', { className: 'cart-count', part: 'cart-count', 'aria-hidden': 'true' }, String(count)),
    // The name comes from content, not aria-label, so it never contradicts the visible "Cart 3" (WCAG 2.5.3).
    h('span', { className: 'sr-only' }, name),
  );
}
