// The cart toggle drawn without preact, for the first paint: what <CartToggle /> draws before the cart exists, its count
// being the adds clicked on painted cards (kept until the components arrive). Held to the component by the parity test.
import { BAG_PATH } from '../icon-paths';
import type { PaintContext } from './paint-card';
import { toggleView } from './card-model';

export function paintToggle(c: Pick<PaintContext, 'h' | 't'>, count: number, label = true): Element {
  const { h, t } = c;
  // Adds clicked on painted cards wait for the components: the toggle pulses until then.
  const pending = count > 0;
  const { name, className } = toggleView(t, count, pending);
  return h(
    'button',
    {
      type: 'button',
      class: className,
      part: 'cart-toggle',
      'aria-expanded': false,
      'aria-busy': pending,
    },
    h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, h('path', { d: BAG_PATH })),
    label && h('span', { 'aria-hidden': 'true' }, t('cart')),
    h('span', { class: 'cart-count', part: 'cart-count', 'aria-hidden': 'true' }, String(count)),
    h('span', { class: 'sr-only' }, name),
  );
}
