// Every component's rules, as the script gives its shadow roots: the widgets', the catalog's and the cart's. A module of
// its own, so only pages that ask for shadow roots load it.
import { cartStyles } from '../widget/cart/styles';
import { catalogStyles } from '../widget/catalog-styles';
import { widgetStyles } from '../widget/widget-styles';

export const shadowStyles = widgetStyles + catalogStyles + cartStyles;
