// A widget that falls back (a wrong token, a handle the shop does not have, a chunk that could not load) keeps the box it
// held while loading: the page stylesheet's placeholder, or without that stylesheet the skeleton the widget drew first.
// Its first size is written on the host as `--_shop-embed-reserved`, the fallback's `min-height` (widget-styles.ts).

/**
 * The hosts' rules that keep a fallback in the room its widget held, added to the components' sheet (create-embed.ts): the
 * first script paints no fallback, so it does not carry them.
 */
export const RESERVED_STYLES =
  // A one-line widget's fallback stays on its line: the toggle in a header, the policy links in a footer.
  ':host(:is(shop-cart-toggle,[data-shop-cart-toggle],[data-shop-embed-host],shop-policies,[data-shop-policies])) .fallback{height:var(--_shop-embed-reserved,auto);padding-block:0;display:flex;align-items:center;white-space:nowrap}';

let observer: ResizeObserver | undefined;

const note = (host: HTMLElement, height: number) => host.style.setProperty('--_shop-embed-reserved', `${height}px`);

/**
 * Notes the host's size before its shadow root is attached (the page stylesheet's placeholder: a widget may fall back in
 * the same task, before any observer could see it), or else its first non-empty size once drawn (its skeleton).
 */
export function keepReservedSize(host: Element): void {
  if (!(host instanceof HTMLElement)) return;
  const reserved = host.shadowRoot ? 0 : host.getBoundingClientRect().height;
  if (reserved) return note(host, reserved);
  if (typeof ResizeObserver !== 'function') return;
  observer ??= new ResizeObserver((entries) => {
    for (const { target, borderBoxSize } of entries) {
      const height = borderBoxSize[0]?.blockSize;
      if (!height) continue; // not drawn yet (no page stylesheet, nothing rendered): the next size counts
      note(target as HTMLElement, height);
      observer!.unobserve(target);
    }
  });
  observer.observe(host);
}

/** Stops watching a host unmounted before it was ever drawn (the observer would keep it alive). */
export function forgetReservedSize(host: Element): void {
  observer?.unobserve(host);
}
