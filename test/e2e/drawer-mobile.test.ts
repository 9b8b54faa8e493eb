// The cart drawer on a phone (390 px, touch, Chromium): the page behind holds still, the back gesture closes the drawer
// instead of leaving the shop, and the policy links are big enough to tap.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/shop.html';

const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button');
const drawerOf = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const path = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** A phone on the shop page, arrived at from the examples index (so "back" has somewhere to leave to), scrolled to 300. */
async function phone() {
  const opened = await shop.open('/examples/index.html', { width: 390, touch: true });
  await opened.page.goto(`${shop.url}${PAGE}`);
  await waitForWidgets(opened.page);
  await opened.page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(opened.page)).toBe(300);
  return opened;
}

async function openDrawer(page: Page) {
  await toggleOf(page).tap();
  await drawerOf(page).waitFor();
  await drawerOf(page).getByText('Your cart is empty.').waitFor();
}

/** A finger dragging up inside the drawer (a touch scroll gesture), then a mouse wheel there too. */
async function swipeInside(page: Page) {
  // The drawer slides in: wait until it covers the phone's width.
  await expect.poll(async () => Math.round((await drawerOf(page).boundingBox())!.x)).toBe(0);
  const box = (await drawerOf(page).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height * 0.7 };
  await cdp.send('Input.synthesizeScrollGesture', { ...at, yDistance: -500, gestureSourceType: 'touch', speed: 1500 });
  await cdp.send('Input.synthesizeScrollGesture', { ...at, yDistance: -500, gestureSourceType: 'touch', speed: 1500 });
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
}

describe('the cart drawer on a phone', () => {
  it('swiping inside the open drawer leaves the page where it was, and closing restores the page as it was', async () => {
    const { page, context, problems } = await phone();
    const overflow = await page.evaluate(() => document.documentElement.style.overflow);
    await openDrawer(page);
    await swipeInside(page);
    expect(await scrollY(page)).toBe(300);
    await page.screenshot({ path: `${SCREENSHOTS}/drawer-phone.png` });

    await drawerOf(page).getByRole('button', { name: 'Close cart' }).tap();
    await drawerOf(page).waitFor({ state: 'hidden' });
    expect(await scrollY(page)).toBe(300);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe(overflow);
    // The page scrolls again as before.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(() => scrollY(page)).toBe(500);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the back gesture closes the drawer and the shopper stays in the shop; back after a close by button leaves as before', async () => {
    const { page, context, problems } = await phone();
    await openDrawer(page);
    await page.evaluate(() => history.back());
    await drawerOf(page).waitFor({ state: 'hidden' });
    expect(await path(page)).toBe(PAGE);
    expect(await scrollY(page)).toBe(300);

    // Opened again and closed by its button: the drawer's history entry is gone, so back leaves the shop page as it always did.
    await openDrawer(page);
    await drawerOf(page).getByRole('button', { name: 'Close cart' }).tap();
    await drawerOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => JSON.stringify(history.state))).toBe('null');
    await page.goBack();
    expect(await path(page)).toBe('/examples/index.html');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("does not undo the page's own routing: a route pushed while the drawer is open stays when the drawer closes", async () => {
    const { page, context } = await phone();
    await openDrawer(page);
    await page.evaluate(() => history.pushState({ route: 'sale' }, '', '?route=sale'));
    await drawerOf(page).getByRole('button', { name: 'Close cart' }).tap();
    await drawerOf(page).waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    expect(await path(page)).toBe(`${PAGE}?route=sale`);
    expect(await page.evaluate(() => JSON.stringify(history.state))).toBe('{"route":"sale"}');
    await context.close();
  });

  it('a page whose router keeps its state in the history and draws its route on every popstate: the drawer leaves its history alone', async () => {
    // As Turbo, React Router, Next.js and Vue Router do: a state of the router's in the page's history entry, and the route
    // drawn again on every `popstate`, which would draw the card again and lose the size the shopper chose.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <link rel="stylesheet" href="/dist/shop-embed.css" />
      <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
      </head><body><div data-shop-cart-toggle></div><main id="view"></main>
      <script>
        window.routes = 0;
        history.replaceState({ route: 'tee' }, '');
        const route = () => { window.routes++; document.getElementById('view').innerHTML = '<div data-shop-product="classic-cotton-tee"></div>'; };
        addEventListener('popstate', route);
        route();
      </script></body></html>`;
    const { page, context, problems } = await shop.open('/examples/index.html', { width: 390, touch: true });
    await page.route(`${shop.url}/examples/router.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${shop.url}/examples/router.html`);
    await waitForWidgets(page);
    const size = page.locator('[data-shop-product]').getByRole('radio', { name: 'M', exact: true });
    await size.check();
    const entries = () => page.evaluate(() => [history.length, JSON.stringify(history.state), (window as unknown as { routes: number }).routes]);
    const before = await entries();
    expect(before[2]).toBe(1);

    await openDrawer(page);
    expect(await entries()).toEqual(before); // no entry of ours on the router's
    await drawerOf(page).getByRole('button', { name: 'Close cart' }).tap();
    await drawerOf(page).waitFor({ state: 'hidden' });
    await page.waitForTimeout(300); // a popstate would have drawn the route by now
    expect(await entries()).toEqual(before);
    expect(await size.isChecked()).toBe(true);

    // Back is the page's own: it leaves, as the router's page always did.
    await page.goBack();
    expect(await path(page)).toBe('/examples/index.html');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the policy links are at least 24 px tall', async () => {
    const { page, context } = await phone();
    await page.waitForFunction(() => (document.querySelector('[data-shop-policies]')?.shadowRoot?.querySelectorAll('a').length ?? 0) >= 3);
    const heights = await page.evaluate(() =>
      [...document.querySelector('[data-shop-policies]')!.shadowRoot!.querySelectorAll('a')].map((a) => a.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThanOrEqual(3);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(24);
    await context.close();
  });
});
