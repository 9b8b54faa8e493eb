// The page's own script: it hears ShopEmbed's DOM events. `shop-embed:checkout` is cancelable; this page lets it through
// and only notes where the shopper is going.
const log = document.getElementById('cart-log');
const say = (text) => {
  log.textContent = text;
};
document.addEventListener('shop-embed:ready', (event) => say(`ShopEmbed ${event.detail.version} is ready.`));
document.addEventListener('shop-embed:cart:change', (event) => {
  const count = event.detail.cart ? event.detail.cart.totalQuantity : 0;
  say(`The cart now holds ${count} item(s).`);
});
document.addEventListener('shop-embed:cart:error', (event) => say(`The shop said: ${event.detail.messages.map((m) => m.code).join(', ')}`));
document.addEventListener('shop-embed:checkout', (event) => {
  sessionStorage.setItem('shop-embed-example:checkout', event.detail.url);
  say(`Going to checkout: ${event.detail.url}`);
});
