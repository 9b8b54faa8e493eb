// @ts-check
/**
 * The site that embeds the widgets: a loopback HTTP server for the two pages, ShopEmbed's dist/ and Buy Button JS's
 * script. Scripts are served as a CDN serves versioned files (cacheable for a year), so a warm-cache visit loads them from
 * the browser cache; pages are never cached. The shop itself is the emulator, on its own HTTPS origin.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';
import { buyButtonPage, shopEmbedPage } from './pages.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..');
export const BUY_BUTTON_SCRIPT = require.resolve('@shopify/buy-button-js/dist/buybutton.min.js');
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8' };

/**
 * @param {{ storefront: string, token: string }} shop
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startSite(shop) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const n = Number(url.searchParams.get('n') ?? 1);
    if (url.pathname === '/shopembed.html' || url.pathname === '/buybutton.html') {
      const page = url.pathname === '/shopembed.html' ? shopEmbedPage : buyButtonPage;
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' }).end(page({ n, ...shop }));
      return;
    }
    const file = url.pathname === '/vendor/buybutton.min.js' ? BUY_BUTTON_SCRIPT : staticFile(url.pathname);
    const body = file && (await readFile(file).catch(() => null));
    if (!body) return void res.writeHead(404).end('not found');
    const type = TYPES[/** @type {keyof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `/dist/...` inside the built bundle, nothing else. @param {string} pathname */
function staticFile(pathname) {
  if (!pathname.startsWith('/dist/')) return null;
  const base = join(ROOT, 'dist');
  const file = normalize(join(base, decodeURIComponent(pathname.slice('/dist/'.length))));
  return file.startsWith(base + sep) ? file : null;
}
