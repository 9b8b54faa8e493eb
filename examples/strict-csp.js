// The page's own script, as a file (the policy allows no inline script): it listens to ShopEmbed's DOM events.
const status = document.getElementById('events');
document.addEventListener('shop-embed:ready', (event) => {
  status.textContent = `ShopEmbed ${event.detail.version} is ready.`;
});
document.addEventListener('shop-embed:cart:change', (event) => {
  const count = event.detail.cart ? event.detail.cart.totalQuantity : 0;
  status.textContent = `The cart now holds ${count} item(s).`;
});
