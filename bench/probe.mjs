// @ts-check
/**
 * What runs inside the benchmarked page (an init script, top frame only): layout shifts and long tasks from the start,
 * and the moments the first card and every card show a price and an enabled add button, looking into shadow roots and
 * same-origin iframes alike, since ShopEmbed renders into the first and Buy Button JS into the second.
 */

/** Installed with `page.addInitScript(installProbe)`; must be self-contained. */
export function installProbe() {
  if (window.top !== window) return;
  // 50 cards of images and requests overflow the default 250 entries; the add-to-cart figure reads the storefront's.
  performance.setResourceTimingBufferSize(5000);
  /** @type {any} */
  const bench = { shifts: [], longtasks: [], ready: null, first: null };
  /** @type {any} */ (window).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries()))
      if (!entry.hadRecentInput) bench.shifts.push({ t: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longtasks.push({ t: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  /** Every element below `root`, through open shadow roots and same-origin iframe documents. @param {ParentNode} root */
  function deep(root, /** @type {Element[]} */ out = []) {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, out);
      if (el instanceof HTMLIFrameElement && el.contentDocument) deep(el.contentDocument, out);
    }
    return out;
  }
  /** @param {Element} card */
  function cardReady(card) {
    const all = deep(card);
    const price = all.some((el) => el.childElementCount === 0 && /\$\s?\d/.test(el.textContent ?? ''));
    const add = all.some(
      (el) => el.tagName === 'BUTTON' && !(/** @type {HTMLButtonElement} */ (el).disabled) && /add to cart/i.test(el.textContent ?? ''),
    );
    return price && add;
  }
  bench.deep = deep;
  const poll = () => {
    const cards = [...document.querySelectorAll('[data-card]')];
    if (bench.first == null && cards.some(cardReady)) bench.first = performance.now();
    if (cards.length > 0 && cards.every(cardReady)) bench.ready = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** Counted in the page once it has settled, the network quiet as the shopper acts (runs in the top frame); TBT until the cards were ready. */
export function pageFigures() {
  /** @type {any} */
  const bench = /** @type {any} */ (window).__bench;
  const all = bench.deep(document);
  let nodes = 0;
  const count = (/** @type {Node} */ root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) nodes += 1;
  };
  count(document);
  let css = 0;
  // A constructed sheet adopted by many shadow roots is parsed once: each sheet counts once.
  const seen = new Set();
  const sheetBytes = (/** @type {CSSStyleSheet} */ sheet) => {
    if (seen.has(sheet)) return 0;
    seen.add(sheet);
    return [...sheet.cssRules].reduce((sum, rule) => sum + rule.cssText.length, 0);
  };
  for (const el of all) {
    if (el.shadowRoot) {
      count(el.shadowRoot);
      for (const sheet of el.shadowRoot.adoptedStyleSheets) css += sheetBytes(sheet);
    }
    if (el.tagName === 'IFRAME' && el.contentDocument) {
      count(el.contentDocument);
      for (const sheet of el.contentDocument.adoptedStyleSheets) css += sheetBytes(sheet);
    }
    if (el.tagName === 'STYLE' && !el.hasAttribute('data-page')) css += (el.textContent ?? '').length;
    if (el.tagName === 'LINK' && el.rel === 'stylesheet' && el.sheet) css += sheetBytes(el.sheet);
  }
  for (const sheet of document.adoptedStyleSheets) css += sheetBytes(sheet);
  const ready = bench.ready;
  const tbt = bench.longtasks
    .filter((/** @type {any} */ task) => task.t < ready)
    .reduce((/** @type {number} */ sum, /** @type {any} */ task) => sum + Math.max(0, task.duration - 50), 0);
  const cls = bench.shifts.reduce((/** @type {number} */ sum, /** @type {any} */ shift) => sum + shift.value, 0);
  const inlineJs = [...document.scripts].filter((s) => !s.src).reduce((sum, s) => sum + (s.textContent ?? '').length, 0);
  return {
    ready,
    first: bench.first,
    tbt,
    cls,
    nodes,
    iframes: all.filter((/** @type {Element} */ el) => el.tagName === 'IFRAME').length,
    css,
    inlineJs,
  };
}

/**
 * Clicks the first card's add button (twice, 80 ms apart, when `double`) as a shopper's pointer does: the pointer is over
 * the button (`pointerover`: a mouse on its way, a finger or pen as it touches) `pressMs` before the click, the length of
 * one press (a finger's tap or a mouse button held down, touch start → click). Resolves with the click's time and the
 * milliseconds until the cart toggle shows `expected` items (null after 15 s).
 * @param {{ double: boolean, expected: string, pressMs: number }} options
 */
export function clickAdd({ double, expected, pressMs }) {
  /** @type {any} */
  const bench = /** @type {any} */ (window).__bench;
  const card = document.querySelector('[data-card]');
  const button = bench.deep(card).find((/** @type {Element} */ el) => el.tagName === 'BUTTON' && /add to cart/i.test(el.textContent ?? ''));
  button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true }));
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = performance.now();
      button.click();
      if (double) setTimeout(() => button.click(), 80);
      const poll = () => {
        const counts = bench.deep(document).filter((/** @type {Element} */ el) => el.matches('.cart-count, .shopify-buy__cart-toggle__count'));
        if (counts.some((/** @type {Element} */ el) => el.textContent?.trim() === expected)) resolve({ start, ms: performance.now() - start });
        else if (performance.now() - start > 15_000) resolve({ start, ms: null });
        else requestAnimationFrame(poll);
      };
      poll();
    }, pressMs);
  });
}

/** Milliseconds from `start` until the last storefront answer that began after it (resource timing, top frame). @param {number} start */
export function storefrontAnsweredAfter(start) {
  const answers = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/graphql') && entry.startTime >= start)
    .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd);
  return answers.length ? Math.max(...answers) - start : null;
}
