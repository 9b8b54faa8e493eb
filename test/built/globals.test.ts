// The script-tag files as built (run after `npm run build`, in `npm run test:dist`): each runs in a page of its own (a
// node:vm context standing for `window`) and may leave nothing on it but `window.ShopEmbed`, whatever the page's own
// scripts have named before or after it, and however many times the tag is on the page.
import { readdirSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';

const FIRST = 'shop-embed.umd.min.js';
const read = (file: string) => readFileSync(`dist/${file}`, 'utf8');
/** Every file the script tag brings to a page: the first script and each chunk it loads. */
const CHUNKS = readdirSync('dist').filter((file) => /^shop-embed\..+\.js$/.test(file) && file !== FIRST && file !== 'shop-embed.umd.js');
/** What a page's minified scripts commonly name at their top level. */
const SHORT_NAMES = ['e', 't', 'n', 'r', 'o', 'a', 'i', 's', 'l', 'c', 'u', 'd'];

let windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.map((win) => win.happyDOM.close()));
  windows = [];
});

/** A page: its global object is `window`, with a parsed document and no shop configured (the first paint leaves it be). */
function page() {
  const win = new Window({
    url: 'https://site.example/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  windows.push(win);
  const warnings: unknown[][] = [];
  const global: Record<string, unknown> = {
    document: win.document,
    navigator: win.navigator,
    location: win.location,
    Document: win.Document,
    // A window's own listeners (the first script listens for pagehide and pageshow).
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
    console: { ...console, warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) },
    setTimeout,
    clearTimeout,
    queueMicrotask,
    // The chunk loader resolves a chunk's address against the tag's (the first paint asks for one as it starts).
    URL,
  };
  global.window = global;
  const context = vm.createContext(global);
  const run = (code: string, filename = 'page.js') => vm.runInContext(code, context, { filename });
  /** The `[shop-embed]` lines about `window.ShopEmbed` (a vm page has no tag of ours: the line that says so is left out). */
  const aboutGlobal = () => warnings.map((args) => args.join(' ')).filter((line) => line.includes('window.ShopEmbed'));
  return { global, run, keys: () => Object.keys(global), aboutGlobal };
}

describe('the script tag leaves nothing on window but ShopEmbed', () => {
  it('the first script, after page scripts that use short names, defines only ShopEmbed and changes none of theirs', () => {
    const { global, run, keys } = page();
    run(SHORT_NAMES.map((name) => `var ${name} = { siteConfig: ${JSON.stringify(name)} };`).join('\n'));
    const before = keys();
    run(read(FIRST), FIRST);
    expect(keys().filter((key) => !before.includes(key))).toEqual(['ShopEmbed']);
    for (const name of SHORT_NAMES) expect(global[name], name).toEqual({ siteConfig: name });
  });

  it.each([
    ['without an init()', "{ theme: 'dawn', open: function () {} }"],
    ["with an init() of its own (a site's namespace)", "{ version: 'site-own', init: function () {}, mount: function () {} }"],
  ])("a page's own window.ShopEmbed %s (no copy of ours) is replaced by the stand-in, and the console says so once", (_, own) => {
    const { global, run, aboutGlobal } = page();
    run(`window.ShopEmbed = ${own};`);
    run(read(FIRST), FIRST);
    const stub = global.ShopEmbed as { _load?: unknown; version: string };
    expect(typeof stub._load).toBe('function');
    expect(stub.version).not.toBe('site-own');
    expect(aboutGlobal()).toEqual(["[shop-embed] replaced the page's own window.ShopEmbed: give the page's object another name"]);
  });

  it('a second copy of the tag is a no-op: the same ShopEmbed and loader, the page globals set between the two kept', () => {
    const { global, run, keys, aboutGlobal } = page();
    const before = keys();
    run(read(FIRST), FIRST);
    expect(keys().filter((key) => !before.includes(key))).toEqual(['ShopEmbed']);
    const first = global.ShopEmbed as { _load: unknown; _define: unknown };
    expect(typeof first._load).toBe('function');
    run('var e = 1; t = "page";');
    run(read(FIRST), FIRST);
    expect(global.ShopEmbed).toBe(first);
    expect((global.ShopEmbed as typeof first)._load).toBe(first._load);
    expect([global.e, global.t]).toEqual([1, 'page']);
    expect(keys().filter((key) => !before.includes(key))).toEqual(['ShopEmbed', 'e', 't']);
    // Its own stand-in found in place is no page's: nothing said.
    expect(aboutGlobal()).toEqual([]);
  });

  it.each(CHUNKS)('%s is one ShopEmbed._define() call: it declares nothing on window', (file) => {
    const { global, run, keys } = page();
    const defined: string[][] = [];
    global.ShopEmbed = { _define: (deps: string[]) => defined.push(deps) };
    const before = keys();
    run(read(file), file);
    expect(defined).toHaveLength(1);
    expect(keys().filter((key) => !before.includes(key))).toEqual([]);
  });
});
