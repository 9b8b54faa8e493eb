// The first script (`dist/shop-embed.umd.min.js`): no preact. It puts a queueing `window.ShopEmbed` in place, paints the
// product cards and cart toggles from one storefront read (src/mount/first-paint), then loads the components
// (`shop-embed.components.min.js`, src/scripts/components, a chunk beside it), which take every painted host over in place and
// replay the queued calls. The modules both use (the read path, the card's helpers, strings, styles) are this file's,
// which the components import. A second copy of the script finds `window.ShopEmbed` and does nothing; any other
// `window.ShopEmbed` (the page's own) is replaced, and the console says so.
import { createChunkLoader } from '../../mount/chunks';
import { ownTag } from '../../mount/attributes/own-tag';
import type { PaintHandoff } from '../../mount/first-paint/handoff';
import { startFirstPaint } from './start';
import { createStub } from '../../mount/first-paint/stub';
import { carryAdds } from '../../mount/first-paint/carry-adds';
import { whenParsed } from '../../mount/parsed';

const before = (window as { ShopEmbed?: { _load?: unknown } }).ShopEmbed;
// A copy of ours is told by its chunk loader, `_load` (set by this script's stand-in, the components' embed and the one-file
// build), not by `init`: a page's own namespace may well have an `init()` of its own.
if (typeof before?._load !== 'function') {
  if (before) console.warn("[shop-embed] replaced the page's own window.ShopEmbed: give the page's object another name");
  const script = ownTag(document);
  // Loaded some other way than by a tag of its own (own-tag.ts): it cannot tell where its other files are.
  if (!script) console.warn('[shop-embed] found no <script src> tag of its own');
  const integrity = JSON.parse(__SHOP_EMBED_INTEGRITY__) as Record<string, string>;
  const handoff: PaintHandoff = {
    calls: [],
    reads: {},
    hosts: new Map(),
    script,
    integrity,
  };
  const stub = createStub(handoff, __SHOP_EMBED_VERSION__);
  // Internal: the chunks' loading (not enumerable); the components keep using this same loader, so a chunk finds the modules of those before it.
  const chunks = createChunkLoader({ doc: document, script, integrity });
  Object.defineProperties(stub, { _load: { value: chunks.load }, _define: { value: chunks.define } });
  (window as { ShopEmbed?: unknown }).ShopEmbed = stub;
  /** The components, once: the loader asks for a file once and forgets a failed load (404, offline), so the next add on a painted card tries again (chunks.ts). */
  const load = () => import('../components');
  // The adds a page of this tab kept as it went away come back into the queue (carry-adds.ts).
  whenParsed(document, carryAdds(handoff, (stub.cart as Record<string, (...args: unknown[]) => unknown>).addLines!));
  startFirstPaint(handoff, load);
}
