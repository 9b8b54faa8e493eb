// A tab's hello to the other tabs of its shop, and whether one has spoken since: what tab-sync.ts `alone` judges by (a tab
// alone makes its cart without waiting for the lock). The mount layer says it as the page's components start
// (runtime.ts), not as the store starts: a touch's first add loads the store about 80 ms after the finger reaches the
// card, too soon for an answer window begun only then, and its cart would wait for the lock's grant behind a frame.

/** A tab says it opened (`HELLO`); each tab that hears it says it is there too (`HERE`). */
export const HELLO = 'shop-embed:tab';
export const HERE = 'shop-embed:tab=';

export interface TabHello {
  /** The channel it was said on (named by the cart id's storage key): answering hellos until the store takes it over. */
  port: BroadcastChannel;
  /** When it was said (`performance.now()`). */
  at: number;
  /** Another tab of this shop has spoken since. */
  heard: boolean;
}

/** Says hello on the channel `key` (none where the browser has no BroadcastChannel). */
export function sayHello(key: string): TabHello | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const hello: TabHello = { port: new BroadcastChannel(key), at: performance.now(), heard: false };
  hello.port.onmessage = ({ data }: MessageEvent) => {
    hello.heard = true;
    if (data === HELLO) hello.port.postMessage(HERE);
  };
  hello.port.postMessage(HELLO);
  return hello;
}

/**
 * The page's hello (`sayHello` on `key`, now), until the store takes it (`take`, as the cart chunk makes the store: its
 * channel is the store's from then on). Closed by `stop` or as the page goes before that: an open channel would put the
 * page out of the back/forward cache at the next message, and the store says a hello of its own when it starts instead.
 */
export function helloUntilTaken(view: Window, key: string) {
  let hello = sayHello(key);
  const stop = () => {
    hello?.port.close();
    hello = undefined;
    view.removeEventListener('pagehide', stop);
  };
  view.addEventListener('pagehide', stop);
  return {
    take() {
      const said = hello;
      hello = undefined;
      return said;
    },
    stop,
  };
}
