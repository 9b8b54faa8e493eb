// The components (`dist/shop-embed.components.min.js`), loaded by the first script once it has painted the cards: one
// `window.ShopEmbed` per page, configured from the tag's `data-shop-*` attributes. It takes over from the first script's
// stand-in (src/mount/first-paint): the painted hosts, the storefront's answers, the calls and adds made meanwhile, and its
// chunk loader. The cart and DOMPurify are `import()`s: chunk files beside this one, loaded through `_load`
// (src/mount/chunks.ts). Without a first paint (`dist/shop-embed.umd.js`, the one-file debug build) the page starts
// through debug.ts instead.
import type { ShopEmbed } from '../../mount/create-embed';
import { takeOverFrom, type FirstScriptStub } from './start-embed';

/**
 * The `sha256-…` of the chunks only the components load (the cart, the catalog, content, search…), written in by the
 * build: the first script carries only the hashes of the files it loads itself, and these join its loader's table as the
 * components start (`painted.integrity`), before any of those chunks is asked for.
 */
const integrity = JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>;

/** Only the first script loads this file, after putting its stand-in in place. */
const embed: ShopEmbed = takeOverFrom(window.ShopEmbed as unknown as FirstScriptStub, integrity);

export default embed;
