// What the first script hands the components when they arrive: the page's API calls made meanwhile, the storefront's
// answers (so taking over asks nothing again), and each painted host with the shopper's state on it.
import type { AddLineInput } from '../../store/types';
import type { LanguagePack } from '../../widget/languages/languages';
import type { PaintedHost } from '../../widget/card/paint-listen';

export type { PaintedHost };

/** A `window.ShopEmbed` call made before the components came: replayed on the real embed, in order. */
export interface QueuedCall {
  /** `['init']`, `['cart', 'addLines']`… */
  path: string[];
  args: unknown[];
  settle(value: unknown): void;
  fail(error: unknown): void;
  /** `on()`: unsubscribed before the replay. */
  cancelled?: boolean;
  /** What the real call returned (`on()`'s unsubscribe). */
  result?: unknown;
}

export interface PaintHandoff {
  calls: QueuedCall[];
  /** Catalog keys (`shop`, `product:<handle>`) → answers. */
  reads: Record<string, unknown>;
  /** Every painted host (cards and cart toggles). */
  hosts: Map<Element, PaintedHost>;
  /** Adds clicked on painted cards before the components came. */
  adds: { card: PaintedHost; line: AddLineInput }[];
  /** Takes a painted card's add: queued until the components come, then straight to their cart. */
  send(card: PaintedHost, line: AddLineInput): void;
  /** The first script's tag (its URL, nonce, crossorigin, data-shop-* attributes). */
  script: HTMLScriptElement | null;
  /**
   * The loader's table of chunk hashes (the first script's own files'): the components add those of the chunks only they
   * load as they start (src/scripts/components), before any of those is asked for.
   */
  integrity: Record<string, string>;
  /** The pack the cards were painted in; unset: none was asked for (English). */
  pack?: LanguagePack;
  /** The real embed, once the components came: the stand-in passes every later call to it. */
  embed?: object;
}
