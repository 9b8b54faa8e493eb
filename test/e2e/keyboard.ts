// Keyboard-only journeys in Chromium: where focus is, by what a screen reader would call it, and Tab until it gets there.
import type { Page } from 'playwright-core';

/** "tag|type|accessible-ish name" of the focused element, through shadow roots (labels included, hidden text left out). */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement>; type?: string }) | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as typeof el;
    if (!el) return '';
    const text = (node: Node): string =>
      node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : (node as Element).getAttribute?.('aria-hidden') === 'true'
          ? ''
          : [...node.childNodes].map(text).join('');
    const name = el.getAttribute('aria-label') ?? (el.labels?.[0] ? text(el.labels[0]) : text(el));
    return `${el.tagName.toLowerCase()}|${el.type ?? ''}|${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's description matches: how a keyboard user gets somewhere. */
export async function tabTo(page: Page, wanted: RegExp, back = false): Promise<string> {
  const seen: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted.test(now)) return now;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${wanted}; passed ${seen.join(' → ')}`);
}
