/**
 * What the mount layer adds to the widgets' sheet: how hosts display (its fallback uses the widgets' own `.fallback` look).
 * The page stylesheet's placeholder (host-styles.ts) goes as the skeleton comes; the host is no size container any more.
 */
export const FALLBACK_STYLES =
  ':host{display:block;container-type:normal!important}:host(shop-cart-toggle),:host([data-shop-cart-toggle]),:host([data-shop-embed-host]){display:inline-block}' +
  ':host::before{display:none!important}';
