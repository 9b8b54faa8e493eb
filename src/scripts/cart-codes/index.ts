// The cart codes chunk (`dist/shop-embed.cart-codes.min.js`; in ESM a dynamic `import()` chunk): the sentences of
// Shopify's rarer cart codes, which the cart chunk (and the React provider, src/react/sentences.ts) loads the first time
// its cart says one. The sentences stay in the widget layer.
export { codeStrings } from '../../widget/cart/code-strings';
