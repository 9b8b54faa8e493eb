// The first script paints every card by itself: on a page of every product of the demo shop, with the components file and
// every chunk held back, each card is drawn, priced, its Add enabled; subscription products too (one sold only under a
// plan priced under its first plan), and an add on one goes to the cart under that plan once the components come.
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../emulator/storefront/data/products.mjs';
import { holdComponents, holdFile, SCREENSHOTS, storedCartId, takenOver, useBrowser } from './browser';

const shop = useBrowser();
/** Every chunk the first script or the components may load (not the first script itself, nor the components: held on their own). */
const CHUNKS = /\/dist\/shop-embed\.(?!umd\.|components\.)[\w.-]+\.js$/;
type Product = { handle: string; defaultStock?: number; stock?: Record<string, number>; preorder?: string[] };
const HANDLES: string[] = PRODUCTS.map((product: Product) => product.handle);
/** The demo products none of whose variants can be bought (no stock, none sold on pre-order): their card says Sold out. */
const SOLD_OUT = new Set(
  PRODUCTS.filter((p: Product) => p.defaultStock === 0 && !p.preorder?.length && !Object.values(p.stock ?? {}).some((n) => n > 0)).map(
    (p: Product) => p.handle,
  ),
);

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Every product</title>
    <link rel="stylesheet" href="/dist/shop-embed.css" />
    <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
  </head>
  <body>
    <main>
      <h1>Every product</h1>
      <div data-shop-cart-toggle></div>
      ${HANDLES.map((handle) => `<div data-shop-product="${handle}"></div>`).join('\n      ')}
    </main>
  </body>
</html>`;

describe('every card from the first script', () => {
  it('with the components and every chunk held back, every product card is painted, priced, its Add enabled', async () => {
    await shop.reset();
    let release = () => {};
    const sent: string[] = [];
    const {
      page: tab,
      problems,
      context,
    } = await shop.open('/examples/every-product.html', {
      html: page,
      waitUntil: 'commit',
      before: async (p) => {
        p.on('request', (request) => void (request.url().includes('/graphql.json') && sent.push(request.postData() ?? '')));
        const held = await Promise.all([holdComponents(p), holdFile(p, CHUNKS)]);
        release = () => held.forEach((go) => go());
      },
    });
    const cards = () =>
      tab.evaluate(() =>
        [...document.querySelectorAll('[data-shop-product]')].map((host) => {
          const add = host.shadowRoot?.querySelector<HTMLButtonElement>('[part~="add-to-cart"]');
          return {
            handle: host.getAttribute('data-shop-product'),
            price: host.shadowRoot?.querySelector('.price')?.textContent ?? '',
            add: add ? `${add.textContent}${add.disabled ? ' (disabled)' : ''}` : 'none',
          };
        }),
      );
    await expect.poll(async () => (await cards()).filter((card) => card.add !== 'none').length, { timeout: 20_000 }).toBe(HANDLES.length);
    const drawn = await cards();
    // Every card priced; every available product's Add enabled (the one product with nothing in stock says Sold out).
    expect(SOLD_OUT).toEqual(new Set(['ceramic-planter']));
    expect(drawn.filter((card) => !/\$\d/.test(card.price))).toEqual([]);
    expect(drawn.filter((card) => card.add !== (SOLD_OUT.has(card.handle!) ? 'Sold out (disabled)' : 'Add to cart'))).toEqual([]);
    // The subscription products among them: the roast at its one-time price (its first choice), its Add enabled.
    expect(drawn.find((card) => card.handle === 'fresh-roast-subscription')).toEqual({
      handle: 'fresh-roast-subscription',
      price: 'Price $20.00',
      add: 'Add to cart',
    });
    expect(await takenOver(tab)).toBe(false);
    // The product sold only under a plan: priced under its first plan, against its one-time price.
    const club = tab.locator('[data-shop-product="coffee-club-box"]');
    expect(drawn.find((card) => card.handle === 'coffee-club-box')!.price).toBe('Sale price $25.50 Regular price $30.00');
    await club.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SCREENSHOTS}/every-card-painted.png` });
    await club.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => tab.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toContain('Cart, 1 item');

    release();
    await expect.poll(() => takenOver(tab), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => club.getByRole('status').textContent(), { timeout: 20_000 }).toBe('Added to your cart.');
    expect(sent.find((body) => body.includes('CartCreate'))).toMatch(/"sellingPlanId":"gid:\/\/shopify\/SellingPlan\/3101"/);
    // What the shop holds: the club's line, under its first plan.
    const { cart } = await shop.graphql<{
      cart: { lines: { nodes: Array<{ quantity: number; sellingPlanAllocation: { sellingPlan: { id: string } } | null }> } };
    }>('query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { quantity sellingPlanAllocation { sellingPlan { id } } } } } }', {
      id: await storedCartId(tab),
    });
    expect(cart.lines.nodes).toEqual([{ quantity: 1, sellingPlanAllocation: { sellingPlan: { id: 'gid://shopify/SellingPlan/3101' } } }]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});
