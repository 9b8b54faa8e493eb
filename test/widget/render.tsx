import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { createCatalog, CartStoreProvider, CatalogProvider, type CartStore, type Catalog } from '../../src/store';
import { cartMessageText, cartStrings, catalogStrings, discoveryStrings, WidgetConfigProvider, type WidgetConfigInput } from '../../src/widget';
import type { StorefrontClient } from '../../src/cart-client';
import { afterEach } from 'vitest';
import { makeStore } from '../store/helpers';

/**
 * The stores this file's tests made, destroyed after each test: one left running would send its queued adds on into the
 * next test's cart (the emulator's ids start over after its reset).
 */
const made: CartStore[] = [];
afterEach(() => made.splice(0).forEach((store) => store.destroy()));

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
  made.push(store);
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
