import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { createCatalog, CartStoreProvider, CatalogProvider, type CartStore, type Catalog } from '../../src/store';
import { cartMessageText, cartStrings, catalogStrings, discoveryStrings, WidgetConfigProvider, type WidgetConfigInput } from '../../src/widget';
import type { StorefrontClient } from '../../src/cart-client';
import { makeStore } from '../store/helpers';

export interface Harness {
  store: CartStore;
  catalog: Catalog;
}

/**
 * Renders widgets the way the mount layer does: one catalog, one cart store, one configuration around them (with the cart
 * chunk's sentences under the configured ones, as the chunk gives its widgets).
 */
export function renderWidgets(client: StorefrontClient, ui: ComponentChildren, config: WidgetConfigInput = {}) {
  const store = makeStore(client);
  const catalog = createCatalog({ client });
  const result = render(
    <WidgetConfigProvider
      config={{ messageText: cartMessageText, ...config, strings: { ...cartStrings, ...catalogStrings, ...discoveryStrings, ...config.strings } }}
    >
      <CatalogProvider catalog={catalog}>
        <CartStoreProvider store={store}>{ui}</CartStoreProvider>
      </CatalogProvider>
    </WidgetConfigProvider>,
  );
  return { ...result, store, catalog };
}
