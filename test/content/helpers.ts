import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createEmulator } from '../../emulator/index.mjs';

export const CONTENT_ORIGIN = 'https://content.shop-embed.test';
export const ENDPOINT = `${CONTENT_ORIGIN}/content/api/v2`;

/**
 * msw in front of the emulator's content API; `urls` lists every content request that reached it, `searches()` only the
 * document searches (the repository root is fetched once per 5 s by the library itself).
 */
export function useContentApi() {
  const emulator = createEmulator();
  const urls: string[] = [];
  const server = setupServer(
    http.all(`${CONTENT_ORIGIN}/*`, ({ request }) => {
      urls.push(request.url);
      return emulator.execute(request);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    emulator.reset();
    urls.length = 0;
  });
  afterAll(() => server.close());
  return {
    emulator,
    urls,
    searches: () => urls.filter((url) => url.includes('/documents/search')).map((url) => new URL(url)),
    /** The next `times` requests to the content API are answered `status` (with `headers`) instead. */
    answer(status: number, times: number, headers: Record<string, string> = {}) {
      server.use(
        http.all(
          `${CONTENT_ORIGIN}/*`,
          ({ request }) => {
            urls.push(request.url);
            return HttpResponse.json({ type: 'api_error', message: `answered ${status}` }, { status, headers });
          },
          { once: times === 1 },
        ),
      );
    },
  };
}
