// A router as a single-page app has one: each route replaces the page's body with the product card it shows.
const view = document.getElementById('route');

function route() {
  const handle = /^#\/products\/([\w-]+)$/.exec(window.location.hash)?.[1] ?? 'classic-cotton-tee';
  const card = document.createElement('div');
  card.setAttribute('data-shop-product', handle);
  const section = document.createElement('div');
  section.className = 'section';
  section.append(card);
  view.replaceChildren(section);
}

window.addEventListener('hashchange', route);
route();
