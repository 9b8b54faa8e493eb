// `dist/shop-embed.umd.js`: the components (src/global.ts) with every chunk inlined, for debugging: its one export, the
// page's `ShopEmbed`, is the UMD global (global.ts also exports the hashes of its chunks, which this file has inlined).
export { default } from './scripts/components';
