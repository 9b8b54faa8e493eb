// Generated from the widget registry by `npm run editor-data`: do not edit.
// The ShopEmbed elements in Vue templates: `import type {} from 'shop-embed/jsx/vue';` once in the app (with
// `compilerOptions.isCustomElement: (tag) => tag.startsWith('shop-')` so Vue leaves them to the browser).
import type { DefineComponent } from 'vue';
import type { ShopEmbedElements } from './elements.js';

declare module 'vue' {
  interface GlobalComponents {
    'shop-product': DefineComponent<ShopEmbedElements['shop-product']>;
    'shop-collection': DefineComponent<ShopEmbedElements['shop-collection']>;
    'shop-recommendations': DefineComponent<ShopEmbedElements['shop-recommendations']>;
    'shop-policies': DefineComponent<ShopEmbedElements['shop-policies']>;
    'shop-cart-toggle': DefineComponent<ShopEmbedElements['shop-cart-toggle']>;
    'shop-cart': DefineComponent<ShopEmbedElements['shop-cart']>;
    'shop-checkout': DefineComponent<ShopEmbedElements['shop-checkout']>;
    'shop-localization': DefineComponent<ShopEmbedElements['shop-localization']>;
    'shop-search': DefineComponent<ShopEmbedElements['shop-search']>;
    'shop-content': DefineComponent<ShopEmbedElements['shop-content']>;
    'shop-skip-links': DefineComponent<ShopEmbedElements['shop-skip-links']>;
  }
}

export {};
