// Where a widget's shadow root goes. Most hosts take one directly; a `<button data-shop-cart-toggle>` or an `<li>` cannot.
// Only the components mount widgets, so this lives apart from host.ts, which the first script imports too.
import { canHoldShadow } from './host';

/** Hosts whose own role would wrap the widget's controls (a button inside a button): the widget takes their place. */
const INTERACTIVE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|LABEL|SUMMARY)$/;

export interface ShadowHost {
  root: ShadowRoot;
  /** Undoes what was added to the page to make room (an inserted `<span>`, a hidden button). */
  release(): void;
}

/**
 * The open shadow root a widget renders into: on the element itself when it can hold one (reused on a second mount),
 * otherwise on a `<span>` put inside the element, or in place of an interactive one (which is hidden meanwhile).
 */
export function shadowHostFor(el: Element): ShadowHost {
  if (canHoldShadow(el)) return { root: el.shadowRoot ?? el.attachShadow({ mode: 'open' }), release() {} };
  const span = el.ownerDocument.createElement('span');
  span.setAttribute('data-shop-embed-host', '');
  const root = span.attachShadow({ mode: 'open' });
  if (INTERACTIVE.test(el.tagName.toUpperCase()) && el instanceof HTMLElement) {
    const wasHidden = el.hidden;
    el.after(span);
    el.hidden = true;
    return {
      root,
      release() {
        span.remove();
        el.hidden = wasHidden;
      },
    };
  }
  el.append(span);
  return { root, release: () => span.remove() };
}
