import { afterEach, beforeEach, vi } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

/** Waits for the mount layer's next batch (it runs on animation frames) and preact's effects. */
export async function nextFrames(count = 2) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The text a widget rendered inside its host's shadow root. */
export function shadowText(el: Element | null): string {
  return el?.shadowRoot?.textContent?.trim() ?? '';
}

/** Captures `console.warn` for one test. */
export function captureWarnings() {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    messages: () => spy.mock.calls.map((call) => String(call[0])),
    restore: () => spy.mockRestore(),
  };
}

/**
 * A page for one embed per test: `start()` creates it (the emulator's shop by default), `warnings` captures
 * `console.warn`; after each test the embed is destroyed, the page emptied and the console given back.
 */
export function useEmbedPage() {
  let embed: ShopEmbed | null = null;
  let captured: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    captured = captureWarnings();
  });
  afterEach(() => {
    embed?.destroy();
    embed = null;
    document.body.innerHTML = '';
    captured.restore();
  });
  return {
    start: (options: Parameters<typeof createShopEmbed>[0] = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN }) =>
      (embed = createShopEmbed(options)),
    warnings: { messages: () => captured.messages() },
  };
}
