import { vi } from 'vitest';

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
