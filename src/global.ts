// The script-tag entry (`dist/shop-embed.umd.js`): one `window.ShopEmbed` per page, configured from the tag's
// `data-shop-*` attributes. A second copy of the script finds the first instance and leaves the page to it.
import { createEmbed, whenParsed, type ShopEmbed } from './mount/create-embed';
import { defineElements } from './mount/elements';
import { optionsFromScript, scriptConfigures } from './mount/options';
import { sanitizerUrl, scriptSanitizerLoader } from './mount/sanitizer';
import { defaultKit } from './mount/widgets';

declare global {
  interface Window {
    ShopEmbed?: ShopEmbed;
  }
}

function isShopEmbed(value: unknown): value is ShopEmbed {
  return (
    typeof value === 'object' && value !== null && typeof (value as ShopEmbed).init === 'function' && typeof (value as ShopEmbed).mount === 'function'
  );
}

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
    loadSanitizer: scriptSanitizerLoader(document, sanitizerUrl(script?.src, document.baseURI)),
  });
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
