#!/usr/bin/env node
// `npx shop-embed render in.html > out.html` (or `render <dir> --out <dir>`): the product cards of static pages written into
// their HTML (shop-embed/server's renderPage). The shop comes from the page's script tag (data-shop-domain, data-shop-token)
// or the options; relative to nothing but the files given.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { renderPage } from '../dist/server.js';

const USAGE = `usage: shop-embed render <page.html | dir> [--out <file | dir>] [--domain <shop>] [--token <token>]
                        [--country <CC>] [--language <ll>] [--assets <url>] [--url <page url>]
  Writes each page with its product cards drawn in it (to stdout for one page without --out).
  The shop: --domain/--token, else SHOP_EMBED_DOMAIN/SHOP_EMBED_TOKEN, else the page's script tag.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    domain: { type: 'string' },
    token: { type: 'string' },
    country: { type: 'string' },
    language: { type: 'string' },
    assets: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const [command, input] = positionals;
if (values.help || command !== 'render' || !input) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

/** The shop's domain and token: the options, the environment, or the page's own script tag. */
function shopOf(html) {
  const tag = /<script\b[^>]*\bsrc="[^"]*shop-embed[^>]*>/i.exec(html)?.[0] ?? '';
  const attribute = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return {
    domain: values.domain ?? process.env.SHOP_EMBED_DOMAIN ?? attribute('data-shop-domain'),
    storefrontAccessToken: values.token ?? process.env.SHOP_EMBED_TOKEN ?? attribute('data-shop-token'),
  };
}

async function render(file) {
  const html = await readFile(file, 'utf8');
  const shop = shopOf(html);
  if (!shop.domain || !shop.storefrontAccessToken || shop.domain === 'self')
    throw new Error(`${file}: no shop to read: pass --domain and --token (the tag's "self" names the page's origin, unknown here)`);
  return renderPage(html, { ...shop, country: values.country, language: values.language, assets: values.assets, url: values.url });
}

async function pages(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

try {
  if ((await stat(input)).isDirectory()) {
    if (!values.out) throw new Error('a directory needs --out <dir>');
    for (const file of await pages(input)) {
      const target = join(values.out, relative(input, file));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await render(file));
      console.error(`shop-embed: ${target}`);
    }
  } else if (values.out) await writeFile(values.out, await render(input));
  else process.stdout.write(await render(input));
} catch (error) {
  console.error(`shop-embed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
