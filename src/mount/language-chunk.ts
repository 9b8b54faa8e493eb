// The languages chunk (`dist/shop-embed.languages.min.js`; in ESM a dynamic `import()` chunk): what a page asks for when
// its language is not English (the page's `lang`, `data-shop-locale`, `ShopEmbed.setLanguage()`). It tells a tag's pack
// and loads it: one small chunk per language, checked against the hashes below (the first script carries only this
// chunk's, so a page pays for the packs' hashes only when it needs a pack).
import { ownIntegrity } from './own-integrity';

export { loadPack, packFor, LANGUAGES, type LanguagePack } from '../widget/languages/languages';

/** The packs' `sha256-…` by file: the loader checks each pack against its own. */
export const integrity = ownIntegrity();
