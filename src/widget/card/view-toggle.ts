// The cart toggle's markup, once: <CartToggle> draws it with its click, the first paint before the cart exists (its count
// then the adds clicked on painted cards, kept until the components arrive).
import { BAG_PATH } from '../icon-paths';
import type { Translate } from '../use-strings';
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

/**
 * The cart toggle: its name from its content, so it never contradicts the visible "Cart 3" (WCAG 2.5.3): "Cart, 3 items";
 * it pulses while the cart is changing.
 *
 * @example
 * viewToggle(createElement, { t, count: 2, label: true, open: false, pending: false, onClick: toggle });
 */
export function viewToggle<T>(h: H<T>, { t, count, label, open, pending, onClick }: ToggleModel): T {
  return h(
    'button',
    {
      type: 'button',
      className: `shop-embed cart-toggle${pending ? ' pending' : ''}`,
      part: 'cart-toggle',
      'aria-expanded': open,
      'aria-busy': pending,
      onClick,
    },
    // No `focusable="false"`: only Internet Explorer and the old Edge put an inline SVG in the tab order.
    h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, h('path', { d: BAG_PATH })),
    label && h('span', { 'aria-hidden': 'true' }, t('cart')),
    h('span', { className: 'cart-count', part: 'cart-count', 'aria-hidden': 'true' }, String(count)),
    h('span', { className: 'sr-only' }, t(count > 1 ? 'cartMany' : count ? 'cartOne' : 'cartEmpty', { count })),
  );
}
