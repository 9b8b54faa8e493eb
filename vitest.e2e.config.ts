import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the example pages in Debian's Chromium (playwright-core, no browser download) against the emulator,
// after a build. Node environment: the browser is the DOM.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    retry: 0,
    // A poll waits for a page in a real browser (network round trips, chunks, slices of cards), on CI a loaded machine:
    // vitest's 1 s default failed there. A test that bounds how soon something happens says so with its own timeout.
    expect: { poll: { timeout: 10_000 } },
  },
});
