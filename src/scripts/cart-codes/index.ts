// The cart codes chunk (`dist/shop-embed.cart-codes.min.js`; in ESM a dynamic `import()` chunk): the cart's rare paths.
// The sentences of Shopify's rarer cart codes, which the cart chunk (and the React provider's, src/react/cart-store.ts) loads
// the first time its cart says one (the sentences stay in the widget layer); and the trim of an add the shop ran twice,
// which the store (run-op.ts) loads when an add's answer proves it; the judging of an add the page before a reload sent
// (kept-add.ts), loaded by the store as it resumes one; and the changes of the cart's details (note, attributes, email,
// buyer, address, discount codes, gift cards: extra-changes.ts), loaded by the store as the first of them runs.
export { codeStrings } from '../../widget/cart/code-strings';
export { trimExcess } from '../../store/trim-excess';
export { settleKept } from '../../store/kept-add';
export { extraChanges } from '../../store/extra-changes';
