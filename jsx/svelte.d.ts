// Generated from the widget registry by `npm run editor-data`: do not edit.
// The ShopEmbed elements in Svelte markup: `import type {} from 'shop-embed/jsx/svelte';` once in the app.
import type { HTMLAttributes } from 'svelte/elements';
import type { ShopEmbedElements } from './elements.js';

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    'shop-product': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-product'];
    'shop-collection': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-collection'];
    'shop-recommendations': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-recommendations'];
    'shop-policies': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-policies'];
    'shop-cart-toggle': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart-toggle'];
    'shop-cart': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-cart'];
    'shop-checkout': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-checkout'];
    'shop-localization': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-localization'];
    'shop-search': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-search'];
    'shop-content': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-content'];
    'shop-skip-links': HTMLAttributes<HTMLElement> & ShopEmbedElements['shop-skip-links'];
  }
}

export {};
