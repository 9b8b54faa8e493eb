// Inserts and removes widgets the way a single-page app or a CMS would: plain DOM calls, no ShopEmbed API.
const handles = ['classic-cotton-tee', 'stoneware-mug', 'ethiopia-yirgacheffe', 'waxed-canvas-tote', 'ribbed-wool-beanie', 'oak-cutting-board'];
const slots = document.getElementById('slots');
const log = document.getElementById('log');
let added = 0;

function say(text) {
  log.textContent = text;
}

function slot(child) {
  const wrapper = document.createElement('div');
  wrapper.className = 'slot';
  wrapper.append(child);
  slots.append(wrapper);
  added += 1;
  say(`${slots.children.length} card(s) on the page.`);
}

document.getElementById('add-product').addEventListener('click', () => {
  const host = document.createElement('div');
  host.setAttribute('data-shop-product', handles[added % handles.length]);
  slot(host);
});

document.getElementById('add-element').addEventListener('click', () => {
  const element = document.createElement('shop-product');
  element.setAttribute('handle', handles[(added + 3) % handles.length]);
  slot(element);
});

document.getElementById('remove-product').addEventListener('click', () => {
  slots.lastElementChild?.remove();
  say(`${slots.children.length} card(s) on the page.`);
});

// A CMS block that arrives late.
setTimeout(() => {
  const block = document.getElementById('later');
  block.innerHTML = '<div data-shop-collection="coffee" data-shop-limit="4"></div>';
}, 600);

// Two cards arrive at once, then one of them is taken away again (a route change).
setTimeout(() => {
  document.getElementById('add-product').click();
  document.getElementById('add-product').click();
}, 300);
setTimeout(() => document.getElementById('remove-product').click(), 1200);
