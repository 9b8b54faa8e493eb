// `shop-embed/react`'s version of src/scripts/cart-extras/arrival.ts (build/react.mjs swaps it in): the forms' rules are
// in the app's stylesheets already (shop-embed/react/cart.css and styles.css, src/react/styles.ts), and in a shadow root's
// with the cart's (src/react/shadow-cart-styles.ts). The changes the forms send are not asked for ahead: a second
// `import()` of the cart codes chunk would have the app's bundler split the chunks the cart shares (Buy now's grew
// 841 → 2,700 B), so a form's first Apply there waits for that chunk too.
export const formsArrived = () => {};
