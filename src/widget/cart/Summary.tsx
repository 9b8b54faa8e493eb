import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../cart-client';
import { useMoney } from '../use-money';
import { useStrings } from '../use-strings';
import { CheckoutButton } from './CheckoutButton';
import { Totals } from './Totals';

/**
 * The order summary under the lines: totals and Check out, stuck to the bottom of the drawer (or of the window on a cart
 * page). On a phone (a narrow or short screen) it shows only what is to pay and Check out, the rows a tap away behind a
 * disclosure button, so the lines keep most of the screen; elsewhere the button is not shown and the rows always are.
 *
 * @example
 * <Summary cart={cart} />
 */
export function Summary({ cart }: { cart: Cart | null }) {
  const [open, setOpen] = useState(false);
  const money = useMoney();
  const t = useStrings();
  const box = useRef<HTMLDivElement>(null);
  // The summary sticks to the bottom of the drawer's scrolling body, over the controls under it: focus scrolls them clear of
  // it only with its height (and the focus outline's 5 px) as the body's bottom scroll padding. After each render (it may
  // have grown: a gift card's rows after Enter in its field, the rows shown) the focused control is scrolled clear again.
  // Only in the drawer: on the cart page the page scrolls, and a change from another tab must not scroll the page.
  useEffect(() => {
    const el = box.current!;
    const body = el.parentElement!;
    if (!body.matches('.drawer-body')) return;
    body.style.scrollPaddingBottom = `${el.offsetHeight + 5}px`;
    body.querySelector(':focus')?.scrollIntoView({ block: 'nearest' });
  });
  return (
    <div ref={box} className="summary" part="summary">
      {cart && (
        <>
          <button type="button" className="summary-toggle" part="summary-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('totals')} <span>{money(cart.cost.totalAmount)}</span>
          </button>
          <Totals cart={cart} />
        </>
      )}
      <CheckoutButton />
    </div>
  );
}
