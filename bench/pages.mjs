// @ts-check
/**
 * The two pages the benchmark compares: the same grid of N product cards and a cart toggle, one wired by ShopEmbed's
 * drop-in script, the other by Buy Button JS with its defaults (`buildClient` + one `createComponent('product')` per card).
 */

/** Every product of the demo catalogue a shopper can buy, in id order, with the two big ones early so N = 12 includes them. */
/** @type {Array<[string, number]>} */
export const CATALOGUE = [
  ['classic-cotton-tee', 1001],
  ['build-your-own-print-tee', 1025], // 250 variants
  ['merino-crew-sweater', 1002],
  ['linen-button-down-shirt', 1003],
  ['everyday-hoodie', 1004],
  ['archive-photo-print-set', 1026], // many images
  ['packable-rain-shell', 1005],
  ['ribbed-wool-beanie', 1006],
  ['canvas-low-top-sneakers', 1007],
  ['stoneware-mug', 1008],
  ['gooseneck-pour-over-kettle', 1009],
  ['linen-napkins', 1010],
  ['cast-iron-skillet', 1011],
  ['oak-cutting-board', 1012],
  ['hand-poured-beeswax-candle', 1014],
  ['house-blend-whole-bean', 1015],
  ['ethiopia-yirgacheffe', 1016],
  ['colombia-decaf', 1017],
  ['espresso-roast', 1018],
  ['cold-brew-concentrate', 1019],
  ['coffee-sampler-box', 1020],
  ['leather-card-wallet', 1021],
  ['waxed-canvas-tote', 1022],
  ['enamel-pin-set', 1023],
  ['insulated-travel-tumbler', 1024],
  ['fresh-roast-subscription', 1027], // selling plans: the purchase options
  ['coffee-club-box', 1028], // sold by subscription only
];

/** The first `n` products, the catalogue repeated as needed (a product shown twice is a second card). @param {number} n */
export function productsFor(n) {
  return Array.from({ length: n }, (_, i) => /** @type {[string, number]} */ (CATALOGUE[i % CATALOGUE.length]));
}

// The page's own layout, identical on both pages (excluded from "stylesheet bytes injected").
const LAYOUT =
  '<style data-page>body{font-family:system-ui,sans-serif;margin:0}header{display:flex;justify-content:space-between;padding:8px 16px}' +
  '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;padding:16px;list-style:none;margin:0}</style>';

/**
 * @param {{ n: number, storefront: string, token: string }} options `storefront` is the shop's origin (https://127.0.0.1:port)
 */
export function shopEmbedPage({ n, storefront, token }) {
  const cards = productsFor(n)
    .map(([handle]) => `<li data-card><div data-shop-product="${handle}"></div></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ShopEmbed × ${n}</title>${LAYOUT}
<link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="${storefront}" data-shop-token="${token}" defer></script>
</head><body><header><strong>Shop</strong><div data-toggle><div data-shop-cart-toggle></div></div></header>
<ul class="grid">${cards}</ul></body></html>`;
}

/** @param {{ n: number, storefront: string, token: string }} options */
export function buyButtonPage({ n, storefront, token }) {
  const products = productsFor(n);
  const cards = products.map((_, i) => `<li data-card><div id="product-${i}"></div></li>`).join('\n');
  const ids = JSON.stringify(products.map(([, id]) => String(id)));
  const domain = new URL(storefront).host;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Buy Button JS × ${n}</title>${LAYOUT}
<script src="/vendor/buybutton.min.js"></script>
</head><body><header><strong>Shop</strong><div data-toggle></div></header>
<ul class="grid">${cards}</ul>
<script>
  var client = ShopifyBuy.buildClient({ domain: ${JSON.stringify(domain)}, storefrontAccessToken: ${JSON.stringify(token)} });
  var ui = ShopifyBuy.UI.init(client);
  ${ids}.forEach(function (id, i) {
    ui.createComponent('product', { id: id, node: document.getElementById('product-' + i) });
  });
</script></body></html>`;
}
