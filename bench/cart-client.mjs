// @ts-check
/**
 * ShopEmbed's cart client alone against shopify-buy 3.0.7 (the SDK Buy Button JS is built on): bytes of everything each
 * ships, minified the same way (rollup + terser, as `npm run build` does), and storefront requests per cart action,
 * counted by the emulator.
 */
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { wireSizes } from './measure.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..');

/** @param {string} input */
async function minified(input) {
  const bundle = await rollup({ input, plugins: [nodeResolve({ browser: true }), terser()], onwarn: () => {} });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  // What a page loads with it: the entry and the chunks it imports statically; a chunk imported only on need (the
  // tokenless chunk, for a client without a token) is not counted.
  const chunks = new Map(output.map((file) => [file.fileName, file]));
  const loaded = new Set([output[0].fileName]);
  for (const name of loaded) for (const imported of chunks.get(name)?.imports ?? []) loaded.add(imported);
  const body = Buffer.from([...loaded].map((name) => chunks.get(name)?.code ?? '').join('\n'));
  return { minified: body.length, ...wireSizes(body, 'Script') };
}

export async function cartClientBytes() {
  return {
    shopEmbed: await minified(join(ROOT, 'dist/cart-client.js')),
    shopifyBuy: await minified(require.resolve('shopify-buy/index.es.js')),
  };
}

const VARIANT = 'gid://shopify/ProductVariant/1001001';
const OTHER = 'gid://shopify/ProductVariant/1002001';

/** Requests per action: add a discount code, replace the cart's lines, set the note and attributes together. @param {{ url: string, token: string, emulator: any }} shop */
export async function cartClientRequests(shop) {
  const client = await import(pathToFileURL(join(ROOT, 'dist/cart-client.js')).href);
  const ours = client.createStorefrontClient({ domain: shop.url, storefrontAccessToken: shop.token });
  const Client = (await import('shopify-buy')).default;
  // shopify-buy always speaks https; its own fetch hook sends the same requests to the emulator's http port.
  const toEmulator = (/** @type {string} */ url, /** @type {RequestInit} */ init) => fetch(url.replace(/^https:\/\/[^/]+/, shop.url), init);
  const theirs = Client.buildClient({ domain: new URL(shop.url).host, storefrontAccessToken: shop.token }, toEmulator);
  const count = () => shop.emulator.requests().routes.graphql ?? 0;
  /** @param {() => Promise<unknown>} action */
  const requestsOf = async (action) => {
    const before = count();
    await action();
    return count() - before;
  };

  const ourCart = (await client.createCart(ours, { lines: [{ merchandiseId: VARIANT, quantity: 1 }] })).cart;
  // Called as the cart store calls them: it holds the cart, so it passes the codes and line ids it knows.
  const knownCodes = ourCart.discountCodes.map((/** @type {{ code: string }} */ entry) => entry.code);
  const knownLineIds = ourCart.lines.map((/** @type {{ id: string }} */ line) => line.id);
  const shopEmbed = {
    addDiscount: await requestsOf(() => client.addCartDiscountCodes(ours, ourCart.id, ['WELCOME10'], knownCodes)),
    replaceLines: await requestsOf(() => client.replaceCartLines(ours, ourCart.id, [{ merchandiseId: OTHER, quantity: 2 }], { knownLineIds })),
    noteAndAttributes: await requestsOf(() =>
      client.updateCartNoteAndAttributes(ours, ourCart.id, { note: 'gift', attributes: [{ key: 'wrap', value: 'yes' }] }),
    ),
  };
  const checkout = await theirs.checkout.create({ lineItems: [{ variantId: VARIANT, quantity: 1 }] });
  const shopifyBuy = {
    addDiscount: await requestsOf(() => theirs.checkout.addDiscount(checkout.id, 'WELCOME10')),
    replaceLines: await requestsOf(() => theirs.checkout.replaceLineItems(checkout.id, [{ variantId: OTHER, quantity: 2 }])),
    noteAndAttributes: await requestsOf(() =>
      theirs.checkout.updateAttributes(checkout.id, { note: 'gift', customAttributes: [{ key: 'wrap', value: 'yes' }] }),
    ),
  };
  return { shopEmbed, shopifyBuy };
}
