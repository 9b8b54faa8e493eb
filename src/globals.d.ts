/** Replaced at build time: `false` in published bundles, so dev-only warnings are dropped. */
declare const __DEV__: boolean;
/** The package version, replaced at build time (and by vitest's `define`). */
declare const __SHOP_EMBED_VERSION__: string;
/** The first script's chunk hashes as JSON (`{"shop-embed.cart.min.js":"sha256-…"}`), written in by the build. */
declare const __SHOP_EMBED_INTEGRITY__: string;
/** The hashes of the chunks only this chunk loads, as JSON, written in by the build (`{}` in ESM and tests). */
declare const __SHOP_EMBED_OWN_INTEGRITY__: string;
