import { useLayoutEffect, useRef } from 'react';
import { useCart } from '../../store';
import { useDomId } from '../use-dom-id';
import { useStrings } from '../use-strings';
import { CartContent } from './CartContent';
import { usePageWhileOpen } from './use-page-while-open';

export interface CartDrawerProps {
  /** Cart attributes to ask for: `key:Label,key2:Label two`. */
  attributes?: string;
}

/** The element that has focus, looking into shadow roots (the cart toggle lives in another widget's root). */
function focused(root: Document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/**
 * The cart as a modal drawer: a native `<dialog>` opened with `showModal()` when the store's `drawerOpen` becomes true
 * (focus moves in and is trapped, the page behind is inert), closed by Esc, the close button, a click on the backdrop or
 * `closeDrawer()` or the back button (see `usePageWhileOpen`, which also holds the page's scroll while open); focus then
 * returns to what opened it. Where `showModal` is missing the dialog just gets `open`.
 *
 * @example
 * <CartDrawer attributes="gift_wrap:Gift wrap" />
 */
export function CartDrawer(props: CartDrawerProps) {
  const open = useCart((state) => state.drawerOpen);
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const closeDrawer = useCart((state) => state.closeDrawer);
  const t = useStrings();
  const id = useDomId('drawer');
  const dialog = useRef<HTMLDialogElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // What the store wants now (read by the queued close event), and how many closes were ours (their events arrive late).
  const wanted = useRef(open);
  wanted.current = open;
  const ownCloses = useRef(0);

  // Before paint: the drawer opens in the frame of the click that asked for it (an effect would show it a frame later,
  // its content already drawn into a closed dialog).
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = focused(el.ownerDocument);
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      closer.current?.focus();
    } else if (!open && el.open) {
      ownCloses.current++;
      el.close();
    }
  }, [open]);
  usePageWhileOpen(open, closeDrawer, id, dialog);

  // Closing goes through the store (Esc, the close button, the backdrop); the effect above then closes the dialog. A close
  // the browser made on its own is reported to the store here. Focus goes back to the opener unless the drawer was asked
  // to open again before this (queued) event arrived.
  const onClose = () => {
    const ours = ownCloses.current > 0;
    if (ours) ownCloses.current--;
    else if (wanted.current) closeDrawer();
    if (dialog.current?.open || (ours && wanted.current)) return;
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  return (
    <div className="shop-embed">
      {/* A modal dialog: Escape and a click on its backdrop close it, as the close button does for pointer and keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className="drawer"
        part="drawer"
        aria-labelledby={id}
        onClose={onClose}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          closeDrawer();
        }}
        onClick={(event) => event.target === dialog.current && closeDrawer()}
      >
        <div className="drawer-panel">
          <div className="drawer-header" part="drawer-header">
            <h2 id={id} className="cart-heading">
              {count > 0 ? t('cartCount', { count }) : t('yourCart')}
            </h2>
            <button ref={closer} type="button" className="close" part="close-button" aria-label={t('closeCart')} onClick={closeDrawer}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="drawer-body">{open && <CartContent attributes={props.attributes} onContinue={closeDrawer} />}</div>
        </div>
      </dialog>
    </div>
  );
}
