// Storefront API playground: one plain fetch to the emulator, rendered without a framework.
const TOKEN = 'shop-embed-demo-token';
const QUERY = `query PlaygroundProducts($first: Int!) {
  products(first: $first) {
    nodes {
      id
      title
      handle
      priceRange { minVariantPrice { amount currencyCode } }
      featuredImage { url altText }
    }
  }
}`;

/** Shopify-style sized image URL: `_{w}x{h}` before the extension, query string kept. */
function sized(url, width, height) {
  return url.replace(/(\.[a-z0-9]+)(\?.*)?$/i, `_${width}x${height}$1$2`);
}

function money({ amount, currencyCode }) {
  return `${Number(amount).toFixed(2)} ${currencyCode}`;
}

function productItem(product) {
  const item = document.createElement('li');
  if (product.featuredImage) {
    const img = document.createElement('img');
    img.src = sized(product.featuredImage.url, 400, 400);
    img.alt = product.featuredImage.altText || product.title;
    img.width = 400;
    img.height = 400;
    img.loading = 'lazy';
    item.append(img);
  }
  const title = document.createElement('h3');
  title.textContent = product.title;
  const price = document.createElement('p');
  price.textContent = money(product.priceRange.minVariantPrice);
  item.append(title, price);
  return item;
}

async function main() {
  const status = document.getElementById('status');
  const list = document.getElementById('products');
  try {
    const response = await fetch('/api/2026-04/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
      body: JSON.stringify({ query: QUERY, variables: { first: 12 } }),
    });
    const result = await response.json();
    if (!response.ok || result.errors) throw new Error(result.errors?.[0]?.message ?? `HTTP ${response.status}`);
    const products = result.data.products.nodes;
    list.append(...products.map(productItem));
    status.textContent = `${products.length} products from the emulator.`;
  } catch (error) {
    status.textContent = `Could not load products: ${error.message}`;
    status.classList.add('error');
  }
}

main();
