// The localization chunk (`dist/shop-embed.localization.min.js`; in ESM a dynamic `import()` chunk): the country and
// language selector, its stylesheet and sentences, and what moves a page to another market (localization.ts). Loaded
// where a page shows the selector or calls `ShopEmbed.setLocalization()`, so a one-market shop pays nothing for it; the
// stored choice itself is read by the first script (localization-key.ts).
import { localizationStyles } from '../../widget/localization-styles';
import { addSharedStyles } from '../../mount/host/style-adopter';

// The selector's rules join every shadow root's stylesheet as the chunk arrives (its stand-in draws nothing meanwhile).
addSharedStyles(localizationStyles);
/** The chunk's sentences: its widget draws under them (see chunk-part.tsx). */
export { localizationStrings as strings } from '../../widget/localization-strings';
export { Localization } from '../../widget/Localization';
export { createLocalization } from './localization';
export { forgetUnsold } from './kept-market';
