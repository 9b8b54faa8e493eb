// Generated from the widget registry by `npm run editor-data`: do not edit.
// The ShopEmbed elements in preact's JSX: `import type {} from 'shop-embed/jsx/preact';` once in the app.
import type { ShopEmbedElements } from './elements.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-product'];
      'shop-collection': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-collection'];
      'shop-recommendations': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-recommendations'];
      'shop-policies': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-policies'];
      'shop-cart-toggle': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart-toggle'];
      'shop-cart': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart'];
      'shop-checkout': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-checkout'];
      'shop-localization': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-localization'];
      'shop-search': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-search'];
      'shop-content': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-content'];
      'shop-skip-links': JSX.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-skip-links'];
    }
  }
}
