// A product card as the components first draw it, written as HTML on the server: the same components (src/widget, on
// preact through src/react-lite.ts), rendered by preact-render-to-string around a catalog primed with the page's one read,
// as a card the first script hands over (`PaintedContext`, `shown`: its image in place). No third copy of the card.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { CardProduct } from '../cart-client/card';
import { CartStoreProvider, CatalogProvider, createCartIntents, type Catalog } from '../store';
import type { WidgetConfigInput } from '../widget';
import { WidgetConfigProvider } from '../widget/config';
import { PaintedContext, type PaintedCard } from '../widget/painted';
import { ProductCard, type ProductCardProps } from '../widget/card/ProductCard';
import { initialSelection } from '../widget/variants';

/** What a card taken over from the server's HTML starts with: the first choice, one, its image shown. */
export const servedState = (product: CardProduct): PaintedCard => ({ selection: initialSelection(product), quantity: 1, shown: true });

/**
 * The card's HTML. A strict CSP refuses `style` attributes in HTML; the card's only one is a swatch's colour (checked as a
 * colour by card-model.ts), written as `data-shop-style="#6a8d48"`, which the first script checks again and sets through
 * CSSOM (allowed) as it adopts the card, and the components after it.
 */
export function renderCard(catalog: Catalog, config: WidgetConfigInput, props: ProductCardProps, product: CardProduct): string {
  // The cart is never reached on the server (no one clicks): the intent store stands in, as before the cart chunk comes.
  const store = createCartIntents(() => {});
  const tree = h(
    WidgetConfigProvider,
    { config },
    h(
      CatalogProvider,
      { catalog },
      h(CartStoreProvider, { store }, h(PaintedContext.Provider, { value: servedState(product) }, h(ProductCard, props))),
    ),
  );
  return renderToString(tree).replace(/(<[^>]*?\s)style="--shop-embed-swatch-color:([^";]*);?"/g, '$1data-shop-style="$2"');
}
