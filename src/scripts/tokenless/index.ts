// The tokenless chunk (`dist/shop-embed.tokenless.min.js`; in ESM a dynamic `import()` chunk), loaded with the first
// request of a connection that has no storefront access token (`sender`, src/cart-client/request.ts): each request goes
// out as tokenless access serves it (fit.ts), and the answers of a batch cut in several come back as one.
import { plainJson } from '../../cart-client/json';
import { parseDocument } from './document';
import { fitTokenless } from './fit';

export { fitTokenless, TOKENLESS_MAX_COST, TOKENLESS_PAGE } from './fit';
export { parseDocument } from './document';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
  extensions?: unknown;
}

/**
 * Sends one Storefront API request (`init`, as requestInit writes it) within tokenless access's rules through `send`,
 * and answers as the shop would have answered the request as written: one JSON body, the data of every part in it.
 * A document it cannot read goes as it is.
 */
export async function tokenless(url: Parameters<typeof fetch>[0], written: RequestInit, send: typeof fetch): Promise<Response> {
  // No token header: the reference's "Tokenless request" example sends none (requestInit writes it empty).
  const { 'X-Shopify-Storefront-Access-Token': _empty, ...headers } = written.headers as Record<string, string>;
  const init = { ...written, headers };
  const body = JSON.parse(init.body as string) as { query: string; variables?: Record<string, unknown>; operationName?: string };
  let fitted;
  try {
    fitted = fitTokenless(parseDocument(body.query), body.variables ?? {});
  } catch {
    return send(url, init);
  }
  const requestOf = (query: string): RequestInit => ({ ...init, body: plainJson({ ...body, query, variables: fitted.variables }) });
  if (fitted.documents.length === 1) return send(url, requestOf(fitted.documents[0]!));
  const responses = await Promise.all(fitted.documents.map((query) => send(url, requestOf(query))));
  // A part the shop did not answer with JSON (an HTTP error) is the answer: the reader reports its status.
  const failed = responses.find((response) => !response.ok);
  if (failed) return failed;
  const answers = (await Promise.all(responses.map((response) => response.json()))) as Answer[];
  const merged: Answer = {};
  for (const answer of answers) {
    // A part refused as a whole (no data) makes the whole read fail, as the one request would have.
    if (answer.data === null || answer.data === undefined) merged.data = null;
    else if (merged.data !== null) merged.data = { ...merged.data, ...answer.data };
    if (answer.errors) merged.errors = [...(merged.errors ?? []), ...answer.errors];
    merged.extensions ??= answer.extensions;
  }
  return new Response(JSON.stringify(merged), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
