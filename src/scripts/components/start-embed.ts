// Starting the page's `window.ShopEmbed` from a script tag, as the components do once the first script has painted
// (index.ts) and as the one-file debug build does without a first paint (debug.ts): the embed, configured from the
// tag's `data-shop-*` attributes, the chunk loading it keeps using, the custom elements, then `init()` when the page is
// ready for it and the replay of the calls the first script's stand-in queued.
import type { ChunkLoader } from '../../mount/chunks';
import { createEmbed, type ShopEmbed } from '../../mount/create-embed';
import { defineElements } from '../../mount/host/elements';
import { optionsFromScript } from '../../mount/attributes/options';
import { whenParsed } from '../../mount/parsed';
import type { PaintHandoff } from '../../mount/first-paint/handoff';
import { replay } from '../../mount/first-paint/take-over';
import { defaultKit } from '../../mount/widgets';

declare global {
  interface Window {
    ShopEmbed?: ShopEmbed;
  }
}

/** The first script's stand-in `window.ShopEmbed` (src/mount/first-paint/stub.ts), which loaded the components. */
export interface FirstScriptStub {
  _paint: PaintHandoff;
  _load: ChunkLoader['load'];
  _define: ChunkLoader['define'];
}

/** True when the tag configures a shop (then the bundle initialises itself). */
function scriptConfigures(script: Element | null | undefined): boolean {
  return Boolean(script && (script.hasAttribute('data-shop-domain') || script.hasAttribute('data-shop-token')));
}

/** `data-shop-structured-data="false"` on the tag (read here, not in the first script, which never writes any). */
const structuredData = (script: Element | null) =>
  script?.getAttribute('data-shop-structured-data')?.trim().toLowerCase() === 'false' ? { structuredData: false } : {};

export interface EmbedStart {
  /** The tag the page configured (its `data-shop-*` attributes). */
  script: HTMLScriptElement | null;
  /** What the build's chunk files call (`_load`, `_define`): the first script's own loader after a first paint. */
  chunks: ChunkLoader;
  /** What the first script hands over: painted hosts, answers, queued calls and adds. */
  painted?: PaintHandoff | undefined;
}

export function startEmbed({ script, chunks, painted }: EmbedStart): ShopEmbed {
  const embed = createEmbed({
    painted,
    kit: defaultKit,
    defaults: { ...optionsFromScript(script), ...structuredData(script) },
    loadSanitizer: () => import('../sanitize').then((module) => module.sanitize),
    loadCart: () => import('../cart'),
  });
  // Internal: what the build's chunk loading calls (not enumerable, so it stays out of the public API's way).
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
  // After the first paint the page is parsed already: start once the components' exports are in place (a chunk the first
  // mount asks for imports them), not while their file is still running.
  if (painted) void Promise.resolve().then(go);
  else go();
  return embed;
}

/**
 * Takes over from the first script's stand-in: its painted hosts, answers, queued calls and adds, and its chunk loader, to
 * whose table `integrity` (the hashes of the chunks only the components load) is added before any of those is asked for.
 */
export function takeOverFrom(stub: FirstScriptStub, integrity: Record<string, string>): ShopEmbed {
  const painted = stub._paint;
  Object.assign(painted.integrity, integrity);
  return startEmbed({ script: painted.script, painted, chunks: { load: stub._load, define: stub._define } });
}
