// Generated from the widget registry by `npm run editor-data`: do not edit.
// The ShopEmbed elements in react's JSX: `import type {} from 'shop-embed/jsx/react';` once in the app.
import type { ShopEmbedElements } from './elements.js';
import type * as React from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-product'];
      'shop-collection': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-collection'];
      'shop-recommendations': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-recommendations'];
      'shop-policies': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-policies'];
      'shop-cart-toggle': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart-toggle'];
      'shop-cart': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart'];
      'shop-checkout': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-checkout'];
      'shop-localization': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-localization'];
      'shop-search': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-search'];
      'shop-content': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-content'];
      'shop-skip-links': React.HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-skip-links'];
    }
  }
}
