/**
 * The hashes of the chunks only this chunk loads (`{"shop-embed.lang-fr.min.js":"sha256-…"}`), written in by the build;
 * `{}` where nothing loads chunks as files (ESM, tests). A chunk exports them as `integrity`: the loader takes them in.
 */
export const ownIntegrity = (): Record<string, string> =>
  __SHOP_EMBED_OWN_INTEGRITY__.startsWith('{') ? (JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>) : {};
