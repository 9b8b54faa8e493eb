// The cart toggle drawn without preact, for the first paint: what <CartToggle /> draws before the cart exists, its count
// being the adds clicked on painted cards (kept until the components arrive). Held to the component by the parity test.
import { BAG_PATH } from '../icon-paths';
import type { PaintContext } from './paint-card';
import { toggleView } from './card-model';
import { h } from './dom';

export function paintToggle(c: Pick<PaintContext, 'doc' | 't'>, count: number, label = true): Element {
  const { doc, t } = c;
  // Adds clicked on painted cards wait for the components: the toggle pulses until then.
  const pending = count > 0;
  const { name, className } = toggleView(t, count, pending);
  return h(
    doc,
    'button',
    {
      type: 'button',
      class: className,
      part: 'cart-toggle',
      'aria-expanded': false,
      'aria-busy': pending,
    },
    h(doc, 'svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, h(doc, 'path', { d: BAG_PATH })),
    label && h(doc, 'span', { 'aria-hidden': 'true' }, t('cart')),
    h(doc, 'span', { class: 'cart-count', part: 'cart-count', 'aria-hidden': 'true' }, String(count)),
    h(doc, 'span', { class: 'sr-only' }, name),
  );
}
