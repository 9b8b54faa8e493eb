// @ts-check
/**
 * Static files: `/dist/*` from the built bundle, `/examples/*` from the example pages and `/docs/*` (the docs the examples
 * index links to, as plain text). Paths are resolved inside
 * their root only; an example page may opt in to a Content-Security-Policy with a sibling `<page>.csp` file (or
 * `<page>.<name>.csp`, served for `?csp=<name>`).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { notFound, redirect, text } from './respond.mjs';

/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */

/**
 * The demo shop's origin in a page rendered at build time (scripts/prerender-examples.mjs): an example page is served
 * with the emulator's own origin in its place, so its images and product data come from wherever the emulator runs.
 */
export const DEMO_ORIGIN = 'http://demo-shop.invalid';

export const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.csp': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});

/**
 * Serves `/dist/...`, `/examples/...` and `/docs/...` below `root` (the repository directory).
 * @param {string} root
 * @param {URL} url
 * @returns {Promise<EmulatorResponse>}
 */
export async function serveStatic(root, url) {
  const mount = /^\/(dist|docs)(\/|$)/.exec(url.pathname)?.[1] ?? 'examples';
  if (url.pathname === `/${mount}`) return redirect(`/${mount}/${url.search}`, 301);
  let relative;
  try {
    relative = decodeURIComponent(url.pathname.slice(mount.length + 2));
  } catch {
    return text(400, 'Bad request');
  }
  // Refuse traversal before touching the disk: no `..` segment, no NUL, no absolute or backslash tricks.
  if (relative.includes('\0') || relative.split(/[\\/]/).includes('..')) return notFound();
  const base = resolve(root, mount);
  let file = resolve(base, normalize(relative));
  if (file !== base && !file.startsWith(base + sep)) return notFound();
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!url.pathname.endsWith('/')) return redirect(`${url.pathname}/${url.search}`, 301);
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return notFound();
  const ext = extname(file).toLowerCase();
  const raw = await readFile(file);
  const body = ext === '.html' && raw.includes(DEMO_ORIGIN) ? Buffer.from(raw.toString('utf8').replaceAll(DEMO_ORIGIN, url.origin)) : raw;
  /** @type {Record<string, string>} */
  const headers = {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (ext === '.html') {
    // `?csp=<name>` serves the page with its sibling `<page>.<name>.csp` instead (one page, several policies to test).
    const variant = url.searchParams.get('csp');
    const named = variant && /^[\w-]+$/.test(variant) ? `.${variant}` : '';
    const csp = await readFile(`${file.slice(0, -ext.length)}${named}.csp`, 'utf8').catch(() => null);
    if (csp !== null) headers['content-security-policy'] = csp.replace(/\s*\n\s*/g, ' ').trim();
  }
  return { status: 200, headers, body };
}
