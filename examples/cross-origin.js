// The cross-origin example's script tag: the same emulator under its other host name, so the files come from another
// origin than the page, as from a CDN. A tag added by a script runs once loaded, as a deferred one (the page is parsed).
(() => {
  const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const tag = document.createElement('script');
  tag.src = `${location.protocol}//${other}:${location.port}/dist/shop-embed.umd.min.js`;
  tag.dataset.shopDomain = 'self';
  tag.dataset.shopToken = 'shop-embed-demo-token';
  document.head.append(tag);
})();
