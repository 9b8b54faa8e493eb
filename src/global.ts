// The script-tag entry (`dist/shop-embed.umd.min.js`): one `window.ShopEmbed` per page, configured from the tag's
// `data-shop-*` attributes. A second copy of the script finds the first instance and leaves the page to it. The cart and
// DOMPurify are `import()`s: chunk files beside this one, loaded through `_load` (see src/mount/chunks.ts).
import { createChunkLoader } from './mount/chunks';
import { createEmbed, type ShopEmbed } from './mount/create-embed';
import { defineElements } from './mount/elements';
import { optionsFromScript, scriptConfigures } from './mount/options';
import { whenParsed } from './mount/parsed';
import { defaultKit } from './mount/widgets';

declare global {
  interface Window {
    ShopEmbed?: ShopEmbed;
  }
}

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

function start(): ShopEmbed {
  const script = currentScript();
  const embed = createEmbed({
    kit: defaultKit,
    defaults: optionsFromScript(script),
    loadSanitizer: () => import('./mount/sanitize').then((module) => module.sanitize),
    loadCart: () => import('./mount/cart-chunk'),
  });
  // Internal: what the build's chunk loading calls (not enumerable, so it stays out of the public API's way).
  const chunks = createChunkLoader({ doc: document, script, integrity: JSON.parse(__SHOP_EMBED_INTEGRITY__) as Record<string, string> });
  Object.defineProperties(embed, { _load: { value: chunks.load }, _define: { value: chunks.define } });
  window.ShopEmbed = embed;
  defineElements(embed);
  const auto = () => {
    if (!embed.initialized) embed.init();
  };
  // A configured tag starts once the page is parsed (scripts after it may still call `ShopEmbed.init({ strings })`);
  // an unconfigured one waits for `load`, giving the page every chance to call `init()` itself first.
  if (scriptConfigures(script)) whenParsed(document, auto);
  else if (document.readyState === 'complete') setTimeout(auto, 0);
  else window.addEventListener('load', auto, { once: true });
  return embed;
}

const embed: ShopEmbed = isShopEmbed(window.ShopEmbed) ? window.ShopEmbed : start();

export default embed;
