// `window.ShopEmbed` until the components arrive: the documented API (init, mount, unmount, scan, on, goToCheckout,
// cart.*) queues each call and answers what it can at once; the components replay the queue on the real embed
// (src/global.ts), so a page that calls `ShopEmbed.init({ strings })` right after the tag works as before.
import { CART_ACTIONS } from '../../store/cart-actions';
import type { PaintHandoff, QueuedCall } from './handoff';

export interface EmbedStub {
  readonly version: string;
  readonly initialized: false;
  readonly _paint: PaintHandoff;
  [name: string]: unknown;
}

export function createStub(handoff: PaintHandoff, version: string): EmbedStub {
  const queue = (path: string[], args: unknown[]) => {
    let call!: QueuedCall;
    const promise = new Promise((settle, fail) => handoff.calls.push((call = { path, args, settle, fail })));
    // A caller that ignores the promise must not see an unhandled rejection for a refused call.
    promise.catch(() => {});
    return { call, promise };
  };
  const later =
    (...path: string[]) =>
    (...args: unknown[]) =>
      queue(path, args).promise;
  const cart: Record<string, unknown> = { state: null };
  for (const name of CART_ACTIONS) if (name !== 'start') cart[name] = later('cart', name);
  const stub: EmbedStub = {
    version,
    initialized: false,
    _paint: handoff,
    cart,
    init: (...args: unknown[]) => (queue(['init'], args), stub),
    mount: (...args: unknown[]) => (queue(['mount'], args), true),
    unmount: (...args: unknown[]) => (queue(['unmount'], args), true),
    scan: (...args: unknown[]) => void queue(['scan'], args),
    goToCheckout: later('goToCheckout'),
    destroy: () => void queue(['destroy'], []),
    on(...args: unknown[]) {
      const { call } = queue(['on'], args);
      return () => (typeof call.result === 'function' ? call.result() : (call.cancelled = true));
    },
  };
  return stub;
}

/** Runs the queued calls on the real embed, in order; a call that throws rejects its promise (`init()` reports it). */
export function replay(calls: QueuedCall[], embed: object) {
  for (const call of calls.splice(0)) {
    if (call.cancelled) continue;
    try {
      const [first, second] = call.path;
      const target = (second ? (embed as Record<string, Record<string, unknown>>)[first!] : embed) as Record<string, (...a: unknown[]) => unknown>;
      call.result = target[(second ?? first)!]!(...call.args);
      call.settle(call.result);
    } catch (error) {
      call.fail(error);
      if (call.path[0] !== 'cart' && call.path[0] !== 'goToCheckout')
        setTimeout(() => {
          throw error;
        });
    }
  }
}
