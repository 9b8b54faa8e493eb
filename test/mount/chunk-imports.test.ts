// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
// Chunks importing chunks: the components file (a chunk of the first script) imports from the first script and loads the
// cart chunk itself (`require(file)`, the loader's promise: build/script-tag.mjs `nativeImport`), and the cart chunk imports
// from both, as rollup's AMD output of the script build does.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { bootSource } from '../../build/script-tag.mjs';
import { createChunkLoader } from '../../src/mount/chunks';

const DIST = 'https://cdn.example/shop/v1/';
const FILES: Record<string, string> = {
  'shop-embed.components.min.js': `ShopEmbed._define(['require', 'exports', './shop-embed.umd.min.js'], function (require, exports, first) {
    exports.shared = first.base * 10;
    exports.cart = () => require('./shop-embed.cart.min.js');
  });`,
  'shop-embed.cart.min.js': `ShopEmbed._define(['exports', './shop-embed.umd.min.js', './shop-embed.components.min.js'], function (exports, first, components) {
    exports.total = first.base + components.shared;
  });`,
};
const fetched: string[] = [];
const server = setupServer(
  http.get(`${DIST}:file`, ({ params }) => {
    fetched.push(String(params.file));
    return new HttpResponse(FILES[String(params.file)], { headers: { 'content-type': 'text/javascript' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { ShopEmbed?: unknown }).ShopEmbed;
});
afterAll(() => server.close());

it('a chunk imports the modules of the first script and of the chunks loaded before it, and loads chunks of its own', async () => {
  const script = document.createElement('script');
  script.type = 'text/x-test';
  script.setAttribute('src', `${DIST}shop-embed.umd.min.js`);
  const loader = createChunkLoader({ doc: document, script, integrity: {} });
  (window as { ShopEmbed?: unknown }).ShopEmbed = { _define: loader.define };
  const components = (await loader.load('./shop-embed.components.min.js', { base: 2 })) as { shared: number; cart: () => Promise<{ total: number }> };
  expect(components.shared).toBe(20);
  expect(await components.cart()).toEqual({ total: 22 });
  expect(fetched).toEqual(['shop-embed.components.min.js', 'shop-embed.cart.min.js']);
});

type Require = (file: string) => Promise<unknown>;
type Chunk = { shared: number; cart: () => Promise<{ total: number }> };

it('the first script, started by its boot as the build copies it in (src/scripts/first-script/boot.ts), hands the chunks it loads its exports', async () => {
  const script = document.createElement('script');
  script.type = 'text/x-test';
  script.setAttribute('src', `${DIST}shop-embed.umd.min.js`);
  const loader = createChunkLoader({ doc: document, script, integrity: {} });
  // The stand-in the first script puts in place before it loads a chunk (index.ts).
  (window as { ShopEmbed?: unknown }).ShopEmbed = { _define: loader.define, _load: loader.load };
  const boot = new Function(`return (${bootSource()});`)() as (
    deps: string[],
    factory: (require: Require, exports: Record<string, unknown>) => void,
  ) => void;
  let components: Promise<unknown> | undefined;
  // What rollup writes for the first script: its exports and `require`, which asks for a chunk inside the factory (a page
  // parsed already starts the first paint there), before the factory has returned.
  boot(['require', 'exports'], (require: Require, exports: Record<string, unknown>) => {
    exports['base'] = 3;
    components = require('./shop-embed.components.min.js');
  });
  const chunk = (await components) as Chunk;
  expect(chunk.shared).toBe(30);
  expect(await chunk.cart()).toEqual({ total: 33 });
});
