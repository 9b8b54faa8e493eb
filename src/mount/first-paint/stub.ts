// `window.ShopEmbed` until the components arrive: the documented API (init, mount, unmount, scan, on, goToCheckout, setLanguage,
// cart.*) queues each call (store/early-calls.ts) and answers what it can at once; the components replay the queue on the
// real embed (take-over.ts `replay`), so a page that calls `ShopEmbed.init({ strings })` right after the tag works as before.
import { CART_ACTIONS } from '../../store/cart-actions';
import type { EarlyCall } from '../../store/early-calls';
import type { PaintHandoff } from './handoff';

export interface EmbedStub {
  readonly version: string;
  readonly initialized: boolean;
  readonly _paint: PaintHandoff;
  [name: string]: unknown;
}

type Method = (...args: unknown[]) => unknown;

/** Calls `path` (`['init']`, `['cart', 'addLines']`…) on the real embed (also the components' replay, take-over.ts). */
export function invoke(embed: object, [first, second]: string[], args: unknown[]): unknown {
  const target = (second ? (embed as Record<string, Record<string, Method>>)[first!] : embed) as Record<string, Method>;
  return target[(second ?? first)!]!(...args);
}

export function createStub(handoff: PaintHandoff, version: string): EmbedStub {
  const queue = (path: string[], args: unknown[]) => {
    let call!: EarlyCall;
    const promise = new Promise((settle, fail) => handoff.calls.push((call = { path, args, settle, fail })));
    // A caller that ignores the promise must not see an unhandled rejection for a refused call.
    promise.catch(() => {});
    return { call, promise };
  };
  /** Kept until the components come; from then on (a page may hold on to this object) straight to the real embed. */
  const method =
    (path: string[], kept: (queued: ReturnType<typeof queue>) => unknown) =>
    (...args: unknown[]) =>
      handoff.embed ? invoke(handoff.embed, path, args) : kept(queue(path, args));
  const later = (...path: string[]) => method(path, (queued) => queued.promise);
  const cart: Record<string, unknown> = {
    get state() {
      return (handoff.embed as { cart?: { state?: unknown } } | undefined)?.cart?.state ?? null;
    },
  };
  for (const name of CART_ACTIONS) if (name !== 'start') cart[name] = later('cart', name);
  const stub: EmbedStub = {
    version,
    get initialized() {
      return !!(handoff.embed as { initialized?: boolean } | undefined)?.initialized;
    },
    _paint: handoff,
    cart,
    init: method(['init'], () => stub),
    mount: method(['mount'], () => true),
    unmount: method(['unmount'], () => true),
    scan: method(['scan'], () => undefined),
    goToCheckout: later('goToCheckout'),
    setLanguage: later('setLanguage'),
    setLocalization: later('setLocalization'),
    destroy: method(['destroy'], () => undefined),
    on: method(
      ['on'],
      ({ call }) =>
        () =>
          typeof call.result === 'function' ? call.result() : (call.cancelled = true),
    ),
  };
  return stub;
}
