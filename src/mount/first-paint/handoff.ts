// What the first script hands the components when they arrive: the page's API calls and the painted cards' adds made
// meanwhile, the storefront's answers (so taking over asks nothing again), and each painted host with the shopper's state on it.
import type { EarlyCall } from '../../store/early-calls';
import type { LanguagePack } from '../../widget/languages/languages';
import type { PaintedHost } from '../../widget/card/paint-listen';
import type { PlanChooserModule } from '../../widget/use-plan-chooser';

export type { PaintedHost };

export interface PaintHandoff {
  /**
   * The queue in front of the cart (store/early-calls.ts): every `window.ShopEmbed` call made before the components came,
   * an add on a painted card among them, in order. The components replay the calls that are not the cart's; the cart's
   * stay in it until the cart store takes it over.
   */
  calls: EarlyCall[];
  /** Catalog keys (`shop`, `product:<handle>`) → answers. */
  reads: Record<string, unknown>;
  /** Every painted host (cards and cart toggles). */
  hosts: Map<Element, PaintedHost>;
  /** The first script's tag (its URL, nonce, crossorigin, data-shop-* attributes). */
  script: HTMLScriptElement | null;
  /**
   * The loader's table of chunk hashes (the first script's own files'): the components add those of the chunks only they
   * load as they start (src/scripts/components), before any of those is asked for.
   */
  integrity: Record<string, string>;
  /** The pack the cards were painted in; unset: none was asked for (English). */
  pack?: LanguagePack;
  /** The plan chooser chunk, once the first script has it (it paints a card that sells plans with their options). */
  plans?: PlanChooserModule;
  /** The real embed, once the components came: the stand-in passes every later call to it. */
  embed?: object;
}
