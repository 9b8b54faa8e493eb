import { request } from 'node:https';
import { loopbackCertificate } from '../../emulator/server/node-server.mjs';

/**
 * A `fetch` over node:https that trusts the emulator's self-signed certificate (and only it), for clients that speak
 * nothing but `https://` — Shopify's own JS Buy SDK among them. Node 20's global fetch cannot be given a CA.
 */
export async function httpsFetchTrustingEmulator(): Promise<typeof fetch> {
  const { cert } = await loopbackCertificate();
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? init.body : init.body ? String(init.body) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: init.method ?? 'GET', headers: Object.fromEntries(headers), ca: cert }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders.set(name, String(value));
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: responseHeaders }));
        });
      });
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
  };
}
