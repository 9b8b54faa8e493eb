// The storage key of a shop's cart id: the first script reads it to know whether a cart is stored (then the cart chunk loads
// on idle); the cart chunk's id store (persistence.ts) keeps the id under it.

/** One key per shop, so two shops embedded on one site keep two carts. */
export function cartStorageKey(shopKey: string): string {
  return `shop-embed:cart:${shopKey}`;
}

/** `my-shop.myshopify.com`, `https://my-shop.myshopify.com/` and `http://127.0.0.1:4000` → a stable shop key. */
export function shopKeyFromDomain(domain: string): string {
  return domain
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
}
