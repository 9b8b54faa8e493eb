// `shop-embed/react`'s version of src/scripts/cart-extras/form-sheet.ts (build/react.mjs swaps it in): the forms' rules
// are in the app's stylesheets already (shop-embed/react/cart.css and styles.css, src/react/styles.ts), and in a shadow
// root's with the cart's (src/react/shadow-cart-styles.ts).
export const addFormStyles = () => {};
