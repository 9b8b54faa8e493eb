import { bg, focus, muted, radius, space, text, v } from '../style-tokens';

/** The least a content block takes, before and after its document arrives (`--shop-embed-content-min-height`). */
export const CONTENT_MIN = v('content-min-height', '16em');

// The content block's rules, appended to the one shared stylesheet when the content chunk arrives. The rich text's spacing
// is written under `.content` so it outweighs the widgets' own `.shop-embed :is(h2, h3, p) { margin: 0 }`: else a
// paragraph sits on the heading after it. A block, its skeleton and its fallback keep the documented minimum (the page
// stylesheet gives the host the same before the script runs: src/mount/host/host-styles.ts).
export const contentStyles = `
.content{display:block;line-height:1.5;min-height:${CONTENT_MIN}}
.content>*+*{margin-top:${space}}
.content img{max-width:100%;height:auto;display:block}
.content-image img{width:100%;max-height:min(80vh,720px);object-fit:contain}
.rich-text>*{margin:0}
.content .rich-text>*+*{margin-top:.75em}
.content .rich-text>*+:is(h2,h3,h4,h5,h6){margin-top:1.25em}
.content figure{margin:0}
.content figcaption{font-size:.9em;color:${muted};margin-top:.5em}
.content-embed{position:relative;aspect-ratio:16/9;background:#111;border-radius:${radius};overflow:hidden}
.content-embed iframe,.content-embed button,.content-embed img{position:absolute;inset:0;width:100%;height:100%;border:0}
.content-embed button{cursor:pointer;background:transparent;color:#fff;font:inherit;display:grid;place-items:center;padding:0}
.content-embed:has(:focus-visible){outline:3px solid ${focus};outline-offset:2px}
.content-embed button span{position:relative;background:rgba(0,0,0,.8);padding:.5em 1em;border-radius:999px}
.content-products ul{list-style:none;padding:0;margin:0;display:grid;gap:${space};grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.content-products shop-product{display:block}
.skip-links a{position:fixed;left:8px;top:8px;padding:.5em 1em;background:${bg};color:${text};outline:2px solid ${focus};z-index:2147483647;transform:translateY(-300%)}
.skip-links a:focus{transform:none}
.skip-links ul{list-style:none;margin:0;padding:0}
`;
