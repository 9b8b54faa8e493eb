// The rules every component's shadow root gets, as the script gives its shadow roots: the widgets' (the card's, the
// toggle's). A module of its own, so only pages that ask for shadow roots load it; the catalog's rules come with the
// catalog chunk (./catalog.ts) and the cart's with ./shadow-cart-styles.ts, each only where one of theirs is drawn.
export { widgetStyles as shadowStyles } from '../widget/widget-styles';
