// The content chunk (`dist/shop-embed.content.min.js`; in ESM a dynamic `import()` chunk): what the first script loads
// once the page has a content block. It holds the content client (@prismicio/client), the slices, their stylesheet and
// sentences; product lists in it mount their cards through the first script's `<shop-product>`.
export { contentStyles } from '../../widget/content/content-styles';
/** The chunk's sentences: its widgets draw under them (see chunk-part.tsx). */
export { contentStrings as strings } from '../../widget/content/content-strings';
export { ContentBlock } from '../../widget/content/ContentBlock';
export { SkipLinks } from './SkipLinks';
