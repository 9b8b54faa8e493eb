// `dist/shop-embed.umd.js`: the components with every chunk inlined, unminified, for debugging: one file, its one export
// the page's `ShopEmbed` (the UMD global). No first paint: the page starts here, configured from this file's own tag. Put
// after the first script (which the minified files are), it takes over from its stand-in as the components file would.
import { createChunkLoader } from '../../mount/chunks';
import type { ShopEmbed } from '../../mount/create-embed';
import { startEmbed, takeOverFrom, type FirstScriptStub } from './start-embed';

/**
 * A first copy of the script on the page (not just any `window.ShopEmbed` a page may have set, which may have an `init` and
 * a `mount` of its own): its chunk loader, `_load`, is ours only.
 */
const isShopEmbed = (value: (Partial<ShopEmbed> & { _load?: unknown }) | undefined): value is ShopEmbed => typeof value?._load === 'function';

function currentScript(): HTMLScriptElement | null {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement) return script;
  // Loaded some other way (a loader, an AMD require): the configured tag, else any tag of ours.
  return (
    document.querySelector<HTMLScriptElement>('script[src*="shop-embed"][data-shop-domain]') ??
    document.querySelector<HTMLScriptElement>('script[src*="shop-embed"]')
  );
}

function start(): ShopEmbed {
  const script = currentScript();
  const integrity = JSON.parse(__SHOP_EMBED_INTEGRITY__) as Record<string, string>;
  return startEmbed({ script, chunks: createChunkLoader({ doc: document, script, integrity }) });
}

const current = window.ShopEmbed as (ShopEmbed & Partial<FirstScriptStub>) | undefined;
const embed: ShopEmbed = current?._paint ? takeOverFrom(current as unknown as FirstScriptStub, {}) : isShopEmbed(current) ? current : start();

export default embed;
