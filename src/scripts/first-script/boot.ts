// How the first script starts. The script build is rollup's AMD output: every file is one `ShopEmbed._define(deps,
// factory)` call. The chunks keep theirs (the page's embed defines them, src/mount/chunks.ts), but the first script runs
// before there is any `ShopEmbed`: the build (`runInPlace` in build/script-tag.mjs) puts this function in place of its
// `ShopEmbed._define` and calls it at once. It is copied as text, not imported: it may use nothing but its arguments.

/** The page's `window.ShopEmbed`: the first script's stand-in, then the components' embed; both load chunks (`_load`). */
declare const ShopEmbed: { _load(file: string, table: object): Promise<object> };

/**
 * Runs the first script's factory with its exports object and a `require` for the chunks it imports dynamically, which
 * the embed's loader fetches (`_load`, with the tag's nonce and the chunk's integrity), handing them this file's exports.
 * It asks `window.ShopEmbed`, which the first script sets before its first paint starts, not anything the factory
 * returns or exports: on a page parsed already (a tag a script added) the first paint starts, and asks for its first chunk
 * (the language's pack), inside the factory.
 */
export function boot(deps: readonly string[], factory: (...deps: unknown[]) => void): void {
  const exports = {};
  factory(...deps.map((dep) => (dep === 'exports' ? exports : (file: string) => ShopEmbed._load(file, exports))));
}
