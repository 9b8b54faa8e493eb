// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chunkUrl, createChunkLoader } from '../../src/mount/chunks';

const DIST = 'https://cdn.example/shop/v1/';
// What rollup writes into a chunk file: it hands its module to the first script's embed.
const CHUNK = `ShopEmbed._define(['exports', './shop-embed.umd.min.js'], function (exports, main) { exports.answer = main.base + 1; });`;
let served: Response | null = null;
let requests = 0;
const server = setupServer(
  http.get(`${DIST}shop-embed.cart.min.js`, () => {
    requests++;
    return served ?? new HttpResponse(CHUNK, { headers: { 'content-type': 'text/javascript' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  served = null;
  requests = 0;
  document.head.innerHTML = '';
  delete (window as { ShopEmbed?: unknown }).ShopEmbed;
});
afterAll(() => server.close());

/** The first script's tag, as a site owner writes it. */
function firstScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'text/x-test'; // never fetched itself
  for (const [name, value] of Object.entries({ src: `${DIST}shop-embed.umd.min.js`, ...attributes })) script.setAttribute(name, value);
  return script;
}

function loaderFor(script: HTMLScriptElement, integrity: Record<string, string> = {}) {
  const loader = createChunkLoader({ doc: document, script, integrity });
  (window as { ShopEmbed?: unknown }).ShopEmbed = { _define: loader.define };
  return loader;
}

const injected = () => [...document.head.querySelectorAll('script')];

describe('the chunk loader', () => {
  it("loads a chunk from beside the first script, with the tag's nonce and crossorigin and the build's hash", async () => {
    const loader = loaderFor(firstScript({ nonce: 'r4nd0m', crossorigin: 'anonymous' }), { 'shop-embed.cart.min.js': 'sha384-abc' });
    const module = await loader.load('./shop-embed.cart.min.js', { base: 41 });
    expect(module).toEqual({ answer: 42 });
    const [tag] = injected();
    expect(tag!.src).toBe(`${DIST}shop-embed.cart.min.js`);
    expect(tag!.getAttribute('nonce')).toBe('r4nd0m');
    expect(tag!.getAttribute('crossorigin')).toBe('anonymous');
    expect(tag!.getAttribute('integrity')).toBe('sha384-abc');
  });

  it('loads each file once, however many widgets ask for it', async () => {
    const loader = loaderFor(firstScript({}));
    const [a, b] = await Promise.all([loader.load('./shop-embed.cart.min.js', { base: 1 }), loader.load('shop-embed.cart.min.js')]);
    expect(a).toBe(b);
    expect(await loader.load('./shop-embed.cart.min.js')).toBe(a);
    expect(requests).toBe(1);
    expect(injected()).toHaveLength(1);
  });

  it('a failed load (404) rejects and is forgotten: the next call tries again with a fresh tag', async () => {
    const loader = loaderFor(firstScript({}));
    served = new HttpResponse('not here', { status: 404 });
    await expect(loader.load('./shop-embed.cart.min.js', { base: 1 })).rejects.toThrow(/could not load .*shop-embed\.cart\.min\.js/);
    expect(injected()).toHaveLength(0);
    served = null;
    expect(await loader.load('./shop-embed.cart.min.js')).toEqual({ answer: 2 });
    expect(requests).toBe(2);
    expect(injected()).toHaveLength(1);
  });

  it('checks a cross-origin chunk by its hash even when the tag has no crossorigin: asked for with CORS (anonymous)', async () => {
    const loader = loaderFor(firstScript({}), { 'shop-embed.cart.min.js': 'sha384-abc' });
    await loader.load('./shop-embed.cart.min.js', { base: 1 });
    expect(injected()[0]!.getAttribute('integrity')).toBe('sha384-abc');
    expect(injected()[0]!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('keeps the tag’s own crossorigin (use-credentials)', async () => {
    const loader = loaderFor(firstScript({ crossorigin: 'use-credentials' }), { 'shop-embed.cart.min.js': 'sha384-abc' });
    await loader.load('./shop-embed.cart.min.js', { base: 1 });
    expect(injected()[0]!.getAttribute('crossorigin')).toBe('use-credentials');
  });

  it('resolves against the page when the first script has no URL of its own', () => {
    expect(chunkUrl('shop-embed.cart.min.js', `${DIST}shop-embed.umd.min.js`, 'https://shop.example/a/b')).toBe(`${DIST}shop-embed.cart.min.js`);
    expect(chunkUrl('shop-embed.cart.min.js', undefined, 'https://shop.example/a/b')).toBe('https://shop.example/a/shop-embed.cart.min.js');
  });
});
