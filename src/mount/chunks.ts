// How the script-tag bundle loads its chunks (`shop-embed.components.min.js`, `shop-embed.cart.min.js`…): each is a
// `<script src>` beside the first script, with the tag's nonce and crossorigin and the hash the build wrote in, loaded
// once. A chunk file calls `ShopEmbed._define(deps, factory)` while it runs (rollup's AMD output, see build/script-tag.mjs);
// its `load` event, which follows at once, hands the module it defined to whoever asked for the file. A chunk imports
// from the first script and from chunks loaded before it (the cart chunk from the components), and loads others itself.

import { policy } from '../widget/trusted-types';

type Factory = (...deps: unknown[]) => void;

export interface ChunkLoaderSetup {
  doc: Document;
  /** The first script's tag, taken when it started (`document.currentScript`): its URL, nonce and crossorigin. */
  script: HTMLScriptElement | null;
  /** `sha256-…` per chunk file name, written into the first script at build time (a chunk may add those of its own chunks). */
  integrity: Record<string, string>;
}

export interface ChunkLoader {
  /** Loads a chunk file (a path relative to the first script) once; `table` is what the chunk imports from the first script. */
  load(file: string, table?: object): Promise<object>;
  /** What a chunk file calls while it runs. */
  define(deps: readonly string[], factory: Factory): void;
}

/** Where a file beside the first script is: resolved against the tag's own URL (`…/dist/shop-embed.umd.min.js`). */
export function chunkUrl(file: string, scriptSrc: string | undefined, base: string): string {
  return new URL(file, scriptSrc || base).href;
}

/**
 * A `<script src>` for a file beside the first script, with the tag's nonce and crossorigin and the file's hash (not yet
 * in the page: the caller listens, then appends it). The first paint loads the components file with it too.
 */
export function scriptTag(doc: Document, script: HTMLScriptElement | null, url: string, hash: string | undefined): HTMLScriptElement {
  const tag = doc.createElement('script');
  // A page that enforces Trusted Types takes our chunks' URLs through our policy only (src/widget/trusted-types.ts).
  tag.src = policy?.createScriptURL(url) ?? url;
  tag.async = true;
  // Browsers hide a nonce attribute once the page's CSP has seen it; the property keeps it.
  const nonce = script?.nonce || script?.getAttribute('nonce');
  if (nonce) tag.setAttribute('nonce', nonce);
  // Every chunk is checked against its hash, wherever it comes from. The browser checks a file of another origin only when
  // it is read with CORS, so a chunk is asked for with the tag's crossorigin, or `anonymous` where the tag has none (as
  // the README's snippet): a modified chunk does not run (nor one whose server refuses CORS; public CDNs allow it).
  tag.crossOrigin = script?.getAttribute('crossorigin') ?? 'anonymous';
  if (hash) tag.integrity = hash;
  return tag;
}

/**
 * The loader of one page's first script. A failed load (404, offline, a hash that does not match) rejects and is
 * forgotten, so the next call tries again with a fresh `<script>`.
 *
 * @example
 * const chunks = createChunkLoader({ doc: document, script: document.currentScript, integrity: {} });
 * const cart = await chunks.load('./shop-embed.cart.min.js', table);
 */
export function createChunkLoader(setup: ChunkLoaderSetup): ChunkLoader {
  const { doc, script } = setup;
  const loading = new Map<string, Promise<object>>();
  /** The modules chunks have defined, by file: what a later chunk imports from them. */
  const modules = new Map<string, object>();
  let table: object = {};
  /** The module the chunk that is running defined (its `load` event comes next, before any other script runs). */
  let defined: object | null = null;

  function inject(url: string, file: string): Promise<object> {
    return new Promise((resolve, reject) => {
      // The page refuses our Trusted Types policy, and may enforce them: a script's src takes no plain string then. An
      // import() is no such sink (the page's script-src still decides), though the browser checks no hash there.
      const tag = policy === null ? null : scriptTag(doc, script, url, setup.integrity[file]);
      const fail = (message = `could not load ${url}`) => {
        tag?.remove();
        loading.delete(file);
        reject(new Error(message));
      };
      const ran = () => {
        const module = defined as { integrity?: object } | null;
        defined = null;
        // A chunk that loads chunks of its own may carry their hashes (the languages chunk, its packs'): they join the table.
        if (module) resolve((Object.assign(setup.integrity, module.integrity), modules.set(file, module), module));
        else fail(`${url} did not define a module`);
      };
      if (!tag) return void import(/* @vite-ignore */ url).then(ran, () => fail());
      tag.addEventListener('load', ran);
      tag.addEventListener('error', () => fail());
      (doc.head ?? doc.documentElement).append(tag);
    });
  }

  const loader: ChunkLoader = {
    load(path, from) {
      if (from) table = from;
      const file = path.replace(/^\.\//, '');
      let promise = loading.get(file);
      if (!promise) {
        promise = inject(chunkUrl(file, script?.src, doc.baseURI), file);
        loading.set(file, promise);
      }
      return promise;
    },
    define(deps, factory) {
      const exports = {};
      // `require(file)` loads a chunk this one imports dynamically (`nativeImport`, build/script-tag.mjs); any other name is a
      // file loaded before, else the first script (the build fails when a chunk imports one that is not always loaded before
      // it: `chunkOrder`).
      factory(
        ...deps.map((dep) => (dep === 'exports' ? exports : dep === 'require' ? loader.load : (modules.get(dep.replace(/^\.\//, '')) ?? table))),
      );
      defined = exports;
    },
  };
  return loader;
}
