// The components (`dist/shop-embed.components.min.js`, loaded by the first script once it has painted the cards; also
// `dist/shop-embed.umd.js`, everything in one file): one `window.ShopEmbed` per page, configured from the tag's
// `data-shop-*` attributes. It takes over from the first script's stand-in (src/mount/first-paint): the painted hosts,
// the storefront's answers, the calls and adds made meanwhile. A second copy finds the first instance and leaves the page
// to it. The cart and DOMPurify are `import()`s: chunk files beside this one, loaded through `_load` (src/mount/chunks.ts).
import { createChunkLoader, type ChunkLoader } from './mount/chunks';
import { createEmbed, type ShopEmbed } from './mount/create-embed';
import { defineElements } from './mount/elements';
import { optionsFromScript, scriptConfigures } from './mount/options';
import { whenParsed } from './mount/parsed';
import type { PaintHandoff } from './mount/first-paint/handoff';
import { replay } from './mount/first-paint/take-over';
import { defaultKit } from './mount/widgets';

declare global {
  interface Window {
    ShopEmbed?: ShopEmbed;
  }
}

/**
 * The `sha256-…` of the chunks only the components load (the cart, the catalog, content, search…), written in by the
 * build (`{}` in ESM and tests): the first script carries only the hashes of the files it loads itself, and these join
 * its loader's table as the components start (`painted.integrity`), before any of those chunks is asked for.
 */
export const integrity: Record<string, string> = __SHOP_EMBED_OWN_INTEGRITY__.startsWith('{')
  ? (JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>)
  : {};

/** A first copy of the script on the page (not just any `window.ShopEmbed` a page may have set). */
const isShopEmbed = (value: Partial<ShopEmbed> | undefined): value is ShopEmbed =>
  typeof value?.init === 'function' && typeof value.mount === 'function';

function currentScript(): HTMLScriptElement | null {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement) return script;
  // Loaded some other way (a loader, an AMD require): the configured tag, else any tag of ours.
  return (
    document.querySelector<HTMLScriptElement>('script[src*="shop-embed"][data-shop-domain]') ??
    document.querySelector<HTMLScriptElement>('script[src*="shop-embed"]')
  );
}

/** `data-shop-structured-data="false"` on the tag (read here, not in the first script, which never writes any). */
const structuredData = (script: Element | null) =>
  script?.getAttribute('data-shop-structured-data')?.trim().toLowerCase() === 'false' ? { structuredData: false } : {};

function start(painted?: PaintHandoff): ShopEmbed {
  const script = painted ? painted.script : currentScript();
  const embed = createEmbed({
    painted,
    kit: defaultKit,
    defaults: { ...optionsFromScript(script), ...structuredData(script) },
    loadSanitizer: () => import('./mount/sanitize').then((module) => module.sanitize),
    loadCart: () => import('./mount/cart-chunk'),
  });
  // Internal: what the build's chunk loading calls (not enumerable, so it stays out of the public API's way); after a first
  // paint, the first script's own loader, which knows the components file and the modules it defined.
  const stub = window.ShopEmbed as { _load?: ChunkLoader['load']; _define?: ChunkLoader['define'] } | undefined;
  if (painted) Object.assign(painted.integrity, integrity);
  const chunks: ChunkLoader =
    painted && stub?._load && stub._define
      ? { load: stub._load, define: stub._define }
      : createChunkLoader({
          doc: document,
          script,
          integrity: { ...(JSON.parse(__SHOP_EMBED_INTEGRITY__) as Record<string, string>), ...integrity },
        });
  Object.defineProperties(embed, { _load: { value: chunks.load }, _define: { value: chunks.define } });
  window.ShopEmbed = embed;
  defineElements(embed);
  const auto = () => {
    if (!embed.initialized) embed.init();
  };
  const go = () => {
    // The calls the page made to the first script's stand-in, in order: after its own `init()` if it made one, else after
    // the tag's (so a cart call, or a click on the painted toggle, meets a configured shop).
    if (painted && scriptConfigures(script) && !painted.calls.some((call) => call.path[0] === 'init')) auto();
    if (painted) {
      painted.embed = embed;
      replay(painted.calls, embed);
    }
    // A configured tag starts once the page is parsed (scripts after it may still call `ShopEmbed.init({ strings })`);
    // an unconfigured one waits for `load`, giving the page every chance to call `init()` itself first.
    if (scriptConfigures(script)) whenParsed(document, auto);
    else if (document.readyState === 'complete') setTimeout(auto, 0);
    else window.addEventListener('load', auto, { once: true });
  };
  // After the first paint the page is parsed already: start once this file's exports are in place (a chunk the first
  // mount asks for imports them), not while it is still running.
  if (painted) void Promise.resolve().then(go);
  else go();
  return embed;
}

const current = window.ShopEmbed as (ShopEmbed & { _paint?: PaintHandoff }) | undefined;
const embed: ShopEmbed = isShopEmbed(current) && !current._paint ? current : start(current?._paint);

export default embed;
