// The languages chunk (`dist/shop-embed.languages.min.js`; in ESM a dynamic `import()` chunk): what a page asks for when
// its language is not English (the page's `lang`, `data-shop-locale`, `ShopEmbed.setLanguage()`). It tells a tag's pack
// and loads it: one small chunk per language, checked against the hashes below (the first script carries only this
// chunk's, so a page pays for the packs' hashes only when it needs a pack).
export { loadPack, packFor, LANGUAGES, type LanguagePack } from '../../widget/languages/languages';

/** The packs' `sha256-…` by file, written in by the build (`{}` where nothing loads chunks as files: ESM, tests); the loader takes them in as this chunk arrives. */
export const integrity = JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>;
