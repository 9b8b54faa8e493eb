// A fetch handler served by Node ≥ 20's `node:http`: `http.createServer(toNodeListener(handler)).listen(8787)`. The
// handler never runs through here on a Worker; and this file imports nothing from Node, so the types of shop-embed/server
// stand without @types/node: it is written against the few members of IncomingMessage and ServerResponse it uses.

/** What `toNodeListener` reads of `node:http`'s IncomingMessage. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** What it writes through of ServerResponse. */
export interface NodeResponseLike {
  statusMessage: string;
  writeHead(status: number, headers: string[]): unknown;
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  once(event: 'drain', listener: () => void): unknown;
  headersSent: boolean;
}

/** Node's fetch hands a body decoded, with the origin's Content-Encoding and length still on it: those two are not sent on. */
const DECODED = ['content-encoding', 'content-length'];
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

/**
 * A `node:http` request listener that serves `handler`. `base` is the site's public address (`https://blog.example.com`),
 * which the handler sees as each request's origin: default, `http://` and the request's Host.
 *
 * @example
 * http.createServer(toNodeListener(createRenderHandler({ origin, domain, storefrontAccessToken }))).listen(8787);
 */
export function toNodeListener(handler: (request: Request) => Promise<Response>, { base }: { base?: string } = {}) {
  return async (req: NodeRequestLike, res: NodeResponseLike): Promise<void> => {
    try {
      const response = await handler(toRequest(req, base));
      const decoded = response.headers.has('content-encoding');
      const raw: string[] = [];
      response.headers.forEach((value, name) => {
        // Headers iterates each Set-Cookie on its own (a list of pairs keeps them apart; an object would join them).
        if (!HOP_BY_HOP.includes(name) && !(decoded && DECODED.includes(name))) raw.push(name, value);
      });
      // No status text (HTTP/2 origins send none): Node writes the standard one.
      if (response.statusText) res.statusMessage = response.statusText;
      res.writeHead(response.status, raw);
      if (response.body && req.method !== 'HEAD')
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
          if (!res.write(chunk)) await new Promise<void>((resume) => res.once('drain', resume));
    } catch {
      if (!res.headersSent) res.writeHead(500, ['content-type', 'text/plain']);
    }
    res.end();
  };
}

function toRequest(req: NodeRequestLike, base = `http://${String(req.headers.host ?? 'localhost')}`): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !name.startsWith(':')) for (const one of [value].flat()) headers.append(name, one);
  const method = req.method ?? 'GET';
  const hasBody = !['GET', 'HEAD'].includes(method);
  const source = req[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await source.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return new Request(new URL(req.url ?? '/', base), { method, headers, ...(hasBody ? { body, duplex: 'half' } : {}) } as RequestInit);
}
